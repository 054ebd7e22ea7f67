import type { Favorite, PropertySummary } from '@dd/core';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';

import { paths } from '@/config/paths';
import { apiRequest, serverDetail } from '@/lib/api-client';
import { dismissLazyToast, lazyToast } from '@/lib/lazy-toast';
import { withNext } from '@/lib/next-path';
import { translate } from '@/i18n/i18n';

// What a heart does, loaded on the first press (favorite-button.tsx): the home page's bundle keeps
// only the heart itself (ADR 0007). Nothing here imports ../api/favorites, whose query the cards
// share: a module both import would become a chunk of its own that the home page loads too.

/** PUT /api/me/favorites/{id} (idempotent). */
async function saveFavorite(propertyId: string, token: string): Promise<void> {
  await apiRequest(`/me/favorites/${encodeURIComponent(propertyId)}`, { method: 'PUT', token });
}

/** DELETE /api/me/favorites/{id}. */
async function removeFavorite(propertyId: string, token: string): Promise<void> {
  await apiRequest(`/me/favorites/${encodeURIComponent(propertyId)}`, { method: 'DELETE', token });
}

const FAILED_TOAST = { id: 'favorite-failed' };
/** The info toast of a logged-out heart ("Log in to save…"), taken away once the login is made. */
const LOGIN_TO_SAVE_TOAST = 'login-to-save';

/** Session storage key of the deal a logged-out visitor's heart asked to save. */
export const PENDING_FAVORITE_KEY = 'dd:pending-favorite';

/**
 * A logged-out visitor's heart: the deal is remembered for after they log in or register (this tab's
 * session storage), and the login screen opens, coming back to this page (its ?next=). The login, or
 * the registration's verification, calls savePendingFavorite().
 */
export function askToLogIn(propertyId: string, navigate: NavigateFunction, here: string): void {
  try {
    window.sessionStorage.setItem(PENDING_FAVORITE_KEY, propertyId);
  } catch {
    // storage disabled: the heart is simply not kept
  }
  lazyToast('info', translate('favourites.loginToSave'), { id: LOGIN_TO_SAVE_TOAST });
  void navigate(withNext(paths.login.getHref(), here));
}

/**
 * Saves the deal remembered by askToLogIn, once there is a visitor login, and forgets it either way;
 * then every favourites query is fetched again (the heart fills). The heart's info toast goes.
 */
export async function savePendingFavorite(queryClient: QueryClient, token: string): Promise<void> {
  // Its job is done: it would otherwise stay stacked under "Login successful!".
  dismissLazyToast(LOGIN_TO_SAVE_TOAST);
  let id: string | null = null;
  try {
    id = window.sessionStorage.getItem(PENDING_FAVORITE_KEY);
    window.sessionStorage.removeItem(PENDING_FAVORITE_KEY);
  } catch {
    return;
  }
  if (!id) return;
  try {
    await saveFavorite(id, token);
  } catch (error) {
    lazyToast('error', serverDetail(error) ?? translate('favourites.saveFailed'), FAILED_TOAST);
  }
  // A list asked for before the deal was saved (the page the login led to) would still answer
  // without it, and an invalidation joins a first fetch under way instead of starting a new one.
  await queryClient.cancelQueries({ queryKey: ['favorites'] });
  await queryClient.invalidateQueries({ queryKey: ['favorites'] });
}

// Toggles still on their way: the list is fetched again once the last one has answered.
let inFlight = 0;

/**
 * Saves a deal to the favourites, or takes it out, at once on screen (the query's data), then on the
 * server; a failure puts the deal back as it was and says so in a toast. `listing` is the card's
 * record, shown on /favorites until the list is fetched again.
 */
export async function setFavorite(
  queryClient: QueryClient,
  /** The favourites query of this login (favoritesKey). */
  key: readonly unknown[],
  token: string,
  propertyId: string,
  save: boolean,
  listing?: PropertySummary,
): Promise<void> {
  inFlight++;
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Favorite[]>(key)?.find((f) => f.property_id === propertyId);
  const entry: Favorite | undefined =
    previous ??
    (listing && {
      property_id: propertyId,
      property_name: listing.property_name,
      location: listing.location,
      favorited_at: new Date().toISOString(),
      removed: false,
      property: listing,
    });
  const without = (list: Favorite[] = []) => list.filter((f) => f.property_id !== propertyId);
  const withIt = (list: Favorite[] = []) => (entry ? [entry, ...without(list)] : list);
  queryClient.setQueryData<Favorite[]>(key, (list) => (save ? withIt(list) : without(list)));
  try {
    await (save ? saveFavorite(propertyId, token) : removeFavorite(propertyId, token));
  } catch (error) {
    queryClient.setQueryData<Favorite[]>(key, (list) => (save ? without(list) : withIt(list)));
    lazyToast(
      'error',
      serverDetail(error) ?? translate(save ? 'favourites.saveFailed' : 'favourites.removeFailed'),
      FAILED_TOAST,
    );
  } finally {
    inFlight--;
    if (inFlight === 0) void queryClient.invalidateQueries({ queryKey: key });
  }
}
