import { describe, expect, it } from 'vitest';
import {
  belowMarketPct,
  medianFromBelowMarket,
  chartSales,
  chooseReference,
  type ComparableSale,
  MAX_CHART_SALES,
  median,
  MIN_COMPARABLES,
  type ReferenceCandidates,
  windowStart,
} from './market-reference.ts';

const TODAY = new Date('2026-11-30T10:00:00Z');

/** `n` sales on the given dates (cycled), priced 1,000, 1,100, 1,200 … */
function sales(n: number, dates: readonly string[]): ComparableSale[] {
  return Array.from({ length: n }, (_, i) => ({
    date: dates[i % dates.length]!,
    price_per_sqft: 1000 + 100 * i,
  }));
}

const RECENT = ['2026-10-01', '2026-06-15', '2026-02-01']; // within 12 months of TODAY
const OLDER = ['2025-06-01', '2025-01-10']; // within 24 months, not 12
const ANCIENT = ['2024-11-29', '2023-05-01']; // beyond 24 months

describe('median', () => {
  it('takes the middle value of an odd count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1500])).toBe(1500);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1000, 1200])).toBe(1100);
  });

  it('does not reorder the values it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('windowStart', () => {
  it('is the same day 12 or 24 months before', () => {
    expect(windowStart(TODAY, 12)).toBe('2025-11-30');
    expect(windowStart(TODAY, 24)).toBe('2024-11-30');
  });

  it("is the month's last day when the month is shorter", () => {
    expect(windowStart(new Date('2028-02-29T00:00:00Z'), 12)).toBe('2027-02-28');
  });
});

describe('chooseReference', () => {
  it('needs five sales', () => {
    expect(MIN_COMPARABLES).toBe(5);
  });

  it('uses the project when it has enough sales in 12 months', () => {
    const levels: ReferenceCandidates[] = [
      { level: 'project', name: 'Marina Gate', sales: sales(5, RECENT) },
      { level: 'master_project', name: 'Dubai Marina', sales: sales(40, RECENT) },
      { level: 'area', name: 'Marsa Dubai', sales: sales(90, RECENT) },
    ];
    expect(chooseReference(levels, TODAY)).toEqual({
      median_price_per_sqft: 1200,
      comparables: 5,
      level: 'project',
      name: 'Marina Gate',
      window_months: 12,
      newest_sale: '2026-10-01',
      // The sales the median is taken over, newest first.
      sales: [
        { date: '2026-10-01', price_per_sqft: 1000 },
        { date: '2026-10-01', price_per_sqft: 1300 },
        { date: '2026-06-15', price_per_sqft: 1100 },
        { date: '2026-06-15', price_per_sqft: 1400 },
        { date: '2026-02-01', price_per_sqft: 1200 },
      ],
    });
  });

  it('gives only the sales of the window and level it took the median over', () => {
    const levels: ReferenceCandidates[] = [
      { level: 'project', name: 'Marina Gate', sales: sales(2, RECENT) },
      {
        level: 'master_project',
        name: 'Dubai Marina',
        sales: [...sales(5, RECENT), ...sales(3, ANCIENT), { date: '2026-12-01', price_per_sqft: 5000 }],
      },
    ];
    const reference = chooseReference(levels, TODAY);
    if ('reason' in reference) throw new Error(reference.reason);
    expect(reference.level).toBe('master_project');
    expect(reference.sales).toHaveLength(reference.comparables);
    expect(reference.sales.map((sale) => sale.date)).toEqual([
      '2026-10-01',
      '2026-10-01',
      '2026-06-15',
      '2026-06-15',
      '2026-02-01',
    ]);
  });

  it('widens the project to 24 months before going up to the master project', () => {
    const levels: ReferenceCandidates[] = [
      { level: 'project', name: 'Marina Gate', sales: [...sales(3, RECENT), ...sales(3, OLDER)] },
      { level: 'master_project', name: 'Dubai Marina', sales: sales(40, RECENT) },
    ];
    const reference = chooseReference(levels, TODAY);
    expect(reference).toMatchObject({ level: 'project', window_months: 24, comparables: 6 });
    // 1000, 1100, 1200 twice: the middle two are 1100 and 1100.
    expect(reference).toMatchObject({ median_price_per_sqft: 1100, newest_sale: '2026-10-01' });
  });

  it('goes up to the master project when the project has too few sales in 24 months', () => {
    const levels: ReferenceCandidates[] = [
      { level: 'project', name: 'Marina Gate', sales: sales(4, [...RECENT, ...OLDER]) },
      { level: 'master_project', name: 'Dubai Marina', sales: sales(7, RECENT) },
      { level: 'area', name: 'Marsa Dubai', sales: sales(90, RECENT) },
    ];
    expect(chooseReference(levels, TODAY)).toMatchObject({
      level: 'master_project',
      name: 'Dubai Marina',
      window_months: 12,
      comparables: 7,
      median_price_per_sqft: 1300,
    });
  });

  it('goes up to the area when the master project has too few', () => {
    const levels: ReferenceCandidates[] = [
      { level: 'project', name: 'Marina Gate', sales: [] },
      { level: 'master_project', name: 'Dubai Marina', sales: sales(2, RECENT) },
      { level: 'area', name: 'Marsa Dubai', sales: sales(6, OLDER) },
    ];
    expect(chooseReference(levels, TODAY)).toMatchObject({
      level: 'area',
      name: 'Marsa Dubai',
      window_months: 24,
      comparables: 6,
      median_price_per_sqft: 1250,
      newest_sale: '2025-06-01',
    });
  });

  it('starts at whatever level the caller gives first', () => {
    const levels: ReferenceCandidates[] = [
      { level: 'area', name: 'Al Barsha South Fourth', sales: sales(5, RECENT) },
    ];
    expect(chooseReference(levels, TODAY)).toMatchObject({ level: 'area', comparables: 5 });
  });

  it('ignores sales older than 24 months and sales dated after today', () => {
    const levels: ReferenceCandidates[] = [
      {
        level: 'project',
        name: 'Marina Gate',
        sales: [...sales(4, RECENT), ...sales(10, ANCIENT), { date: '2026-12-01', price_per_sqft: 5000 }],
      },
    ];
    expect(chooseReference(levels, TODAY)).toEqual({
      comparables: 0,
      reason: 'fewer than 5 comparable sales in 24 months at every level',
    });
  });

  it('counts a sale on the first and on the last day of the window', () => {
    const edges = ['2025-11-30', '2026-11-30'];
    const reference = chooseReference([{ level: 'project', name: 'X', sales: sales(5, edges) }], TODAY);
    expect(reference).toMatchObject({ window_months: 12, comparables: 5, newest_sale: '2026-11-30' });
  });

  it('ignores sales without a usable price per sq ft', () => {
    const broken: ComparableSale[] = [
      ...sales(4, RECENT),
      { date: '2026-09-01', price_per_sqft: 0 },
      { date: '2026-09-01', price_per_sqft: Number.NaN },
    ];
    expect(chooseReference([{ level: 'project', name: 'X', sales: broken }], TODAY)).toMatchObject({
      comparables: 0,
    });
  });

  it('reads the date of a sale given with a time', () => {
    const timed = sales(5, ['2026-11-02T00:00:00', '2026-03-01 12:00:00']);
    const reference = chooseReference([{ level: 'project', name: 'X', sales: timed }], TODAY);
    expect(reference).toMatchObject({ comparables: 5, newest_sale: '2026-11-02' });
    expect(reference).toHaveProperty('sales.0', { date: '2026-11-02', price_per_sqft: 1000 });
    expect(reference).toHaveProperty('sales.4', { date: '2026-03-01', price_per_sqft: 1300 });
  });

  it('says why when no level has enough, and when there is no level at all', () => {
    const levels: ReferenceCandidates[] = [
      { level: 'project', name: 'Marina Gate', sales: sales(1, RECENT) },
      { level: 'master_project', name: 'Dubai Marina', sales: sales(4, OLDER) },
      { level: 'area', name: 'Marsa Dubai', sales: sales(4, RECENT) },
    ];
    expect(chooseReference(levels, TODAY)).toMatchObject({ comparables: 0, reason: expect.any(String) });
    expect(chooseReference([], TODAY)).toEqual({ comparables: 0, reason: 'no place to compare with' });
  });
});

