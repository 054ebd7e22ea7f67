import type { Draft } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';

import { DRAFTS_KEY } from './get-drafts';

/** DELETE /api/admin/drafts/{id}: the draft and its photos. */
export async function discardDraft(id: string): Promise<void> {
  await adminRequest(`/admin/drafts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Draft[]>(DRAFTS_KEY, (list) => list?.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    },
  });
}
