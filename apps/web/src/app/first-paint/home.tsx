import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import { SiteLayout } from '@/components/layouts/site-layout';
import { paths } from '@/config/paths';

import { HomeHero } from '../routes/home-hero';

/**
 * The home page as the app first renders it, before any answer: the site header (without the login
 * buttons, which depend on the browser's stored login) and the hero (the WhatsApp button's place kept
 * empty until the contacts load). Rendered by the build (apps/web/first-paint.ts) and sent by the
 * server inside #root, so a phone paints it before the scripts have loaded; the app's first render
 * replaces it with the same markup (docs/decisions/0013-pages-painted-from-the-html.md).
 */
export function renderHomeFirstPaint(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[paths.home.getHref()]}>
        <SiteLayout>
          <HomeHero />
        </SiteLayout>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
