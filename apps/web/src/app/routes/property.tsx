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
import { PropertyDetails, PropertyPageFrame } from '@/features/properties/components/property-details';
import { PropertyNotFound } from '@/features/properties/components/property-not-found';
import { isAuthError } from '@/lib/api-client';
import { getDetailToken } from '@/lib/auth-storage';
import { useHydrating } from '@/lib/hydration';

export const LOGIN_REQUIRED = 'Please login to view property details';
export const LOAD_FAILED = 'Failed to load property details';

/** Toast and redirect to /login (SPEC §8); the toast id keeps it single under StrictMode. */
function LoginRedirect() {
  useEffect(() => {
    toast.error(LOGIN_REQUIRED, { id: 'login-required' });
  }, []);
  return <Navigate to={paths.login.getHref()} replace />;
}

/**
 * While the details load: the listing's public card (Back, the discount, the photos) when the server
 * rendered the page with it, else a spinner.
 */
function PropertyLoading({ card }: { card: PropertySummary | undefined }) {
  if (card) return <PropertyPageFrame listing={card} />;
  return <Spinner label="Loading property details..." className="min-h-[60vh]" />;
}

interface PropertyScreenProps {
  id: string;
  token: string;
  card: PropertySummary | undefined;
}

function PropertyScreen({ id, token, card }: PropertyScreenProps) {
  // Starts the request while this screen renders, not once it has mounted: React shows a lazily loaded
  // screen no sooner than 300 ms after its loading fallback, and the photo waits for this answer.
  usePrefetchQuery(propertyQueryOptions(id, token));
  const { data: property, error, isPending } = useProperty(id, token);
  const authFailed = isAuthError(error);

  useEffect(() => {
    if (error && !authFailed) toast.error(LOAD_FAILED, { id: 'property-load-failed' });
  }, [error, authFailed]);

  useEffect(() => {
    const heading = property ? property.property_name : isPending ? 'Property details' : 'Property Not Found';
    document.title = `${heading} | ${SITE_TITLE}`;
  }, [property, isPending]);

  if (isPending) return <PropertyLoading card={card} />;
  if (authFailed) return <LoginRedirect />;
  if (!property) return <PropertyNotFound />;
  return (
    <PropertyDetails
      property={property}
      actions={
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
      }
    />
  );
}

/** Property detail (/property/:id): needs a stored visitor or admin login (SPEC §5, §6). */
export default function PropertyRoute() {
  const { id = '' } = useParams();
  const card = useQueryClient().getQueryData<PropertySummary>(propertyCardKey(id));
  // The login is the browser's: the server's HTML, and the browser's first render over it, show the card.
  const hydrating = useHydrating();
  if (hydrating) return <PropertyLoading card={card} />;
  const token = getDetailToken();
  if (!token) return <LoginRedirect />;
  return <PropertyScreen key={id} id={id} token={token} card={card} />;
}
