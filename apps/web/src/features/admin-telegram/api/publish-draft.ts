import type { Draft } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminCall } from '@/lib/admin-api';

import { DRAFTS_KEY } from './get-drafts';

/** POST /api/admin/drafts/{id}/publish: the new listing's id (422 names what the draft lacks). */
export function publishDraft(id: string): Promise<{ id: string }> {
  return adminCall(`/admin/drafts/${encodeURIComponent(id)}/publish`, z.object({ id: z.string() }), {
    method: 'POST',
  });
}

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: (_listing, id) => {
      // A published draft is gone: off the list at once, then the list is read again.
      queryClient.setQueryData<Draft[]>(DRAFTS_KEY, (list) => list?.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    },
  });
}
