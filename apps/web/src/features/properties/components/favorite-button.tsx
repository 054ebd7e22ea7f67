import type { PropertySummary } from '@dd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { HeartIcon } from '@/components/ui/card-icons';
import { translate } from '@/i18n/i18n';
import { getAdminToken, getToken, subscribeToAuth } from '@/lib/auth-storage';

import { favoritesKey, useIsFavorite } from '../api/favorites';

/** Stands for a stored admin login in useVisitorLogin: favourites are a visitor's. */
export const ADMIN_LOGIN = 'admin';
const login = () => getToken() ?? (getAdminToken() ? ADMIN_LOGIN : null);

/**
 * The stored visitor login (its token), ADMIN_LOGIN for an admin's, null for none; null while the
 * page hydrates (the server renders the logged-out page).
 */
export function useVisitorLogin(): string | null {
  return useSyncExternalStore(subscribeToAuth, login, () => null);
}

interface FavoriteButtonProps {
  property: PropertySummary;
  /** The listing's page: a size larger than on a card. */
  large?: boolean;
  className?: string;
}

/**
 * The heart of a listing: saves it to the visitor's favourites or takes it out, at once on screen
 * (favorite-toggle.ts, loaded on the first press). Without a login it asks for one and keeps the deal
 * to save once the visitor is back. Not shown to an admin.
 */
export function FavoriteButton({ property, large = false, className = '' }: FavoriteButtonProps) {
  const who = useVisitorLogin();
  const token = who === ADMIN_LOGIN ? null : who;
  const saved = useIsFavorite(property.id, token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (who === ADMIN_LOGIN) return null;

  const toggle = () =>
    void import('./favorite-toggle').then((toggles) =>
      token === null
        ? toggles.askToLogIn(property.id, navigate, pathname + search)
        : toggles.setFavorite(queryClient, favoritesKey(token), token, property.id, !saved, property),
    );

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={translate(saved ? 'card.unsave' : 'card.save', { name: property.property_name })}
      title={translate(saved ? 'card.unsaveTitle' : 'card.saveTitle')}
      onClick={toggle}
      className={`relative z-[1] flex ${large ? 'size-12' : 'size-10'} shrink-0 items-center justify-center rounded-full bg-white text-rose-600 ring-1 ring-slate-200 transition hover:bg-rose-50 hover:ring-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${className}`}
    >
      <HeartIcon className={`${large ? 'size-6' : 'size-5'} ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
