import { useEffect, useRef } from 'react';

import { apiRequest } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * Counts one view of a listing's details for the dashboard's statistics (ADR 0035): once per page
 * view, when a visitor's details have loaded; not again when they are fetched anew (a refetch, a
 * return to the tab) nor for an admin. A failure is of no concern to the visitor.
 */
export function useCountView(id: string, loaded: boolean) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || counted.current === id) return;
    const token = getToken();
    if (!token) return;
    counted.current = id;
    apiRequest(`/properties/${encodeURIComponent(id)}/views`, { method: 'POST', token }).catch(() => {});
  }, [id, loaded]);
}
