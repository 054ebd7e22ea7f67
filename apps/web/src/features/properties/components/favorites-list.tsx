import type { Favorite } from '@dd/core';
import { useQueryClient } from '@tanstack/react-query';
import { Heart, House, MapPin, Trash2 } from 'lucide-react';

import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { locationLabel } from '@/lib/listing-words';
import { Link } from 'react-router';

import { favoritesKey } from '../api/favorites';
import { setFavorite } from './favorite-toggle';
import { PropertyCard } from './property-card';
import { translate } from '@/i18n/i18n';

/** The saved deals of /favorites: a card each (a sold or reserved one with its ribbon), a deleted one as a plain entry. */
export function FavoritesList({ favorites, token }: { favorites: readonly Favorite[]; token: string }) {
  if (favorites.length === 0) return <NoFavorites />;
  return (
    <ul
      aria-label={translate('favourites.title')}
      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {favorites.map((favorite, index) => (
        <li key={favorite.property_id} className="flex">
          {favorite.property ? (
            <PropertyCard property={favorite.property} priority={index < 3} />
          ) : (
            <RemovedFavorite favorite={favorite} token={token} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A saved deal whose listing was deleted: its name as saved, said to be no longer listed. */
function RemovedFavorite({ favorite, token }: { favorite: Favorite; token: string }) {
  const queryClient = useQueryClient();
  return (
    <article className="flex w-full flex-col rounded-2xl border border-dashed border-slate-300 bg-white p-5">
      <p className="self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-bold tracking-wide text-slate-700 uppercase">
        {translate('favourites.gone')}
      </p>
      <h2 className="mt-3 text-lg leading-snug font-bold text-slate-700">{favorite.property_name}</h2>
      {favorite.location && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="sr-only">{translate('favourites.location')} </span>
          {locationLabel(favorite.location)}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">{translate('favourites.goneHint')}</p>
      <div className="mt-auto pt-4">
        <Button
          variant="outline"
          size="sm"
          aria-label={translate('favourites.removeNamed', { name: favorite.property_name })}
          onClick={() =>
            void setFavorite(queryClient, favoritesKey(token), token, favorite.property_id, false)
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {translate('favourites.remove')}
        </Button>
      </div>
    </article>
  );
}

function NoFavorites() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Heart aria-hidden="true" className="size-12 text-rose-300" strokeWidth={1.5} />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{translate('favourites.empty')}</h2>
      <p className="mt-2 max-w-md text-slate-600">{translate('favourites.emptyHint')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'primary', className: 'mt-6' })}>
        <House aria-hidden="true" className="size-4" />
        {translate('alerts.browse')}
      </Link>
    </div>
  );
}
