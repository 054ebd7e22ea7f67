import { describe, expect, it } from 'vitest';
import { readDldHeader, readDldRow, type DldHeader, type DldLayout } from './dld-rows.ts';
import type { MarketSale, SkipReason } from './market-sale.ts';
import { sampleDldHeader, sampleDldRows, type SampleDldOptions } from './sample-sales.ts';

const places = [
  { area: 'Marsa Dubai', masterProject: 'Dubai Marina', projects: ['Marina Gate', 'Marina Promenade'] },
  {
    area: 'Al Barsha South Fourth',
    masterProject: 'Jumeirah Village Circle',
    projects: ['Binghatti Phantom', 'Oxford Residence'],
  },
  { area: 'Al Hebiah Fourth', masterProject: 'Damac Hills', projects: [] },
];
const options = (layout: DldLayout, more: Partial<SampleDldOptions> = {}): SampleDldOptions => ({
  rows: 20_000,
  seed: 7,
  layout,
  from: '2024-11-01',
  to: '2025-10-31',
  places,
  ...more,
});

function readAll(layout: DldLayout, more: Partial<SampleDldOptions> = {}) {
  const columns = readDldHeader(sampleDldHeader(layout)) as DldHeader;
  const sales: MarketSale[] = [];
  const skips = new Map<SkipReason, number>();
  let rows = 0;
  for (const row of sampleDldRows(options(layout, more))) {
    rows += 1;
    const result = readDldRow(columns, row);
    if ('sale' in result) sales.push(result.sale);
    else skips.set(result.skip, (skips.get(result.skip) ?? 0) + 1);
  }
  return { columns, rows, sales, skips };
}

describe.each(['bulk', 'export'] as const)('sampleDldRows (%s)', (layout) => {
  const { columns, rows, sales, skips } = readAll(layout);

  it('writes a header readDldHeader takes as its layout, and rows as wide', () => {
    expect(columns.layout).toBe(layout);
    expect(sampleDldHeader(layout)).toHaveLength(layout === 'bulk' ? 46 : 22);
    const [first] = sampleDldRows(options(layout, { rows: 1 }));
    expect(first).toHaveLength(sampleDldHeader(layout).length);
  });

  it('gives about 89 % sales, 10 % mortgages and gifts, 1 % outliers, and nothing unreadable', () => {
    expect(rows).toBe(20_000);
    expect(sales.length / rows).toBeGreaterThan(0.87);
    expect(sales.length / rows).toBeLessThan(0.91);
    expect((skips.get('not_a_sale') ?? 0) / rows).toBeCloseTo(0.1, 1);
    const outliers =
      (skips.get('small_area') ?? 0) +
      (skips.get('low_value') ?? 0) +
      (skips.get('price_per_sqm_outlier') ?? 0);
    expect(outliers / rows).toBeGreaterThan(0.005);
    expect(outliers / rows).toBeLessThan(0.015);
    for (const reason of ['missing_field', 'bad_date', 'bad_number', 'not_a_home'] as const)
      expect(skips.get(reason)).toBeUndefined();
  });

  it('sells apartments and villas, studio to 5 B/R, in Dubai’s price range, within the dates', () => {
    expect(new Set(sales.map((sale) => sale.kind))).toEqual(new Set(['apartment', 'villa']));
    expect(new Set(sales.map((sale) => sale.rooms))).toEqual(
      new Set(['Studio', '1 B/R', '2 B/R', '3 B/R', '4 B/R', '5 B/R']),
    );
    const offplan = sales.filter((sale) => sale.offplan).length / sales.length;
    expect(offplan).toBeGreaterThan(0.25);
    expect(offplan).toBeLessThan(0.35);
    for (const sale of sales) {
      const perSqm = sale.price_per_sqft * 10.7639;
      expect(perSqm).toBeGreaterThan(7_800);
      expect(perSqm).toBeLessThan(40_500);
      expect(sale.date >= '2024-11-01' && sale.date <= '2025-10-31').toBe(true);
    }
    const dates = new Set(sales.map((sale) => sale.date));
    expect(dates.has('2024-11-01') && dates.has('2025-10-31')).toBe(true);
    expect(new Set(sales.map((sale) => sale.area))).toEqual(new Set(places.map((place) => place.area)));
    expect(new Set(sales.map((sale) => sale.transaction_id)).size).toBe(sales.length);
  });
});

describe('sampleDldRows', () => {
  it('is deterministic for a seed, and another seed gives other rows', () => {
    const first = [...sampleDldRows(options('bulk', { rows: 50 }))];
    expect([...sampleDldRows(options('bulk', { rows: 50 }))]).toEqual(first);
    expect([...sampleDldRows(options('bulk', { rows: 50, seed: 8 }))]).not.toEqual(first);
  });

  it('gives a seed’s same sales in both layouts (but the building, which only the bulk file has)', () => {
    const strip = ({ transaction_id: _id, building: _building, ...sale }: MarketSale) => sale;
    const bulk = readAll('bulk', { rows: 300 }).sales.map(strip);
    expect(readAll('export', { rows: 300 }).sales.map(strip)).toEqual(bulk);
  });

  it('streams: rows are made as they are taken', () => {
    const rows = sampleDldRows(options('export', { rows: 1_000_000_000 }));
    expect(rows.next().done).toBe(false);
    expect(rows.next().value).toHaveLength(22);
  });

  it('works with a single day and places without projects', () => {
    const rows = [
      ...sampleDldRows(
        options('export', { rows: 20, from: '2025-02-28', to: '2025-02-28', places: [places[2]!] }),
      ),
    ];
    expect(rows.every((row) => row[1] === '28-02-2025' && row[21] === '')).toBe(true);
  });

  it('refuses what it cannot make', () => {
    expect(() => sampleDldRows(options('bulk', { places: [] })).next()).toThrow(/place/);
    expect(() => sampleDldRows(options('bulk', { from: '2025-12-01', to: '2025-01-01' })).next()).toThrow(
      /from/,
    );
    expect(() => sampleDldRows(options('bulk', { to: 'soon' })).next()).toThrow(/from/);
    expect(() => sampleDldRows(options('bulk', { rows: -1 })).next()).toThrow(/rows/);
  });
});
