import type { PropertySummary } from '@dd/core';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { toast } from 'sonner';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SITE_TITLE } from '@/config/site';
import { WhatsappButton } from '@/features/contacts/components/whatsapp-button';
import { InquiryButton } from '@/features/inquiries/components/inquiry-button';
import { soldInquiryRefused } from '@/features/inquiries/components/inquiry-texts';
import { useCountView } from '@/features/properties/api/count-view';
import { propertyCardKey, propertyQueryOptions, useProperty } from '@/features/properties/api/get-property';
import { PropertyDetails } from '@/features/properties/components/property-details';
import { PropertyNotFound } from '@/features/properties/components/property-not-found';
import { isApiError, isAuthError } from '@/lib/api-client';
import { getDetailToken } from '@/lib/auth-storage';
import { useHydrating } from '@/lib/hydration';
import { loadFailed } from '@/lib/load-failed';
import { withNext } from '@/lib/next-path';
import { translate } from '@/i18n/i18n';

/**
 * Toast and redirect to /login (SPEC §8), which names the listing to come back to (?next=); the toast
 * informs rather than warns, and its id keeps it single under StrictMode.
 */
function LoginRedirect() {
  const { id = '' } = useParams();
  useEffect(() => {
    toast.info(translate('property.loginRequired'), { id: 'login-required' });
  }, []);
  return <Navigate to={withNext(paths.login.getHref(), paths.property.getHref(id))} replace />;
}

/** Starts the request while the screen renders, not once it has mounted: the photo waits for it. */
function PrefetchDetails({ id, token }: { id: string; token: string }) {
  usePrefetchQuery(propertyQueryOptions(id, token));
  return null;
}

interface PropertyScreenProps {
  id: string;
  /** The stored login; null while the page hydrates (the server has none). */
  token: string | null;
  /** The listing's public card, when the server rendered the page with it. */
  card: PropertySummary | undefined;
}

function PropertyScreen({ id, token, card }: PropertyScreenProps) {
  const query = useProperty(id, token);
  const { data: property, error } = query;
  const authFailed = isAuthError(error);
  // Only a 404 says the listing is gone; a network error or a 5xx is a failed load, to try again.
  const notFound = isApiError(error) && error.status === 404;
  const failed = !notFound && loadFailed(query);
  useCountView(id, property !== undefined);

  useEffect(() => {
    if (error && !authFailed) toast.error(translate('property.loadFailed'), { id: 'property-load-failed' });
  }, [error, authFailed]);

  useEffect(() => {
    const heading = property
      ? property.property_name
      : notFound
        ? translate('property.notFound')
        : failed
          ? translate('property.couldNotLoad')
          : translate('property.details');
    document.title = `${heading} | ${SITE_TITLE}`;
  }, [property, notFound, failed]);

  if (authFailed) return <LoginRedirect />;
  if (notFound) return <PropertyNotFound />;
  const loadError = failed && (
    <LoadError
      title={translate('property.couldNotLoad')}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
      className={`flex-col rounded-2xl bg-white px-6 ring-1 ring-slate-200 ${card ? 'py-10' : 'mx-4 my-16 py-16 sm:mx-auto sm:max-w-xl'}`}
    >
      {translate('property.couldNotLoadHint')}
    </LoadError>
  );
  // While the details load (or after they failed): the card the server rendered the page with, else a
  // spinner (or the error alone).
  const listing = property ?? card;
  if (!listing)
    return loadError || <Spinner label={translate('property.loading')} className="min-h-[60vh]" />;
  return (
    <>
      {token && <PrefetchDetails id={id} token={token} />}
      <PropertyDetails
        listing={listing}
        property={property}
        pendingAside={loadError}
        actions={
          property && (
            <>
              {property.status === 'sold' ? (
                <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
                  {soldInquiryRefused()}
                </p>
              ) : (
                <InquiryButton propertyId={property.id} propertyName={property.property_name} />
              )}
              <WhatsappButton>{translate('detail.whatsapp')}</WhatsappButton>
            </>
          )
        }
      />
    </>
  );
}

/** Property detail (/property/:id): needs a stored visitor or admin login (SPEC §5, §6). */
export default function PropertyRoute() {
  const { id = '' } = useParams();
  const card = useQueryClient().getQueryData<PropertySummary>(propertyCardKey(id));
  // The login is the browser's: the server's HTML, and the browser's first render over it, show the
  // card, and the same screen then asks for the details.
  const hydrating = useHydrating();
  const token = hydrating ? null : getDetailToken();
  if (!hydrating && !token) return <LoginRedirect />;
  return <PropertyScreen key={id} id={id} token={token} card={card} />;
}
