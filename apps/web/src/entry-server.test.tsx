import type { PropertySummary } from '@dd/core';
import { act, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { AppRouter, preloadScreen } from '@/app/router';
import { seedFromPage } from '@/app/page-data';
import type { PageData } from '@/app/page-data';
import { marinaVista, properties } from '@/testing/fixtures';
import { answerListingApi } from '@/testing/listing-api';
import { mockApi } from '@/testing/mock-api';
import { WHOLE_LIST_LIMIT } from '@/features/properties/components/listing-limits';

import { renderPage } from './entry-server';

// The route loaders are the server's: the browser's bundle leaves them out (src/app/route-table.tsx).
vi.hoisted(() => vi.stubEnv('SSR', true));

/** A list longer than the first screen, each listing listed a few hours before the page was rendered. */
const listings: PropertySummary[] = Array.from({ length: 30 }, (_, i) => ({
  ...properties[i % properties.length]!,
  id: `p-${i}`,
  property_name: `Tower ${i}`,
  location: i % 3 === 0 ? 'Dubai Marina' : 'Jumeirah Village Circle',
  display_order: 30 - i,
  posted_at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
  created_at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
}));

/** The public API as the server answers it in-process, over `list`. */
const listingApi = (list: PropertySummary[]) => async (path: string) => answerListingApi(list, path);

/**
 * What a visitor's browser does with the server's page: the HTML inside #root, then the app hydrating
 * it from the page's data (as src/app/start.tsx does). Nothing answers the API meanwhile, so what
 * shows is what the server rendered.
 */
async function serverThenBrowser(
  url: string,
  server: Parameters<typeof renderPage>[1],
  beforeScripts?: (root: HTMLElement) => void,
  language?: string,
) {
  const page = await renderPage(`http://localhost${url}`, server, language);
  if (!page) throw new Error(`no page for ${url}`);
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const root = document.getElementById('root')!;
  const serverHtml = root.innerHTML;
  beforeScripts?.(root);

  const never = () => new Promise<never>(() => undefined);
  mockApi({
    'GET /api/properties': never,
    'GET /api/contacts': never,
    [`GET /api/properties/${marinaVista.id}`]: never,
  });
  const consoleError = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const queryClient = createQueryClient();
  seedFromPage(queryClient, JSON.parse(JSON.stringify(page.data)) as PageData);
  await preloadScreen(new URL(url, 'http://localhost').pathname);
  await act(async () => {
    hydrateRoot(
      root,
      <AppProvider client={queryClient}>
        <AppRouter />
      </AppProvider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { page, root, serverHtml, recoverable, consoleError };
}

describe('pages rendered by the server and hydrated by the browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('renders the home page with its first twelve cards, and the browser takes it over as it is', async () => {
    const { page, root, serverHtml, recoverable, consoleError } = await serverThenBrowser('/', {
      api: listingApi(listings),
    });
    expect(page.screens).toEqual(['routes/home']);
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    // What crawlers and link previews read: the hero, the filters and the first cards with their names.
    expect(within(server).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Exclusive Distressed Property Deals in Dubai',
    );
    expect(server.querySelector('#filter-location option[value="Dubai Marina"]')).not.toBeNull();
    const cards = within(server).getByRole('list', { name: 'Property listings' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(listings.slice(0, 12).map((l) => l.property_name));
    expect(server.textContent).toContain('30 properties');
    expect(server.textContent).toContain('Listed 1 hour ago');

    // Hydrated without a mismatch: React kept the server's elements.
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(root).getByRole('list', { name: 'Property listings' }).children).toHaveLength(12);
    expect(root.querySelector('#filter-location option[value="Dubai Marina"]')).not.toBeNull();
  });

  it.each([
    ['ru', 'Доступные предложения', '30 объектов', 'AED', 'Дубай Марина', '2 спальни'],
    ['ar', 'الصفقات المتاحة', '30 عقارًا', 'AED', 'دبي مارينا', 'غرفتا نوم'],
  ])(
    'renders the home page in the language of the visitor (%s), and the browser hydrates it in that language',
    async (language, heading, count, currency, community, type) => {
      const { root, serverHtml, recoverable, consoleError } = await serverThenBrowser(
        '/',
        { api: listingApi(listings) },
        undefined,
        language,
      );
      const server = document.createElement('div');
      server.innerHTML = serverHtml;
      expect(within(server).getByRole('heading', { level: 2, name: heading })).toHaveTextContent(heading);
      expect(server.textContent).toContain(count);
      expect(server.textContent).toContain(currency);
      expect(server.textContent).not.toContain('Available deals');
      // The cards' words and places, in the language on both sides (a mismatch would show below).
      expect(server.textContent).toContain(community);
      expect(server.textContent).toContain(type);
      expect(server.textContent).not.toContain('Dubai Marina');

      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(within(root).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    },
  );

  it('renders the header logged out, and the browser then shows a stored admin login without a mismatch', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    localStorage.setItem('admin_username', 'admin');
    const { root, serverHtml, recoverable, consoleError } = await serverThenBrowser('/', {
      api: listingApi(listings),
    });
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    const serverAccount = within(server).getByRole('navigation', { name: 'Account' });
    expect(within(serverAccount).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const account = within(root).getByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(within(account).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the filters inert until the app has taken the page over', async () => {
    const { serverHtml, root } = await serverThenBrowser('/', { api: listingApi(listings) });
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    // A field typed into before the app runs would be reset by it: the HTML's fields take no input.
    expect(server.querySelector('form[role="search"]')!.closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(root.querySelector('form[role="search"]')!.closest('[inert]')).toBeNull());
  });

  it('renders a filtered view with its own first cards and counts', async () => {
    const { serverHtml, recoverable, consoleError } = await serverThenBrowser('/?location=Dubai+Marina', {
      api: listingApi(listings),
    });
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    const marina = listings.filter((l) => l.location === 'Dubai Marina');
    const cards = within(server).getByRole('list', { name: 'Property listings' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(marina.map((l) => l.property_name));
    expect(server.textContent).toContain(`Showing ${marina.length} of 30 properties`);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('past the whole-list limit, the browser asks the API for the first page of the view, not for the list', async () => {
    const many = Array.from({ length: WHOLE_LIST_LIMIT + 1 }, (_, i) => ({
      ...listings[i % listings.length]!,
      id: `p-${i}`,
      property_name: `Tower ${i}`,
    }));
    const { serverHtml, root, recoverable, consoleError } = await serverThenBrowser(
      '/?location=Dubai+Marina&sort=price',
      { api: listingApi(many) },
    );
    expect(serverHtml).toContain(`of ${WHOLE_LIST_LIMIT + 1} properties`);
    await waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.map(([input]) => String(input))
          .filter((url) => url.startsWith('/api/properties')),
      ).toEqual(['/api/properties?location=Dubai+Marina&sort=price&limit=24']),
    );
    // Until it answers, the server's first screen stays, hydrated as it was.
    expect(within(root).getByRole('list', { name: 'Property listings' }).children).toHaveLength(12);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("renders a listing's page from its public card, for a visitor with a login too", async () => {
    localStorage.setItem('token', 'visitor-jwt');
    const url = `/property/${marinaVista.id}`;
    const { page, root, serverHtml, recoverable, consoleError } = await serverThenBrowser(url, {
      listing: marinaVista,
    });
    expect(page.screens).toEqual(['routes/property']);
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    expect(server.textContent).toContain(`${marinaVista.discount_percent}% OFF`);
    expect(within(server).getByRole('img', { name: /Marina Vista/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // While the details load, the card stays: Back, the discount and the photo.
    expect(within(root).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(within(root).getAllByRole('img', { name: /Marina Vista/ }).length).toBeGreaterThan(0);
  });

  it('keeps the data of the page inside its JSON, whatever the names hold', async () => {
    const nasty = `Tower </script><script>alert(1)</script>`;
    const page = await renderPage('http://localhost/', {
      api: listingApi([{ ...marinaVista, property_name: nasty }]),
    });
    expect(page?.html).not.toContain('<script');
    expect(JSON.stringify(page?.data)).toContain('alert(1)');
  });
});
