import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { answerListingApi } from '@/testing/listing-api';
import { mockApi, wholeListApi } from '@/testing/mock-api';
import type { RecordedCall } from '@/testing/mock-api';
import { properties } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { UrlProbe, urlQuery } from '@/testing/url-probe';

import { WHOLE_LIST_LIMIT } from './listing-limits';
import { PropertyListing } from './property-listing';

// The fixtures, in display order: Marina Vista Tower B (Dubai Marina, 2BR, 2Q 2026, AED 2,050,000),
// Creek Rise Studio (Studio, Ready, 780,000), Binghatti Onyx (Jumeirah Village Circle, 1BR, 4Q 2025,
// 920,000), Palm Jumeirah Signature Villa (5BR, 1Q 2027, 26,500,000), Downtown Views II (3BR, 3Q 2026).

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Property listings' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

async function renderWholeList(route = '/') {
  mockApi({ ...wholeListApi(properties) });
  const view = renderWithApp(
    <>
      <PropertyListing />
      <UrlProbe />
    </>,
    { route },
  );
  await screen.findByRole('list', { name: 'Property listings' });
  return view;
}

describe('Search that knows Dubai, on the whole list', () => {
  it.each([
    ['JVC', ['Binghatti Onyx']],
    ['2br', ['Marina Vista Tower B']],
    ['2 bed', ['Marina Vista Tower B']],
    ['marina 2br', ['Marina Vista Tower B']],
    ['Дубай Марина', ['Marina Vista Tower B']],
    ['دبي مارينا', ['Marina Vista Tower B']],
    ['studio', ['Creek Rise Studio']],
    ['downtown 3br', ['Downtown Views II']],
  ])('finds %s', async (q, expected) => {
    const { user } = await renderWholeList();
    await user.type(searchBox(), q);
    await waitFor(() => expect(cardNames()).toEqual(expected));
  });

  it('opens a shared link with a search that names a community another way', async () => {
    await renderWholeList(`/?q=${encodeURIComponent('jvc')}`);
    await waitFor(() => expect(cardNames()).toEqual(['Binghatti Onyx']));
  });

  it('clears the search with its × button, keeps the other filters and gives the focus back', async () => {
    const { user } = await renderWholeList('/?handover=ready');
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    await user.type(searchBox(), 'JVC');
    await waitFor(() => expect(urlQuery()).toBe('?q=JVC&handover=ready'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    await waitFor(() => expect(urlQuery()).toBe('?handover=ready'));
    expect(cardNames()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    // A new history entry: Back returns to the search.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe('?q=JVC&handover=ready'));
    expect(searchBox()).toHaveValue('JVC');
  });

  it('offers Clear filters in the empty state', async () => {
    const { user } = await renderWholeList();
    await user.type(searchBox(), 'nothing like it');
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No Properties Found' }).parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(urlQuery()).toBe('');
  });

  it('reads a custom price range from the URL, either end open, and ignores an invalid one', async () => {
    await renderWholeList('/?price=900000-2500000');
    await waitFor(() => expect(cardNames()).toEqual(['Marina Vista Tower B', 'Binghatti Onyx']));
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('900,000');
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('2,500,000');
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveDisplayValue('Custom');
  });

  it.each([
    ['/?price=3000000-', ['Palm Jumeirah Signature Villa', 'Downtown Views II']],
    ['/?price=-900000', ['Creek Rise Studio']],
    ['/?price=abc', 5],
    ['/?price=5-1', 5],
  ])('%s', async (route, expected) => {
    await renderWholeList(route);
    if (typeof expected === 'number') await waitFor(() => expect(cardNames()).toHaveLength(expected));
    else await waitFor(() => expect(cardNames()).toEqual(expected));
  });

  it('applies amounts typed as 950K and 2.5M, as a history entry Back undoes', async () => {
    const { user } = await renderWholeList();
    await user.type(screen.getByRole('textbox', { name: 'Min price' }), '950K');
    await user.type(screen.getByRole('textbox', { name: 'Max price' }), '2.5M{Enter}');
    await waitFor(() => expect(urlQuery()).toBe('?price=950000-2500000'));
    await waitFor(() => expect(cardNames()).toEqual(['Marina Vista Tower B']));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe(''));
    await waitFor(() => expect(cardNames()).toHaveLength(5));
  });

  it('marks an amount it cannot read and applies nothing', async () => {
    const { user } = await renderWholeList();
    await user.type(screen.getByRole('textbox', { name: 'Min price' }), 'lots{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(urlQuery()).toBe('');
  });

  it('filters Ready and Off-plan from the URL and the select, each a history entry', async () => {
    const { user } = await renderWholeList('/?handover=off-plan');
    await waitFor(() => expect(cardNames()).toEqual(['Palm Jumeirah Signature Villa']));
    expect(screen.getByRole('combobox', { name: 'Handover' })).toHaveValue('off-plan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Handover' }), 'Ready');
    await waitFor(() => expect(urlQuery()).toBe('?handover=ready'));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(cardNames()).not.toContain('Palm Jumeirah Signature Villa');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe('?handover=off-plan'));
    await waitFor(() => expect(cardNames()).toEqual(['Palm Jumeirah Signature Villa']));
  });

  it('ignores another handover value in the URL', async () => {
    await renderWholeList('/?handover=soon');
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: 'Handover' })).toHaveValue('');
  });
});

