import type { MarketReferenceCheck, RentCheck } from '@dd/core';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

import {
  chartSummary,
  comparableHomes,
  comparablesSentence,
  formatMonthIndex,
  formatSaleDay,
  monthIndexOf,
  reasonSentence,
  rentHomes,
  rentSentence,
} from './market-check-text';

async function use(language: Language) {
  await loadLanguage(language);
  i18n.activate(language);
}

/** Seven contracts of 1-bedroom flats in the listing's project: AED 90,000 a year, 8.2 % of its price. */
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

/** Spaces as plain spaces, and no direction marks: what a reader sees. */
const plain = (text: string) => text.replace(/\s/g, ' ').replace(/\u200f/g, '');

describe('the market check in words', () => {
  it('names the comparable homes by bedrooms, kind and state', () => {
    expect(comparableHomes({ kind: 'apartment', rooms: '1 B/R', offplan: false })).toBe(
      '1-bedroom apartments',
    );
    expect(comparableHomes({ kind: 'apartment', rooms: 'Studio', offplan: true })).toBe(
      'off-plan studio apartments',
    );
    expect(comparableHomes({ kind: 'villa', rooms: '4 B/R', offplan: false })).toBe('4-bedroom villas');
    // No bedroom count on the listing: any.
    expect(comparableHomes({ kind: 'townhouse', rooms: null, offplan: false })).toBe('townhouses');
  });

  it('names the homes the rents are of as an investor says them', () => {
    expect(rentHomes({ kind: 'apartment', rooms: '1 B/R' })).toBe('1-bed flats');
    expect(rentHomes({ kind: 'apartment', rooms: 'Studio' })).toBe('studios');
    expect(rentHomes({ kind: 'villa', rooms: '3 B/R' })).toBe('3-bed villas');
    expect(rentHomes({ kind: 'townhouse', rooms: null })).toBe('townhouses');
    expect(rentHomes({ kind: 'hotel apartment', rooms: 'Studio' })).toBe('studio hotel apartments');
  });

  it('says what they rent for, over how many contracts and months, and the gross yield', () => {
    expect(plain(rentSentence(rent))).toBe(
      '1-bed flats here rent for AED 90,000 a year (7 contracts, last 12 months): 8.2 % gross at this price',
    );
    expect(
      plain(
        rentSentence({
          ...rent,
          kind: 'villa',
          rooms: '3 B/R',
          level: 'master_project',
          place: 'Dubai Hills Estate',
          contracts: 1,
          window_months: 24,
          median_annual: 420_000,
          gross_yield_pct: 6,
        }),
      ),
    ).toBe(
      '3-bed villas in Dubai Hills Estate rent for AED 420,000 a year (1 contract, last 24 months): 6.0 % gross at this price',
    );
  });

  it("makes a sentence of the server's reason", () => {
    expect(reasonSentence('No market data is loaded yet')).toBe('No market data is loaded yet.');
    expect(reasonSentence('fewer than 5 comparable sales in 24 months at every level')).toBe(
      'Not enough recent sales of similar homes here to compare yet.',
    );
    expect(reasonSentence('Already a sentence.')).toBe('Already a sentence.');
  });

  it('dates sales and counts months for the chart', () => {
    expect(formatSaleDay('2026-10-01')).toBe('1 Oct 2026');
    expect(monthIndexOf('2026-10-01')).toBe(2026 * 12 + 9);
    expect(monthIndexOf('2026-02-15')).toBeCloseTo(2026 * 12 + 1 + 14 / 28);
    expect(formatMonthIndex(2026 * 12 + 9)).toBe('Oct 2026');
    expect(formatMonthIndex(2027 * 12)).toBe('Jan 2027');
  });

  it('says when the chart draws a spread of the comparables rather than all of them', () => {
    const check = {
      comparables: 300,
      median_price_per_sqft: 2000,
      listing_price_per_sqft: 1500,
      window_months: 12 as const,
      sales: [
        { date: '2026-11-01', price_per_sqft: 2100 },
        { date: '2026-01-01', price_per_sqft: 1900 },
      ],
    };
    // Amounts keep their no-break space.
    expect(chartSummary(check as Parameters<typeof chartSummary>[0]).replaceAll('\u00a0', ' ')).toBe(
      'Chart of 2 of 300 comparable sales, spread over the last 12 months, from AED 1,900 to AED 2,100 ' +
        'per sq ft; the median is AED 2,000 per sq ft, this listing AED 1,500 per sq ft.',
    );
  });
});

