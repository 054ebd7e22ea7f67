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

// How far below the market each fixture is, as the server's market check stores it (null: too few sales).
const FIGURES: Record<string, number | null> = {
  'Marina Vista Tower B': 12,
  'Creek Rise Studio': null,
  'Binghatti Onyx': 18.4,
  'Palm Jumeirah Signature Villa': -5,
  'Downtown Views II': 10,
};
const checked = properties.map((p) => ({ ...p, below_market_pct: FIGURES[p.property_name] ?? null }));

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Property listings' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const marketFilter = () => screen.getByRole('combobox', { name: 'Below market' });
const sortSelect = () => screen.getByRole('combobox', { name: /sort/i });

describe('The below market filter and sort, on the whole list', () => {
  async function render(route: string) {
    mockApi({ ...wholeListApi(checked) });
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

  it('keeps the deals at least N % below the market, from the URL and the select, each a history entry', async () => {
    const { user } = await render('/?below_market=10');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Marina Vista Tower B', 'Binghatti Onyx', 'Downtown Views II']),
    );
    expect(marketFilter()).toHaveValue('10');
    await user.selectOptions(marketFilter(), '15% or more');
    await waitFor(() => expect(urlQuery()).toBe('?below_market=15'));
    await waitFor(() => expect(cardNames()).toEqual(['Binghatti Onyx']));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(urlQuery()).toBe('?below_market=10'));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('sorts the furthest below the market first, deals without a figure last', async () => {
    const { user } = await render('/');
    await user.selectOptions(sortSelect(), 'Most below market');
    await waitFor(() => expect(urlQuery()).toBe('?sort=market'));
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Binghatti Onyx',
        'Marina Vista Tower B',
        'Downtown Views II',
        'Palm Jumeirah Signature Villa',
        'Creek Rise Studio',
      ]),
    );
  });

  it('ignores a value it cannot read, and shows one it can that is not a choice', async () => {
    await render('/?below_market=lots');
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(marketFilter()).toHaveValue('');
  });

  it('shows a percent typed into the URL that is not one of the choices', async () => {
    await render('/?below_market=12');
    await waitFor(() => expect(cardNames()).toEqual(['Marina Vista Tower B', 'Binghatti Onyx']));
    expect(marketFilter()).toHaveValue('12');
    expect(within(marketFilter()).getByRole('option', { selected: true, hidden: true })).toHaveTextContent(
      '12% or more',
    );
  });
});

describe('The below market filter and sort, paged through the API', () => {
  const big = Array.from({ length: WHOLE_LIST_LIMIT + 100 }, (_, i) => ({
    ...checked[i % checked.length]!,
    id: `p-${i}`,
    property_name: `Harbour Tower ${i + 1}`,
    display_order: 0,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));

  it('sends the filter and the sort from the URL and shows what the API matches', async () => {
    const answer = (_init: RequestInit | undefined, url: URL) =>
      answerListingApi(big, `${url.pathname.slice('/api'.length)}${url.search}`);
    const calls: RecordedCall[] = mockApi({
      'GET /api/properties/facets': answer,
      'GET /api/properties': answer,
    });
    renderWithApp(<PropertyListing />, { route: '/?below_market=15&sort=market' });
    // Every fifth is Binghatti Onyx's 18.4 % below the market.
    await screen.findByText('Showing 180 of 900 properties');
    expect(cardNames()[0]).toBe('Harbour Tower 3');
    expect(calls.filter((c) => c.path === '/api/properties').map((c) => c.query)).toContain(
      '?min_below_market=15&sort=market&limit=24',
    );
  });
});