describe('Search that knows Dubai, paged through the API', () => {
  const locations = ['Dubai Marina', 'Business Bay', 'Jumeirah Village Circle'];
  const big = Array.from({ length: WHOLE_LIST_LIMIT + 100 }, (_, i) => ({
    ...properties[i % properties.length]!,
    id: `p-${i}`,
    property_name: `Harbour Tower ${i + 1}`,
    location: locations[i % locations.length]!,
    display_order: 0,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
  const pagedApi = () => {
    const answer = (_init: RequestInit | undefined, url: URL) =>
      answerListingApi(big, `${url.pathname.slice('/api'.length)}${url.search}`);
    return mockApi({ 'GET /api/properties/facets': answer, 'GET /api/properties': answer });
  };
  const listRequests = (calls: RecordedCall[]) =>
    calls.filter((call) => call.path === '/api/properties').map((call) => call.query);

  // Towers 1, 16, 31, …: Dubai Marina (every third) and 2BR (every fifth); JVC every third from Tower 3.
  it.each([
    ['marina 2br', 60, 'Harbour Tower 1'],
    ['Дубай Марина', 300, 'Harbour Tower 1'],
    ['JVC', 300, 'Harbour Tower 3'],
  ])(
    'sends %s and shows what the API matches',
    async (q, count, first) => {
      const calls = pagedApi();
      const { user } = renderWithApp(
        <>
          <PropertyListing />
          <UrlProbe />
        </>,
      );
      await screen.findByRole('heading', { name: 'Harbour Tower 1' });
      await user.type(searchBox(), q);
      await screen.findByText(`Showing ${count} of 900 properties`, undefined, { timeout: 5_000 });
      await waitFor(() => expect(cardNames()[0]).toBe(first));
      expect(listRequests(calls)).toContain(`?${new URLSearchParams({ q }).toString()}&limit=24`);
      expect(urlQuery()).toBe(`?${new URLSearchParams({ q }).toString()}`);
    },
    15_000,
  );

  it('sends a custom price range and the handover filter from the URL', async () => {
    const calls = pagedApi();
    renderWithApp(<PropertyListing />, { route: '/?price=1000000-&handover=off-plan' });
    // Off-plan: the Palm villa's 1Q 2027 (every fifth), over 1M.
    await screen.findByText('Showing 180 of 900 properties');
    expect(listRequests(calls)).toContain('?min_price=1000000&handover=off-plan&limit=24');
  });
});
