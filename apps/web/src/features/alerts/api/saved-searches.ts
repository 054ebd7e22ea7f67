import { savedSearchSchema, unsubscribeResultSchema } from '@dd/core';
import type { SavedSearch, SavedSearchCreate, SavedSearchUpdate } from '@dd/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiCall, apiGet, apiRequest } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

export const savedSearchesKey = ['saved-searches'] as const;

/** GET /api/me/saved-searches: the visitor's alerts, newest first. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) =>
      apiGet('/me/saved-searches', z.array(savedSearchSchema), { token: getToken(), signal }),
  });

export const useSavedSearches = () => useQuery(savedSearchesQuery());

/** POST /api/me/saved-searches. */
export const createSavedSearch = (body: SavedSearchCreate): Promise<SavedSearch> =>
  apiCall('/me/saved-searches', savedSearchSchema, { method: 'POST', body, token: getToken() });

/** PATCH /api/me/saved-searches/{id}. */
export const updateSavedSearch = (id: string, body: SavedSearchUpdate): Promise<SavedSearch> =>
  apiCall(`/me/saved-searches/${encodeURIComponent(id)}`, savedSearchSchema, {
    method: 'PATCH',
    body,
    token: getToken(),
  });

/** DELETE /api/me/saved-searches/{id}. */
export const deleteSavedSearch = async (id: string): Promise<void> => {
  await apiRequest(`/me/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', token: getToken() });
};

/** POST /api/alerts/unsubscribe with an e-mail's token (no login). */
export const unsubscribeAlert = (token: string) =>
  apiCall('/alerts/unsubscribe', unsubscribeResultSchema, { method: 'POST', body: { token } });

/** The mutations of the alerts page and dialog; each refreshes the list. */
export function useSavedSearchMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: savedSearchesKey });
  return {
    create: useMutation({ mutationFn: createSavedSearch, onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: SavedSearchUpdate }) => updateSavedSearch(id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: deleteSavedSearch, onSuccess }),
  };
}
