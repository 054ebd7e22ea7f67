import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { answerListingApi } from '@/testing/listing-api';
import { mockApi, wholeListApi } from '@/testing/mock-api';
import type { RecordedCall } from '@/testing/mock-api';
import { properties } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { UrlProbe, urlQuery } from '@/testing/url-probe';

import { GRID_COMMIT_MARK } from './listing-marks';
import { PropertyListing } from './property-listing';
import { WHOLE_LIST_LIMIT } from './listing-limits';
import { SEARCH_URL_DELAY_MS } from './use-listing-view';

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Property listings' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function renderLoaded() {
  mockApi({ ...wholeListApi(properties) });
  const view = renderWithApp(<PropertyListing />);
  expect(screen.getByText('Loading properties...')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Marina Vista Tower B' });
  return view;
}

describe('PropertyListing', () => {
  it('shows every listing in display order after loading', async () => {
    await renderLoaded();
    expect(screen.queryByText('Loading properties...')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(properties.map((p) => p.property_name));
  });

  it('names the demo sample the market figures come from, until real sales replace it', async () => {
    const notice = 'Demo data';
    const whole = wholeListApi(properties);
    const facets = answerListingApi(properties, '/properties/facets').body as object;
    mockApi({ ...whole, 'GET /api/properties/facets': { body: { ...facets, market_source: 'demo' } } });
    const demo = renderWithApp(<PropertyListing />);
    const pill = await screen.findByText(notice);
    expect(pill).toHaveAttribute(
      'title',
      'Market figures compare listings with a generated demo sample, not real Dubai Land Department sales.',
    );
    demo.unmount();

    await renderLoaded();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('offers sorted locations, types and the price ranges', async () => {
    await renderLoaded();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Location')).toEqual([
      'All Locations',
      'Downtown Dubai',
      'Dubai Creek Harbour',
      'Dubai Marina',
      'Jumeirah Village Circle',
      'Palm Jumeirah',
    ]);
    expect(options('Property type')).toEqual(['All Types', 'Studio', '1BR', '2BR', '3BR', '5BR']);
    expect(options('Price range')).toEqual([
      'All Prices',
      'Under 1M',
      '1M - 2M',
      '2M - 3M',
      '3M - 5M',
      'Above 5M',
    ]);
  });

  it('recomputes the grid as the search text and filters change', async () => {
    const { user } = await renderLoaded();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'emaar');
    expect(cardNames()).toEqual(['Marina Vista Tower B', 'Creek Rise Studio', 'Downtown Views II']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Price range' }), 'Under 1M');
    expect(cardNames()).toEqual(['Creek Rise Studio']);
    expect(screen.getByText('Showing 1 of 5 properties')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardNames()).toHaveLength(5);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Palm Jumeirah');
    expect(cardNames()).toEqual(['Palm Jumeirah Signature Villa']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Studio');
    expect(screen.getByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your filters or check back later for new deals.'),
    ).toBeInTheDocument();
  });

  it('shows the empty state when there are no listings', async () => {
    mockApi({ ...wholeListApi([]) });
    renderWithApp(<PropertyListing />);
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
  });

  it('says a failed load failed, never that there are no deals, and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/properties': { status: 503, body: { detail: 'Service Unavailable' } } });
    renderWithApp(<PropertyListing />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load deals");
    expect(screen.queryByRole('heading', { name: 'No Properties Found' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading properties...')).not.toBeInTheDocument();
    expect(screen.queryByText('0 properties')).not.toBeInTheDocument();
    expect(screen.queryByText('Service Unavailable')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('loads the deals on Retry once the API is back, without a reload, and keeps the focus in the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const calls = mockApi({
      'GET /api/properties/facets': () =>
        down ? { status: 503 } : wholeListApi(properties)['GET /api/properties/facets']!,
      'GET /api/properties': () => (down ? { status: 503 } : { body: properties }),
    });
    const { user } = renderWithApp(
      <main tabIndex={-1}>
        <PropertyListing />
      </main>,
    );
    const retry = within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' });

    // Still down: the error stays, with its button, which keeps the focus.
    await user.click(retry);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/properties')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load deals");
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'No Properties Found' })).not.toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Marina Vista Tower B' });
    expect(cardNames()).toEqual(properties.map((p) => p.property_name));
    expect(screen.getByText('5 properties')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

/** The query of the current URL, and the browser's Back button. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderWithUrl() {
  mockApi({ ...wholeListApi(properties) });
  const view = renderWithApp(
    <>
      <PropertyListing />
      <UrlProbe />
    </>,
  );
  await screen.findByRole('heading', { name: 'Marina Vista Tower B' });
  return view;
}

describe('PropertyListing view in the URL', () => {
  it('filters at once while typing and writes the text to the URL once typing pauses', async () => {
    const { user } = await renderWithUrl();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'emaar');
    expect(cardNames()).toEqual(['Marina Vista Tower B', 'Creek Rise Studio', 'Downtown Views II']);
    expect(urlQuery()).toBe('');
    await waitFor(() => expect(urlQuery()).toBe('?q=emaar'));
    const mark = performance.getEntriesByName(GRID_COMMIT_MARK).at(-1) as PerformanceMark;
    expect(mark.detail).toMatchObject({ q: 'emaar' });
  });

  it('writes the text to the URL at once when the search box loses focus', async () => {
    const { user } = await renderWithUrl();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'creek');
    await user.tab();
    expect(urlQuery()).toBe('?q=creek');
  });

  it('replaces the history entry while typing, so Back leaves the search', async () => {
    const { user } = await renderWithUrl();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price range' }), 'Under 1M');
    await waitFor(() => expect(urlQuery()).toBe('?price=0-1000000'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'creek');
    await waitFor(() => expect(urlQuery()).toBe('?q=creek&price=0-1000000'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveValue('all');
    expect(cardNames()).toHaveLength(5);
  });

  it('keeps the text typed before a choice in the URL, on both sides of Back', async () => {
    const { user } = await renderWithUrl();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'emaar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest price');
    await waitFor(() => expect(urlQuery()).toContain('sort=price'));
    expect(urlQuery()).toBe('?q=emaar&sort=price');
    await sleep(SEARCH_URL_DELAY_MS + 100);
    expect(urlQuery()).toBe('?q=emaar&sort=price');
    expect(cardNames()).toEqual(['Creek Rise Studio', 'Marina Vista Tower B', 'Downtown Views II']);

    // Back undoes the choice only: the text had been written to the entry before it.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe('?q=emaar'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('emaar');
    expect(cardNames()).toEqual(['Marina Vista Tower B', 'Creek Rise Studio', 'Downtown Views II']);
  });

  it('keeps a choice made before the one before it is on screen', async () => {
    await renderWithUrl();
    // Both changes from the same render, as on a slow phone where the router has not yet committed
    // the first URL write when the second choice comes.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Price range' }), {
        target: { value: '0-1000000' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Handover' }), { target: { value: 'ready' } });
    });
    await waitFor(() => expect(urlQuery()).toContain('handover=ready'));
    expect(urlQuery()).toContain('price=0-1000000');
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveValue('0-1000000');
  });

  it('builds a choice made after Back on the entry Back returned to', async () => {
    const { user } = await renderWithUrl();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price range' }), 'Under 1M');
    await waitFor(() => expect(urlQuery()).toBe('?price=0-1000000'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe(''));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Handover' }), 'Ready');
    await waitFor(() => expect(urlQuery()).toBe('?handover=ready'));
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveValue('all');
  });

  it('opens with the filters and sort of a shared link', async () => {
    mockApi({ ...wholeListApi(properties) });
    renderWithApp(<PropertyListing />, { route: '/?location=marina&price=2000000-3000000&sort=price' });
    await screen.findByRole('list', { name: 'Property listings' });
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveValue('2000000-3000000');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(cardNames()).toEqual(['Marina Vista Tower B']);
  });

  it('sorts by lowest price and by biggest discount', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest price');
    expect(cardNames()).toEqual([
      'Creek Rise Studio',
      'Binghatti Onyx',
      'Marina Vista Tower B',
      'Downtown Views II',
      'Palm Jumeirah Signature Villa',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Biggest discount');
    // 20 %, 18 %, 18 %, 17 %, 15 %: ties keep the display order.
    expect(cardNames()[0]).toBe('Binghatti Onyx');
  });

  it('ignores unknown values in the URL', async () => {
    mockApi({ ...wholeListApi(properties) });
    renderWithApp(<PropertyListing />, { route: '/?price=cheap&sort=random' });
    await screen.findByRole('list', { name: 'Property listings' });
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(cardNames()).toHaveLength(5);
  });
});

describe('PropertyListing at size', () => {
  const many = Array.from({ length: 60 }, (_, i) => ({
    ...properties[0]!,
    id: `p-${i}`,
    property_name: `Harbour Tower ${i + 1}`,
  }));

  it('renders the first 24 cards and adds 24 more per Show more', async () => {
    mockApi({ ...wholeListApi(many) });
    const { user } = renderWithApp(<PropertyListing />);
    await screen.findByRole('heading', { name: 'Harbour Tower 1' });
    // The cards below the first rows mount a few per commit (PropertyGrid).
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(screen.getByText('60 properties')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more deals (36 more)' }));
    await waitFor(() => expect(cardNames()).toHaveLength(48));
    await user.click(screen.getByRole('button', { name: 'Show more deals (12 more)' }));
    await waitFor(() => expect(cardNames()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: /Show more deals/ })).not.toBeInTheDocument();
  });

  it('starts again from the first cards when the search changes', async () => {
    mockApi({ ...wholeListApi(many) });
    const { user } = renderWithApp(<PropertyListing />);
    await screen.findByRole('heading', { name: 'Harbour Tower 1' });
    await user.click(screen.getByRole('button', { name: /Show more deals/ }));
    await waitFor(() => expect(cardNames()).toHaveLength(48));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Tower');
    expect(cardNames()).toHaveLength(24);
  });
});

describe('PropertyListing with sold deals', () => {
  const soldLongAgo = {
    ...properties[1]!,
    id: 'p-sold-old',
    property_name: 'Sold Long Ago',
    status: 'sold' as const,
  };
  /** The listing as the server answers: sold listings only with ?sold=include. */
  const answers = () =>
    mockApi({
      'GET /api/properties/facets': (_init, url) =>
        wholeListApi(url.search === '?sold=include' ? [...properties, soldLongAgo] : properties)[
          'GET /api/properties/facets'
        ]!,
      'GET /api/properties': (_init, url) => ({
        body: url.search === '?sold=include' ? [...properties, soldLongAgo] : properties,
      }),
    });
  const fetchedUrls = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((url) => !url.startsWith('/api/properties/facets'));

  it('fetches them with sold=include when "Show sold deals" is ticked, and keeps the choice in the URL', async () => {
    answers();
    const { user } = renderWithApp(
      <>
        <PropertyListing />
        <UrlProbe />
      </>,
    );
    await screen.findByRole('heading', { name: 'Marina Vista Tower B' });
    expect(fetchedUrls()).toEqual(['/api/properties']);
    const toggle = screen.getByRole('checkbox', { name: 'Show sold deals' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Sold Long Ago' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByRole('heading', { name: 'Sold Long Ago' })).toBeInTheDocument();
    expect(urlQuery()).toBe('?sold=1');
    expect(fetchedUrls()).toEqual(['/api/properties', '/api/properties?sold=include']);
    expect(screen.getByRole('checkbox', { name: 'Show sold deals' })).toBeChecked();
    expect(screen.getByText('6 properties')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show sold deals' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sold Long Ago' })).not.toBeInTheDocument(),
    );
    expect(urlQuery()).toBe('');
  });

  it('opens with sold deals shown from a link with ?sold=1, alongside the other filters', async () => {
    answers();
    renderWithApp(<PropertyListing />, { route: '/?sold=1&location=creek' });
    expect(await screen.findByRole('heading', { name: 'Sold Long Ago' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Creek Rise Studio', 'Sold Long Ago']);
    expect(screen.getByRole('checkbox', { name: 'Show sold deals' })).toBeChecked();
    expect(fetchedUrls()).toEqual(['/api/properties?sold=include']);
  });
});

describe('PropertyListing past the whole-list limit', () => {
  const locations = ['Dubai Marina', 'Business Bay', 'Palm Jumeirah'];
  const big = Array.from({ length: WHOLE_LIST_LIMIT + 100 }, (_, i) => ({
    ...properties[i % properties.length]!,
    id: `p-${i}`,
    property_name: `Harbour Tower ${i + 1}`,
    location: locations[i % locations.length]!,
    distress_price: 500_000 + i * 10_000,
    display_order: 0,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));

  /** The API as the server answers (ADR 0021): pages of each view, and the facets. */
  const pagedApi = () => {
    const answer = (_init: RequestInit | undefined, url: URL) =>
      answerListingApi(big, `${url.pathname.slice('/api'.length)}${url.search}`);
    return mockApi({ 'GET /api/properties/facets': answer, 'GET /api/properties': answer });
  };
  const listRequests = (calls: RecordedCall[]) =>
    calls.filter((call) => call.path === '/api/properties').map((call) => call.query);

  it('asks the API for 24 cards of the view and the next 24 on Show more, never for the whole list', async () => {
    const calls = pagedApi();
    const { user } = renderWithApp(<PropertyListing />);
    await screen.findByRole('heading', { name: 'Harbour Tower 1' });
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(screen.getByText('900 properties')).toBeInTheDocument();
    expect(cardNames()[1]).toBe('Harbour Tower 2');

    await user.click(screen.getByRole('button', { name: 'Show more deals (876 more)' }));
    await waitFor(() => expect(cardNames()).toHaveLength(48));
    expect(cardNames()[24]).toBe('Harbour Tower 25');
    expect(screen.getByRole('button', { name: 'Show more deals (852 more)' })).toBeEnabled();
    expect(listRequests(calls)).toEqual(['?limit=24', '?limit=24&cursor=24']);
  });

  it('says a failed first page failed, not No Properties Found, and shows the page on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const answer = (_init: RequestInit | undefined, url: URL) =>
      answerListingApi(big, `${url.pathname.slice('/api'.length)}${url.search}`);
    const calls = mockApi({
      'GET /api/properties/facets': answer,
      'GET /api/properties': (init, url) => (down ? { status: 503 } : answer(init, url)),
    });
    const { user } = renderWithApp(<PropertyListing />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load deals");
    expect(screen.queryByRole('heading', { name: 'No Properties Found' })).not.toBeInTheDocument();
    expect(screen.queryByText(/properties$/)).not.toBeInTheDocument();
    // Paged: the whole list is never asked for.
    expect(listRequests(calls).every((query) => query === '?limit=24')).toBe(true);

    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Harbour Tower 1' });
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(screen.getByText('900 properties')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the cards when Show more fails, and says so beside the button with its own Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = false;
    const answer = (_init: RequestInit | undefined, url: URL) =>
      answerListingApi(big, `${url.pathname.slice('/api'.length)}${url.search}`);
    mockApi({
      'GET /api/properties/facets': answer,
      'GET /api/properties': (init, url) => (down ? { status: 503 } : answer(init, url)),
    });
    const { user } = renderWithApp(<PropertyListing />);
    await screen.findByRole('heading', { name: 'Harbour Tower 1' });
    await waitFor(() => expect(cardNames()).toHaveLength(24));

    down = true;
    await user.click(screen.getByRole('button', { name: 'Show more deals (876 more)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load deals");
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Show more deals (876 more)' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'No Properties Found' })).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toHaveLength(48));
    expect(cardNames()[24]).toBe('Harbour Tower 25');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the filters and the sort to the API, and the search text once typing pauses', async () => {
    const calls = pagedApi();
    const { user } = renderWithApp(
      <>
        <PropertyListing />
        <UrlProbe />
      </>,
    );
    await screen.findByRole('heading', { name: 'Harbour Tower 1' });
    const options = within(screen.getByRole('combobox', { name: 'Location' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All Locations', 'Business Bay', 'Dubai Marina', 'Palm Jumeirah']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Palm Jumeirah');
    await screen.findByText('Showing 300 of 900 properties');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest price');
    await waitFor(() => expect(cardNames()[0]).toBe('Harbour Tower 3'));
    expect(cardNames()[1]).toBe('Harbour Tower 6');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tower 30');
    await waitFor(() => expect(urlQuery()).toBe('?q=tower+30&location=Palm+Jumeirah&sort=price'));
    // Of Tower 30 and 300–309, those on the Palm (every third tower), cheapest first.
    await screen.findByText('Showing 5 of 900 properties');
    expect(cardNames()).toEqual([
      'Harbour Tower 30',
      'Harbour Tower 300',
      'Harbour Tower 303',
      'Harbour Tower 306',
      'Harbour Tower 309',
    ]);
    expect(listRequests(calls)).toEqual([
      '?limit=24',
      '?location=Palm+Jumeirah&limit=24',
      '?location=Palm+Jumeirah&sort=price&limit=24',
      '?q=tower+30&location=Palm+Jumeirah&sort=price&limit=24',
    ]);

    // Typing replaced the sorted view's history entry: Back returns to the location alone, from the
    // pages already loaded.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe('?location=Palm+Jumeirah'));
    await screen.findByText('Showing 300 of 900 properties');
    expect(cardNames().slice(0, 2)).toEqual(['Harbour Tower 3', 'Harbour Tower 6']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(listRequests(calls)).toHaveLength(4);
  });
});