describe('the market check in Russian and Arabic', () => {
  afterEach(() => i18n.activate('en'));

  const check = {
    comparables: 21,
    median_price_per_sqft: 2000,
    listing_price_per_sqft: 1500,
    window_months: 12 as const,
    kind: 'apartment',
    rooms: '2 B/R',
    offplan: true,
    place: 'Marina Gate',
    sales: [
      { date: '2026-11-01', price_per_sqft: 2100 },
      { date: '2026-01-01', price_per_sqft: 1900 },
    ],
  } as unknown as MarketReferenceCheck;

  it('counts the sales with the plural forms and names the homes', async () => {
    await use('ru');
    expect(comparablesSentence(check)).toBe(
      '21 сделка: квартиры с 2 спальнями на стадии строительства, Marina Gate, за последние 12 мес.',
    );
    expect(comparablesSentence({ ...check, comparables: 5, rooms: 'Studio', offplan: false })).toBe(
      '5 сделок: квартиры-студии, Marina Gate, за последние 12 мес.',
    );
    await use('ar');
    expect(comparableHomes({ kind: 'villa', rooms: '4 B/R', offplan: false })).toBe('فلل من 4 غرف نوم');
  });

  it('says what comparable homes rent for with the plural forms, amounts and decimals of the language', async () => {
    await use('ru');
    expect(plain(rentSentence(rent))).toBe(
      'Квартиры с 1 спальней здесь сдаются за 90 000 AED в год (7 договоров, за последние 12 мес.): ' +
        'валовая доходность 8,2 % при этой цене',
    );
    expect(
      plain(rentSentence({ ...rent, rooms: 'Studio', level: 'area', place: 'Marsa Dubai', contracts: 22 })),
    ).toBe(
      'Студии в Marsa Dubai сдаются за 90 000 AED в год (22 договора, за последние 12 мес.): ' +
        'валовая доходность 8,2 % при этой цене',
    );
    expect(plain(rentSentence({ ...rent, contracts: 21, window_months: 24 }))).toContain(
      '(21 договор, за последние 24 мес.)',
    );
    await use('ar');
    expect(plain(rentSentence(rent))).toBe(
      'تُؤجَّر شقق من غرفة نوم واحدة هنا مقابل 90,000 AED سنويًا (7 عقود، آخر 12 شهرًا): عائد إجمالي 8.2% بهذا السعر',
    );
  });

  it("says the server's reasons in the language, with their place", async () => {
    await use('ru');
    expect(reasonSentence('No market data is loaded yet')).toBe('Данные о рынке ещё не загружены.');
    expect(reasonSentence('"Mars" could not be matched to DLD\'s areas')).toBe(
      '«Mars» не удалось сопоставить с районами DLD.',
    );
    expect(reasonSentence('fewer than 5 comparable sales in 24 months at every level')).toBe(
      'Пока слишком мало недавних продаж похожих объектов здесь, чтобы сравнить.',
    );
    // A reason the catalogs do not hold: as the server wrote it.
    expect(reasonSentence('something new')).toBe('Something new.');
  });

  it('writes the chart in words and its dates in the language, amounts as the page writes them', async () => {
    await use('ru');
    expect(chartSummary(check).replace(/\s/g, ' ')).toBe(
      'График 2 из 21 сопоставимой сделки (выборка по всему периоду) за последние 12 мес., от 1 900 AED ' +
        'до 2 100 AED за кв. фут; медиана — 2 000 AED за кв. фут, этот объект — 1 500 AED за кв. фут.',
    );
    expect(formatMonthIndex(2026 * 12 + 9)).toMatch(/^окт\.? 2026/);
  });
});
