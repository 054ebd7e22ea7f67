import type { QueryClient } from '@tanstack/react-query';

/**
 * After a visitor's login or e-mail verification: saves the deal whose heart they pressed before
 * (favorite-toggle.ts's askToLogIn), loading the heart's code for it.
 */
export function savePendingFavoriteSoon(queryClient: QueryClient, token: string): void {
  void import('./favorite-toggle').then((toggle) => toggle.savePendingFavorite(queryClient, token));
}
