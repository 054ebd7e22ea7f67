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

// Each fixture's gross rent yield, as the server's market check stores it (null: too few contracts).
const YIELDS: Record<string, number | null> = {
  'Marina Vista Tower B': 6.2,
  'Creek Rise Studio': 8.1,
  'Binghatti Onyx': null,
  'Palm Jumeirah Signature Villa': 4.3,
  'Downtown Views II': 7,
};
const withYields = properties.map((p) => ({ ...p, gross_yield_pct: YIELDS[p.property_name] ?? null }));

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Property listings' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const yieldFilter = () => screen.getByRole('combobox', { name: 'Rent yield' });
const sortSelect = () => screen.getByRole('combobox', { name: /sort/i });

describe('The rent yield filter and sort, on the whole list', () => {
  async function render(route: string) {
    mockApi({ ...wholeListApi(withYields) });
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

  it('keeps the deals with at least N % gross yield, from the URL and the select, each a history entry', async () => {
    const { user } = await render('/?min_yield=6');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Marina Vista Tower B', 'Creek Rise Studio', 'Downtown Views II']),
    );
    expect(yieldFilter()).toHaveValue('6');
    expect(
      within(yieldFilter())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any yield', '4% or more', '5% or more', '6% or more', '7% or more', '8% or more']);
    await user.selectOptions(yieldFilter(), '7% or more');
    await waitFor(() => expect(urlQuery()).toBe('?min_yield=7'));
    await waitFor(() => expect(cardNames()).toEqual(['Creek Rise Studio', 'Downtown Views II']));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe('?min_yield=6'));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await user.selectOptions(yieldFilter(), 'Any yield');
    await waitFor(() => expect(urlQuery()).toBe(''));
    await waitFor(() => expect(cardNames()).toHaveLength(5));
  });

  it('sorts the highest yield first, deals without a figure last, and shows each yield on its card', async () => {
    const { user } = await render('/');
    await user.selectOptions(sortSelect(), 'Highest rent yield');
    await waitFor(() => expect(urlQuery()).toBe('?sort=yield'));
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Creek Rise Studio',
        'Downtown Views II',
        'Marina Vista Tower B',
        'Palm Jumeirah Signature Villa',
        'Binghatti Onyx',
      ]),
    );
    const cards = within(screen.getByRole('list', { name: 'Property listings' })).getAllByRole('article');
    expect(within(cards[0]!).getByText(/8\.1\s% yield$/)).toBeInTheDocument();
    expect(within(cards[4]!).queryByText(/yield/)).not.toBeInTheDocument();
  });

  it('ignores a yield the URL cannot hold, and shows one it can that is not a choice', async () => {
    const above = await render('/?min_yield=51');
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(yieldFilter()).toHaveValue('');
    above.unmount();
    await render('/?min_yield=3');
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(within(yieldFilter()).getByRole('option', { selected: true, hidden: true })).toHaveTextContent(
      '3% or more',
    );
  });
});

describe('The rent yield filter and sort, paged through the API', () => {
  const big = Array.from({ length: WHOLE_LIST_LIMIT + 100 }, (_, i) => ({
    ...withYields[i % withYields.length]!,
    id: `p-${i}`,
    property_name: `Harbour Tower ${i + 1}`,
    display_order: 0,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));

  it('sends min_yield and the sort from the URL and shows what the API matches', async () => {
    const answer = (_init: RequestInit | undefined, url: URL) =>
      answerListingApi(big, `${url.pathname.slice('/api'.length)}${url.search}`);
    const calls: RecordedCall[] = mockApi({
      'GET /api/properties/facets': answer,
      'GET /api/properties': answer,
    });
    const { user } = renderWithApp(
      <>
        <PropertyListing />
        <UrlProbe />
      </>,
      { route: '/?min_yield=8&sort=yield' },
    );
    // Every fifth is Creek Rise's 8.1 %.
    await screen.findByText('Showing 180 of 900 properties');
    expect(cardNames()[0]).toBe('Harbour Tower 2');
    const asked = () => calls.filter((c) => c.path === '/api/properties').map((c) => c.query);
    expect(asked()).toContain('?min_yield=8&sort=yield&limit=24');

    await user.selectOptions(yieldFilter(), '6% or more');
    await waitFor(() => expect(urlQuery()).toBe('?sort=yield&min_yield=6'));
    await waitFor(() => expect(asked()).toContain('?min_yield=6&sort=yield&limit=24'));
    await screen.findByText('Showing 540 of 900 properties');
  });
});
