import { MAX_CHART_SALES, type MarketSale, type RentContract } from '@dd/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { insertProperty } from '../../../test/fixtures.ts';
import { up as keepCheckSales } from '../../db/migrations/2026-11-27T0200-market-check-sales.ts';
import { checkListing, refreshStaleMarketChecks, staleAllMarketChecks } from './market-check.ts';
import { insertRents } from './market-rents.repository.ts';
import { insertSales } from './market-sales.repository.ts';
import { marinaGateRents } from '../../../test/market-rents.ts';
import { marinaGateSales } from '../../../test/market-sales.ts';

const TODAY = new Date('2026-11-26T12:00:00Z');
/** `count` sales of one place and kind at the given AED per sq ft, `monthsAgo` before today. */
function sales(
  count: number,
  pricePerSqft: number,
  overrides: Partial<MarketSale> & { monthsAgo?: number } = {},
): MarketSale[] {
  const { monthsAgo = 2, ...rest } = overrides;
  const date = new Date(TODAY);
  date.setUTCMonth(date.getUTCMonth() - monthsAgo);
  return marinaGateSales(count, pricePerSqft, { date: date.toISOString().slice(0, 10), ...rest });
}

/** `count` rent contracts of one place and kind from `annualRent` AED a year, starting `monthsAgo` before today. */
function rents(
  count: number,
  annualRent: number,
  overrides: Partial<RentContract> & { monthsAgo?: number } = {},
): RentContract[] {
  const { monthsAgo = 2, ...rest } = overrides;
  const date = new Date(TODAY);
  date.setUTCMonth(date.getUTCMonth() - monthsAgo);
  return marinaGateRents(count, annualRent, { date: date.toISOString().slice(0, 10), ...rest });
}

/** A 1-bedroom flat of 800 sq ft, ready, at AED 1,600 per sq ft. */
const listing = {
  property_name: 'Marina Gate Tower 1',
  location: 'Dubai Marina',
  property_type: '1BR',
  handover_date: 'Ready',
  size_sqft: 800,
  distress_price: 1_280_000,
};

