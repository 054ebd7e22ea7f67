import type { MarketCheck as Check, RentCheck } from '@dd/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { MarketCheck } from './market-check';

const MARKET = 'GET /api/properties/p-marina-gate/market';

/** Twelve sales of 1-bedroom flats in Marina Gate; the listing at AED 1,600 per sq ft, 20.8 % below. */
const check: Check = {
  median_price_per_sqft: 2020,
  listing_price_per_sqft: 1600,
  below_market_pct: 20.8,
  comparables: 12,
  level: 'project',
  place: 'Marina Gate',
  window_months: 12,
  newest_sale: '2026-10-10',
  kind: 'apartment',
  rooms: '1 B/R',
  offplan: false,
  source: 'dld',
  rent: null,
  sales: Array.from({ length: 12 }, (_, i) => ({
    date: `2026-${String(10 - (i % 10)).padStart(2, '0')}-10`,
    price_per_sqft: 1900 + i * 20,
  })),
};

/** Seven contracts of 1-bedroom flats in the same project: AED 90,000 a year, 8.2 % of the listing's price. */
const rent: RentCheck = {
  median_annual: 90_000,
  contracts: 7,
  level: 'project',
  place: 'Marina Gate',
  window_months: 12,
  newest: '2026-10-01',
  gross_yield_pct: 8.2,
  kind: 'apartment',
  rooms: '1 B/R',
  source: 'ejari',
};

function renderCheck(answer: { status?: number; body: unknown }) {
  const calls = mockApi({ [MARKET]: answer });
  renderWithApp(<MarketCheck propertyId="p-marina-gate" today="2026-11-26" />);
  return { calls, section: () => screen.getByRole('region', { name: 'Market check' }) };
}

