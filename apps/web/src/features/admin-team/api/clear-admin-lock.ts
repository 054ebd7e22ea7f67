import { messageSchema } from '@dd/core';
import { useMutation } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

/** POST /api/admin/team/{id}/clear-lock: lifts the admin's login lock for new addresses. */
export function clearAdminLock(id: string) {
  return adminCall(`/admin/team/${encodeURIComponent(id)}/clear-lock`, messageSchema, { method: 'POST' });
}

export function useClearAdminLock() {
  return useMutation({ mutationFn: clearAdminLock });
}