describe.each(engines)('the market check on %s', (engine) => {
  let t: TestApp;
  const db = () => t.app.ctx.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await db().deleteFrom('market_sales').execute();
    await db().deleteFrom('market_rents').execute();
  });

  it("compares a listing with its building's sales of the last 12 months", async () => {
    // Marina Gate 1: 2,000, 2,010 … 2,040 (median 2,020); the rest of the marina is dearer.
    await insertSales(db(), sales(5, 2000), false);
    await insertSales(db(), sales(20, 3000, { project: 'Cayan Tower', building: 'Cayan Tower' }), false);
    expect(await checkListing(t.app.ctx, listing, TODAY)).toEqual({
      median_price_per_sqft: 2020,
      listing_price_per_sqft: 1600,
      below_market_pct: 20.8,
      comparables: 5,
      level: 'project',
      // The listing's name holds the project's ('Marina Gate Tower 1'), not the building's.
      place: 'Marina Gate',
      window_months: 12,
      newest_sale: '2026-09-26',
      kind: 'apartment',
      rooms: '1 B/R',
      offplan: false,
      sales: [2000, 2010, 2020, 2030, 2040].map((price_per_sqft) => ({
        date: '2026-09-26',
        price_per_sqft,
      })),
      rent: null,
    });
  });

  it(`keeps ${MAX_CHART_SALES} sales to draw, spread over the window, and counts them all`, async () => {
    const many = [
      ...sales(MAX_CHART_SALES - 5, 2000, { monthsAgo: 1 }),
      ...sales(50, 1000, { monthsAgo: 9 }),
      ...sales(10, 1500.4, { monthsAgo: 4 }),
    ];
    await insertSales(db(), many, false);
    const check = await checkListing(t.app.ctx, listing, TODAY);
    if ('reason' in check) throw new Error(check.reason);
    expect(check.comparables).toBe(MAX_CHART_SALES + 55);
    expect(check.sales).toHaveLength(MAX_CHART_SALES);
    // Newest first, from the newest to the oldest: each month's sales in about their share.
    const dates = check.sales.map((sale) => sale.date);
    expect(dates[0]).toBe('2026-10-26');
    expect(dates.at(-1)).toBe('2026-02-26');
    expect(dates).toEqual([...dates].sort().reverse());
    const count = (date: string) => dates.filter((d) => d === date).length;
    expect(count('2026-02-26')).toBeGreaterThanOrEqual(30);
    expect(count('2026-07-26')).toBeGreaterThanOrEqual(5);
    expect(check.sales.every((sale) => Number.isInteger(sale.price_per_sqft))).toBe(true);
    // A stored check stays within a database page.
    expect(JSON.stringify(check).length).toBeLessThan(6_000);
  });

  it('widens to 24 months before going up to the master project, then the area', async () => {
    await insertSales(db(), sales(3, 2000), false);
    await insertSales(db(), sales(2, 2000, { monthsAgo: 18 }), false);
    expect(await checkListing(t.app.ctx, listing, TODAY)).toMatchObject({
      level: 'project',
      window_months: 24,
      comparables: 5,
    });
    await db().deleteFrom('market_sales').execute();
    await insertSales(db(), sales(3, 2000), false);
    await insertSales(db(), sales(6, 1800, { project: 'Cayan Tower', building: 'Cayan Tower' }), false);
    expect(await checkListing(t.app.ctx, listing, TODAY)).toMatchObject({
      level: 'master_project',
      place: 'Dubai Marina',
      comparables: 9,
      window_months: 12,
    });
    await db().deleteFrom('market_sales').execute();
    await insertSales(db(), sales(6, 1500, { master_project: null, project: null, building: null }), false);
    expect(await checkListing(t.app.ctx, listing, TODAY)).toMatchObject({
      level: 'area',
      place: 'Marsa Dubai',
    });
  });

  it('compares only the same kind, bedrooms and state', async () => {
    await insertSales(db(), sales(5, 2000, { rooms: '2 B/R' }), false);
    await insertSales(db(), sales(5, 2000, { offplan: true }), false);
    await insertSales(db(), sales(5, 2000, { kind: 'villa' }), false);
    await insertSales(db(), sales(5, 2000, { monthsAgo: 30 }), false);
    expect(await checkListing(t.app.ctx, listing, TODAY)).toEqual({
      comparables: 0,
      reason: expect.any(String),
      rent: null,
    });
    // Off-plan while the handover is ahead.
    expect(await checkListing(t.app.ctx, { ...listing, handover_date: 'Q4 2028' }, TODAY)).toMatchObject({
      offplan: true,
      comparables: 5,
    });
  });

  it('says why there is no reference: place, type, size', async () => {
    await insertSales(db(), sales(5, 2000), false);
    expect(await checkListing(t.app.ctx, { ...listing, location: 'Atlantis' }, TODAY)).toEqual({
      comparables: 0,
      reason: '"Atlantis" could not be matched to DLD\'s areas',
      rent: null,
    });
    expect(await checkListing(t.app.ctx, { ...listing, property_type: 'Office' }, TODAY)).toEqual({
      comparables: 0,
      reason: 'Only homes are compared with the market, not offices or plots',
      rent: null,
    });
    expect(await checkListing(t.app.ctx, { ...listing, size_sqft: 0 }, TODAY)).toEqual({
      comparables: 0,
      reason: "The listing's size is not known",
      rent: null,
    });
    expect(await checkListing(t.app.ctx, { ...listing, handover_date: 'soon' }, TODAY)).toEqual({
      comparables: 0,
      reason: "The listing's handover is not known",
      rent: null,
    });
  });

  it("finds what the listing's project rents for, and the gross yield at its price", async () => {
    // Marina Gate: 90,000 … 94,000 (median 92,000); the rest of the marina rents for more. Each
    // contract is in the area's list and the master project's: counted once.
    await insertRents(db(), rents(5, 90_000), false);
    await insertRents(db(), rents(20, 150_000, { project: 'Cayan Tower' }), false);
    // Other rooms, another kind and older than 24 months are not comparable.
    await insertRents(db(), rents(9, 40_000, { rooms: '2 B/R' }), false);
    await insertRents(db(), rents(9, 40_000, { kind: 'villa' }), false);
    await insertRents(db(), rents(9, 40_000, { monthsAgo: 30 }), false);
    const check = await checkListing(t.app.ctx, listing, TODAY);
    expect(check.rent).toEqual({
      median_annual: 92_000,
      contracts: 5,
      level: 'project',
      place: 'Marina Gate',
      window_months: 12,
      newest: '2026-09-26',
      // 92,000 a year at AED 1,280,000.
      gross_yield_pct: 7.2,
      kind: 'apartment',
      rooms: '1 B/R',
    });
    // Off-plan homes are bought to let after handover too: the same rents.
    const offPlan = await checkListing(t.app.ctx, { ...listing, handover_date: 'Q4 2028' }, TODAY);
    expect(offPlan.rent).toMatchObject({ level: 'project', median_annual: 92_000 });
    // Half the price, twice the yield.
    const cheaper = await checkListing(t.app.ctx, { ...listing, distress_price: 640_000 }, TODAY);
    expect(cheaper.rent?.gross_yield_pct).toBe(14.4);
  });

  it('widens the rents to 24 months before going up to the master project, then the area', async () => {
    await insertRents(db(), rents(3, 90_000), false);
    await insertRents(db(), rents(2, 90_000, { monthsAgo: 18 }), false);
    expect((await checkListing(t.app.ctx, listing, TODAY)).rent).toMatchObject({
      level: 'project',
      window_months: 24,
      contracts: 5,
      newest: '2026-09-26',
    });
    await db().deleteFrom('market_rents').execute();
    await insertRents(db(), rents(3, 90_000), false);
    await insertRents(db(), rents(6, 120_000, { project: 'Cayan Tower' }), false);
    expect((await checkListing(t.app.ctx, listing, TODAY)).rent).toMatchObject({
      level: 'master_project',
      place: 'Dubai Marina',
      contracts: 9,
      window_months: 12,
    });
    await db().deleteFrom('market_rents').execute();
    // Three quarters of the contracts name no project: the area's still count.
    await insertRents(db(), rents(6, 80_000, { master_project: null, project: null }), false);
    expect((await checkListing(t.app.ctx, listing, TODAY)).rent).toMatchObject({
      level: 'area',
      place: 'Marsa Dubai',
      contracts: 6,
      median_annual: 82_500,
    });
    await db().deleteFrom('market_rents').execute();
    await insertRents(db(), rents(4, 80_000), false);
    expect((await checkListing(t.app.ctx, listing, TODAY)).rent).toBeNull();
  });

  it('gives the rent without a sales reference, but none for an office or a listing without a price', async () => {
    await insertRents(db(), rents(5, 90_000), false);
    // No sales at all: the sales side says why, the rent is there.
    const check = await checkListing(t.app.ctx, listing, TODAY);
    expect(check).toMatchObject({ comparables: 0, reason: expect.any(String) });
    expect(check.rent).toMatchObject({ level: 'project', median_annual: 92_000, gross_yield_pct: 7.2 });
    // A size or a handover that is not known stops the sales' comparison, not the rent's.
    for (const unknown of [{ size_sqft: 0 }, { handover_date: 'soon' }])
      expect((await checkListing(t.app.ctx, { ...listing, ...unknown }, TODAY)).rent).toMatchObject({
        median_annual: 92_000,
      });
    await insertRents(db(), rents(5, 200_000, { kind: 'apartment', rooms: null, project: null }), false);
    for (const other of [
      { property_type: 'Office' },
      { property_type: 'Plot' },
      { property_type: 'something else' },
      { distress_price: 0 },
      { location: 'Atlantis' },
    ])
      expect(
        (await checkListing(t.app.ctx, { ...listing, ...other }, TODAY)).rent,
        JSON.stringify(other),
      ).toBeNull();
  });

  it('keeps every listing checked: new ones, changed ones, after new data, and each day', async () => {
    await db().deleteFrom('properties').execute();
    await insertSales(db(), sales(5, 2000), false);
    const at = (iso: string) => new Date(iso);
    const id = await insertProperty(db(), {
      ...listing,
      updated_at: '2026-11-26T08:00:00.000Z',
    });
    const stored = () =>
      db()
        .selectFrom('properties')
        .select(['below_market_pct', 'market_reference', 'market_checked_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    expect(await refreshStaleMarketChecks(t.app.ctx, at('2026-11-26T09:00:00Z'))).toEqual({
      checked: 1,
      changed: 1,
    });
    expect((await stored()).below_market_pct).toBe(20.8);
    expect(JSON.parse((await stored()).market_reference!)).toMatchObject({
      level: 'project',
      comparables: 5,
    });
    // Nothing changed: nothing to do.
    expect(await refreshStaleMarketChecks(t.app.ctx, at('2026-11-26T09:00:05Z'))).toEqual({
      checked: 0,
      changed: 0,
    });

    // The listing's price changes: checked again.
    await db()
      .updateTable('properties')
      .set({ distress_price: 2_400_000, updated_at: '2026-11-26T10:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    expect(await refreshStaleMarketChecks(t.app.ctx, at('2026-11-26T10:00:01Z'))).toEqual({
      checked: 1,
      changed: 1,
    });
    expect((await stored()).below_market_pct).toBeLessThan(0);

    // New market data, then the next day: checked again each time.
    await staleAllMarketChecks(t.app.ctx);
    // Checked again, the same figure: nothing for the list's caches to drop.
    expect(await refreshStaleMarketChecks(t.app.ctx, at('2026-11-26T11:00:00Z'))).toEqual({
      checked: 1,
      changed: 0,
    });
    expect(await refreshStaleMarketChecks(t.app.ctx, at('2026-11-27T00:00:01Z'))).toEqual({
      checked: 1,
      changed: 0,
    });

    // Without enough data the listing claims nothing.
    await db().deleteFrom('market_sales').execute();
    await staleAllMarketChecks(t.app.ctx);
    await refreshStaleMarketChecks(t.app.ctx, at('2026-11-27T01:00:00Z'));
    expect((await stored()).below_market_pct).toBeNull();
    expect(JSON.parse((await stored()).market_reference!)).toMatchObject({ comparables: 0 });
  });

  it("stores the listing's gross yield beside how far below the market it is, and counts its changes", async () => {
    await db().deleteFrom('properties').execute();
    const id = await insertProperty(db(), { ...listing, updated_at: '2026-11-26T08:00:00.000Z' });
    const stored = () =>
      db()
        .selectFrom('properties')
        .select(['below_market_pct', 'gross_yield_pct', 'market_reference'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    // Rents and no sales: the yield alone changes, and the list's caches are stale.
    await insertRents(db(), rents(5, 90_000), false);
    expect(await refreshStaleMarketChecks(t.app.ctx, new Date('2026-11-26T09:00:00Z'))).toEqual({
      checked: 1,
      changed: 1,
    });
    expect(await stored()).toMatchObject({ below_market_pct: null, gross_yield_pct: 7.2 });
    expect(JSON.parse((await stored()).market_reference!).rent).toMatchObject({ median_annual: 92_000 });
    // Done again with the same figures: nothing changed.
    await staleAllMarketChecks(t.app.ctx);
    expect(await refreshStaleMarketChecks(t.app.ctx, new Date('2026-11-26T09:10:00Z'))).toEqual({
      checked: 1,
      changed: 0,
    });
    // Dearer rents: another yield.
    await insertRents(db(), rents(6, 130_000, { project: null }), false);
    await db().deleteFrom('market_rents').where('project', '=', 'Marina Gate').execute();
    await staleAllMarketChecks(t.app.ctx);
    expect(await refreshStaleMarketChecks(t.app.ctx, new Date('2026-11-26T09:20:00Z'))).toEqual({
      checked: 1,
      changed: 1,
    });
    expect(Number((await stored()).gross_yield_pct)).toBe(10.4);
    // No rents left: no yield.
    await db().deleteFrom('market_rents').execute();
    await staleAllMarketChecks(t.app.ctx);
    expect(await refreshStaleMarketChecks(t.app.ctx, new Date('2026-11-26T09:30:00Z'))).toEqual({
      checked: 1,
      changed: 1,
    });
    expect((await stored()).gross_yield_pct).toBeNull();
  });

  it('redoes the checks stored before they kept their sales (migration 2026-11-27T0200)', async () => {
    await db().deleteFrom('properties').execute();
    await insertSales(db(), sales(5, 2000), false);
    const id = await insertProperty(db(), { ...listing, updated_at: '2026-11-26T08:00:00.000Z' });
    const before = { median_price_per_sqft: 2020, below_market_pct: 20.8, comparables: 5, level: 'project' };
    await db()
      .updateTable('properties')
      .set({
        below_market_pct: 20.8,
        market_reference: JSON.stringify(before),
        market_checked_at: '2026-11-26T09:00:00.000Z',
      })
      .where('id', '=', id)
      .execute();
    const now = new Date('2026-11-26T09:30:00Z');
    expect(await refreshStaleMarketChecks(t.app.ctx, now)).toEqual({ checked: 0, changed: 0 });

    await keepCheckSales(db());
    // The figure stays until the checker is back; then the check has its sales.
    const row = () =>
      db()
        .selectFrom('properties')
        .select(['below_market_pct', 'market_reference'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect((await row()).below_market_pct).toBe(20.8);
    expect(await refreshStaleMarketChecks(t.app.ctx, now)).toEqual({ checked: 1, changed: 0 });
    expect(JSON.parse((await row()).market_reference!).sales).toHaveLength(5);
  });
});
