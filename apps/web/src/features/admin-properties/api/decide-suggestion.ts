import { propertySchema } from '@dd/core';
import type { Property } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

export type SuggestionDecision = 'accept' | 'ignore';

/**
 * POST /api/admin/properties/{id}/suggestions/{suggestionId} with {"decision": …}: accepting sets the
 * price or status a channel's post suggested, ignoring closes it; answers the listing as it is now.
 */
export function decideSuggestion(
  listingId: string,
  suggestionId: string,
  decision: SuggestionDecision,
): Promise<Property> {
  return adminCall(
    `/admin/properties/${encodeURIComponent(listingId)}/suggestions/${encodeURIComponent(suggestionId)}`,
    propertySchema,
    { method: 'POST', body: { decision } },
  );
}

export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingId: string; suggestionId: string; decision: SuggestionDecision }) =>
      decideSuggestion(input.listingId, input.suggestionId, input.decision),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
