import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SITE_TITLE } from '@/config/site';
import { useFavorites } from '@/features/properties/api/favorites';
import { ADMIN_LOGIN, useVisitorLogin } from '@/features/properties/components/favorite-button';
import { FavoritesList } from '@/features/properties/components/favorites-list';
import { isAuthError } from '@/lib/api-client';
import { useHydrating } from '@/lib/hydration';
import { withNext } from '@/lib/next-path';
import { translate } from '@/i18n/i18n';

/** To /login and back here (?next=), with a toast that says why (as a listing's page does). */
function LoginRedirect() {
  useEffect(() => {
    toast.info(translate('favourites.loginFirst'), { id: 'login-required' });
  }, []);
  return <Navigate to={withNext(paths.login.getHref(), paths.favorites.getHref())} replace />;
}

function FavoritesScreen({ token }: { token: string }) {
  const query = useFavorites(token);
  const { data: favorites, error } = query;
  if (isAuthError(error)) return <LoginRedirect />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
        {translate('favourites.title')}
      </h1>
      <p className="mt-1 text-slate-600">
        {favorites && favorites.length > 0
          ? translate('favourites.count', { count: favorites.length })
          : translate('favourites.intro')}
      </p>
      <div className="mt-6">
        {favorites ? (
          <FavoritesList favorites={favorites} token={token} />
        ) : error ? (
          <LoadError
            title={translate('favourites.loadFailed')}
            onRetry={() => void query.refetch()}
            busy={query.isFetching}
            className="flex-col rounded-2xl bg-white px-6 py-16 ring-1 ring-slate-200"
          >
            {translate('favourites.loadFailedHint')}
          </LoadError>
        ) : (
          <Spinner label={translate('favourites.loading')} className="min-h-[40vh]" />
        )}
      </div>
    </div>
  );
}

/** The visitor's saved deals (/favorites): needs a visitor login, else to /login and back. */
export default function FavoritesRoute() {
  const who = useVisitorLogin();
  const hydrating = useHydrating();
  useEffect(() => {
    document.title = `${translate('title.favourites')} | ${SITE_TITLE}`;
  }, []);
  if (hydrating) return <Spinner label={translate('favourites.loading')} className="min-h-[40vh]" />;
  if (who === null || who === ADMIN_LOGIN) return <LoginRedirect />;
  return <FavoritesScreen token={who} />;
}
