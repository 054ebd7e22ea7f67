import type { PropertySummary } from '@dd/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import { SiteLayout } from '@/components/layouts/site-layout';
import { paths } from '@/config/paths';
import { PropertyPageFrame } from '@/features/properties/components/property-details';

/**
 * A listing's page as the app first renders it once the details have arrived, cut to what the
 * listing's public card shows too: the site header (without the login buttons), Back, the discount and
 * the photos. The server renders it per request with the listing's card (never the details, which
 * need a login) and sends it inside #root, so the main photo paints before the scripts have loaded;
 * the app then renders the whole page over it with the same markup for these parts
 * (docs/decisions/0013-pages-painted-from-the-html.md).
 */
export function renderPropertyFirstPaint(listing: PropertySummary): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[paths.property.getHref(listing.id)]}>
        <SiteLayout>
          <PropertyPageFrame listing={listing} />
        </SiteLayout>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
