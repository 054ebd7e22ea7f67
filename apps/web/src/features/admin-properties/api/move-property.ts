import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';

import { refreshPropertyLists } from './get-admin-properties';

export type MoveDirection = 'up' | 'down';

/**
 * The display order after a move (DESIGN §5): lists show the highest display_order first, so up
 * raises it by 1 and down lowers it by 1; a missing value counts as 0.
 */
export function nextDisplayOrder(current: number | null | undefined, direction: MoveDirection): number {
  return (current ?? 0) + (direction === 'up' ? 1 : -1);
}

/** PATCH /api/admin/properties/{id}/order?display_order=N (no body). */
export async function setDisplayOrder(id: string, displayOrder: number): Promise<void> {
  await adminRequest(
    `/admin/properties/${encodeURIComponent(id)}/order?display_order=${encodeURIComponent(displayOrder)}`,
    { method: 'PATCH' },
  );
}

export function useMoveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, displayOrder }: { id: string; displayOrder: number }) =>
      setDisplayOrder(id, displayOrder),
    onSuccess: () => refreshPropertyLists(queryClient),
  });
}