describe('Market check', () => {
  it('compares the listing with the median of comparable sales: figures, verdict, sentence, newest sale, source', async () => {
    const { section } = renderCheck({ body: check });
    expect(
      await screen.findByText('12 sales of 1-bedroom apartments in Marina Gate, last 12 months'),
    ).toBeInTheDocument();
    const figures = within(section());
    expect(figures.getByText('This listing').nextElementSibling).toHaveTextContent('AED 1,600 per sq ft');
    expect(figures.getByText('Market median').nextElementSibling).toHaveTextContent('AED 2,020 per sq ft');
    expect(figures.getByText('20% below market')).toBeInTheDocument();
    // No rent contracts to compare with: nothing of them.
    expect(figures.queryByRole('region', { name: 'Rent' })).not.toBeInTheDocument();
    expect(figures.getByText(/^Newest sale:/)).toHaveTextContent('Newest sale: 10 Oct 2026');
    expect(figures.getByRole('link', { name: /Dubai Land Department open data/ })).toHaveAttribute(
      'href',
      'https://dubailand.gov.ae/en/open-data/real-estate-data/',
    );
    // The chart, in words for screen readers: what it draws (AED amounts with a no-break space).
    const chart = await figures.findByRole('img', { name: /^Chart of 12 comparable sales/ });
    expect(chart.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      'Chart of 12 comparable sales over the last 12 months, from AED 1,900 to AED 2,120 per sq ft; ' +
        'the median is AED 2,020 per sq ft, this listing AED 1,600 per sq ft.',
    );
  });

  it('names the demo sample as such, never as DLD data', async () => {
    renderCheck({ body: { ...check, source: 'demo' } });
    expect(
      await screen.findByText('Source: a generated demo sample, not real Dubai Land Department sales'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Dubai Land Department open data/ })).not.toBeInTheDocument();
  });

  it('says when the listing is above the market, and names off-plan studios', async () => {
    renderCheck({
      body: { ...check, below_market_pct: -8.4, rooms: 'Studio', offplan: true, window_months: 24 },
    });
    expect(await screen.findByText('8% above market')).toBeInTheDocument();
    expect(
      screen.getByText('12 sales of off-plan studio apartments in Marina Gate, last 24 months'),
    ).toBeInTheDocument();
  });

  it('says that no market data is loaded yet, without figures or chart', async () => {
    renderCheck({ body: { comparables: 0, reason: 'No market data is loaded yet' } });
    expect(await screen.findByText('No market data is loaded yet.')).toBeInTheDocument();
    expect(screen.queryByText(/below market|above market/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Newest sale/)).not.toBeInTheDocument();
  });

  it("gives the server's reason in words when there are too few comparable sales", async () => {
    renderCheck({
      body: { comparables: 0, reason: 'fewer than 5 comparable sales in 24 months at every level' },
    });
    expect(
      await screen.findByText('Not enough recent sales of similar homes here to compare yet.'),
    ).toBeInTheDocument();
  });

  it('says what comparable homes rent for and the gross yield at this price, with its source', async () => {
    const { section } = renderCheck({ body: { ...check, rent } });
    const box = within(await screen.findByRole('region', { name: 'Rent' }));
    expect(
      box.getByText(
        /^1-bed flats here rent for AED.90,000 a year \(7 contracts, last 12 months\): 8\.2.% gross at this price$/,
      ),
    ).toBeInTheDocument();
    expect(box.getByText(/^Newest contract:/)).toHaveTextContent('Newest contract: 1 Oct 2026');
    expect(box.getByRole('link', { name: /Ejari rent contracts/ })).toHaveAttribute(
      'href',
      'https://dubailand.gov.ae/en/open-data/real-estate-data/',
    );
    // Beside the sales, which keep their own figures.
    expect(within(section()).getByText('20% below market')).toBeInTheDocument();
  });

  it('names the place when the rents are of the area, and the demo sample as such', async () => {
    renderCheck({
      body: {
        ...check,
        rent: {
          ...rent,
          level: 'area',
          place: 'Marsa Dubai',
          window_months: 24,
          contracts: 21,
          source: 'demo',
        },
      },
    });
    const box = within(await screen.findByRole('region', { name: 'Rent' }));
    expect(
      box.getByText(/^1-bed flats in Marsa Dubai rent for .* \(21 contracts, last 24 months\)/),
    ).toBeInTheDocument();
    expect(
      box.getByText('Source: a generated demo sample, not real Ejari rent contracts'),
    ).toBeInTheDocument();
    expect(box.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the rent also when there are too few sales to compare the price, and nothing of it without', async () => {
    const reason = 'fewer than 5 comparable sales in 24 months at every level';
    renderCheck({ body: { comparables: 0, reason, source: 'dld', rent: { ...rent, rooms: 'Studio' } } });
    expect(
      await screen.findByText(/^Studios here rent for AED.90,000 a year \(7 contracts, last 12 months\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Not enough recent sales of similar homes here to compare yet.'),
    ).toBeInTheDocument();
    cleanup();

    renderCheck({ body: { comparables: 0, reason, source: 'dld', rent: null } });
    await screen.findByText('Not enough recent sales of similar homes here to compare yet.');
    expect(screen.queryByRole('region', { name: 'Rent' })).not.toBeInTheDocument();
    expect(screen.queryByText(/rent for/)).not.toBeInTheDocument();
  });

  it('says when the check could not be loaded, and loads it again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const calls = mockApi({
      [MARKET]: () => (fail ? { status: 503, body: { detail: 'Service Unavailable' } } : { body: check }),
    });
    const { user } = renderWithApp(<MarketCheck propertyId="p-marina-gate" today="2026-11-26" />);
    expect(await screen.findByText("Couldn't load the market check")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('20% below market')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/properties/p-marina-gate/market')).toHaveLength(2);
  });
});

describe('The rent in Russian', () => {
  afterEach(() => i18n.activate('en'));

  it('says what comparable homes rent for in Russian, and names the demo sample', async () => {
    await loadLanguage('ru');
    i18n.activate('ru');
    renderCheck({ body: { ...check, rent: { ...rent, source: 'demo' } } });
    const box = within(await screen.findByRole('region', { name: 'Аренда' }));
    expect(box.getByText(/^Квартиры с 1 спальней здесь сдаются/).textContent?.replace(/\s/g, ' ')).toBe(
      'Квартиры с 1 спальней здесь сдаются за 90 000 AED в год (7 договоров, за последние 12 мес.): ' +
        'валовая доходность 8,2 % при этой цене',
    );
    expect(
      box.getByText('Источник: сгенерированная демо-выборка, а не настоящие договоры аренды Ejari'),
    ).toBeInTheDocument();
  });
});
