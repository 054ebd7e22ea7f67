import type { Favorite } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { listOfRecords } from '@/lib/answers';
import { apiGet } from '@/lib/api-client';

const favoritesAnswer = listOfRecords<Favorite>();

/** GET /api/me/favorites: the visitor's saved deals, newest first. */
export function getFavorites(token: string, signal?: AbortSignal): Promise<Favorite[]> {
  return apiGet('/me/favorites', favoritesAnswer, { token, signal });
}

/**
 * The favourites of one login (a new login never sees the previous one's list). Saving and removing
 * (PUT and DELETE /api/me/favorites/{id}) are in components/favorite-toggle.ts, loaded on a heart's
 * first press.
 */
export const favoritesKey = (token: string) => ['favorites', token] as const;

export const favoritesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: favoritesKey(token),
    queryFn: ({ signal }) => getFavorites(token, signal),
    staleTime: 60_000,
  });

/** The visitor's favourites, asked for once there is a visitor login. */
export function useFavorites(token: string | null) {
  return useQuery({ ...favoritesQueryOptions(token ?? ''), enabled: token !== null });
}

// Each list's ids, worked out once for all the cards that ask.
const idsOfList = new WeakMap<Favorite[], Set<string>>();
function idsOf(list: Favorite[]): Set<string> {
  let ids = idsOfList.get(list);
  if (!ids) {
    ids = new Set(list.map((favorite) => favorite.property_id));
    idsOfList.set(list, ids);
  }
  return ids;
}

/** Whether the listing is among the visitor's favourites (false while they load, or without a login). */
export function useIsFavorite(propertyId: string, token: string | null): boolean {
  const { data } = useQuery({
    ...favoritesQueryOptions(token ?? ''),
    enabled: token !== null,
    select: (list) => idsOf(list).has(propertyId),
  });
  return data ?? false;
}
