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

// The fixtures' badges: Marina Vista 18 %, Creek Rise 18 % (17.9), Binghatti Onyx 20 %, Palm 17 %,
// Downtown Views 15 %.
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Property listings' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const discountFilter = () => screen.getByRole('combobox', { name: 'Discount' });

describe('The minimum discount filter, on the whole list', () => {
  it('keeps the deals whose badge shows at least that discount, from the URL and the select', async () => {
    mockApi({ ...wholeListApi(properties) });
    const { user } = renderWithApp(
      <>
        <PropertyListing />
        <UrlProbe />
      </>,
      { route: '/?min_discount=18' },
    );
    await screen.findByRole('list', { name: 'Property listings' });
    await waitFor(() =>
      expect(cardNames()).toEqual(['Marina Vista Tower B', 'Creek Rise Studio', 'Binghatti Onyx']),
    );
    expect(within(discountFilter()).getByRole('option', { selected: true, hidden: true })).toHaveTextContent(
      '18%+ off',
    );
    await user.selectOptions(discountFilter(), '20%+ off');
    await waitFor(() => expect(urlQuery()).toBe('?min_discount=20'));
    await waitFor(() => expect(cardNames()).toEqual(['Binghatti Onyx']));
    await user.selectOptions(discountFilter(), 'Any discount');
    await waitFor(() => expect(cardNames()).toHaveLength(5));
  });
});

describe('The minimum discount filter, paged through the API', () => {
  const big = Array.from({ length: WHOLE_LIST_LIMIT + 100 }, (_, i) => ({
    ...properties[i % properties.length]!,
    id: `p-${i}`,
    property_name: `Harbour Tower ${i + 1}`,
    display_order: 0,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));

  it('sends min_discount and shows what the API matches', async () => {
    const answer = (_init: RequestInit | undefined, url: URL) =>
      answerListingApi(big, `${url.pathname.slice('/api'.length)}${url.search}`);
    const calls: RecordedCall[] = mockApi({
      'GET /api/properties/facets': answer,
      'GET /api/properties': answer,
    });
    renderWithApp(<PropertyListing />, { route: '/?min_discount=20' });
    // Every fifth is Binghatti Onyx's 20 %.
    await screen.findByText('Showing 180 of 900 properties');
    expect(calls.filter((c) => c.path === '/api/properties').map((c) => c.query)).toContain(
      '?min_discount=20&limit=24',
    );
  });
});
