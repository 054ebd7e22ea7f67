import { draftSchema } from '@dd/core';
import type { Draft, DraftUpdate } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { DRAFTS_KEY } from './get-drafts';

export interface DraftCorrection {
  id: string;
  /** The fields corrected; null clears one. */
  change: DraftUpdate;
}

/** PUT /api/admin/drafts/{id}: the draft with the corrections applied. */
export function updateDraft({ id, change }: DraftCorrection): Promise<Draft> {
  return adminCall(`/admin/drafts/${encodeURIComponent(id)}`, draftSchema, { method: 'PUT', body: change });
}

export function useUpdateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    onSuccess: (draft) => {
      queryClient.setQueryData<Draft[]>(DRAFTS_KEY, (list) =>
        list?.map((d) => (d.id === draft.id ? draft : d)),
      );
    },
  });
}