describe('belowMarketPct', () => {
  it('is positive below the median and negative above it', () => {
    expect(belowMarketPct(900, 1000)).toBe(10);
    expect(belowMarketPct(1100, 1000)).toBe(-10);
    expect(belowMarketPct(1000, 1000)).toBe(0);
  });

  it('rounds to one decimal', () => {
    expect(belowMarketPct(1000, 1234)).toBe(19);
    expect(belowMarketPct(1000, 1237)).toBe(19.2);
    expect(belowMarketPct(1001, 1000)).toBe(-0.1);
    expect(Object.is(belowMarketPct(1000.2, 1000), 0)).toBe(true);
  });

  it('refuses a median or price that is not positive', () => {
    expect(() => belowMarketPct(900, 0)).toThrow(RangeError);
    expect(() => belowMarketPct(900, Number.NaN)).toThrow(RangeError);
    expect(() => belowMarketPct(0, 1000)).toThrow(RangeError);
    expect(() => belowMarketPct(Number.POSITIVE_INFINITY, 1000)).toThrow(RangeError);
  });
});

describe('chartSales', () => {
  const days = Array.from({ length: 1000 }, (_, i) => 1000 - i);

  it('keeps every sale when there are not more than asked for', () => {
    expect(chartSales(days.slice(0, 7), 10)).toEqual(days.slice(0, 7));
  });

  it('spreads the kept sales evenly, from the newest to the oldest, in order', () => {
    const kept = chartSales(days, 5);
    expect(kept).toEqual([1000, 750, 500, 251, 1]);
    expect(chartSales(days)).toHaveLength(MAX_CHART_SALES);
    expect(chartSales(days).at(-1)).toBe(1);
  });
});

describe('medianFromBelowMarket', () => {
  it('reads back the median a listing was checked against', () => {
    expect(medianFromBelowMarket(900, belowMarketPct(900, 1000))).toBeCloseTo(1000);
    expect(medianFromBelowMarket(1300, belowMarketPct(1300, 1000))).toBeCloseTo(1000);
    expect(medianFromBelowMarket(0.5, 100)).toBeNull();
  });
});
