import { SOLD_INQUIRY_REFUSED } from '@dd/core';
import type { PropertySummary } from '@dd/core';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { toast } from 'sonner';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SITE_TITLE } from '@/config/site';
import { WhatsappButton } from '@/features/contacts/components/whatsapp-button';
import { InquiryButton } from '@/features/inquiries/components/inquiry-button';
import { propertyCardKey, propertyQueryOptions, useProperty } from '@/features/properties/api/get-property';
import { PropertyDetails } from '@/features/properties/components/property-details';
import { PropertyNotFound } from '@/features/properties/components/property-not-found';
import { isAuthError } from '@/lib/api-client';
import { getDetailToken } from '@/lib/auth-storage';
import { useHydrating } from '@/lib/hydration';
import { withNext } from '@/lib/next-path';

export const LOGIN_REQUIRED = 'Please login to view property details';
export const LOAD_FAILED = 'Failed to load property details';

/**
 * Toast and redirect to /login (SPEC §8), which names the listing to come back to (?next=); the toast
 * informs rather than warns, and its id keeps it single under StrictMode.
 */
function LoginRedirect() {
  const { id = '' } = useParams();
  useEffect(() => {
    toast.info(LOGIN_REQUIRED, { id: 'login-required' });
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
  const { data: property, error, isPending } = useProperty(id, token);
  const authFailed = isAuthError(error);

  useEffect(() => {
    if (error && !authFailed) toast.error(LOAD_FAILED, { id: 'property-load-failed' });
  }, [error, authFailed]);

  useEffect(() => {
    const heading = property ? property.property_name : isPending ? 'Property details' : 'Property Not Found';
    document.title = `${heading} | ${SITE_TITLE}`;
  }, [property, isPending]);

  if (authFailed) return <LoginRedirect />;
  if (!isPending && !property) return <PropertyNotFound />;
  // While the details load: the card the server rendered the page with, else a spinner.
  const listing = property ?? card;
  if (!listing) return <Spinner label="Loading property details..." className="min-h-[60vh]" />;
  return (
    <>
      {token && <PrefetchDetails id={id} token={token} />}
      <PropertyDetails
        listing={listing}
        property={property}
        actions={
          property && (
            <>
              {property.status === 'sold' ? (
                <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
                  {SOLD_INQUIRY_REFUSED}
                </p>
              ) : (
                <InquiryButton propertyId={property.id} propertyName={property.property_name} />
              )}
              <WhatsappButton>Contact us on WhatsApp</WhatsappButton>
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
