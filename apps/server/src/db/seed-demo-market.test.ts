import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkListing } from '../modules/market/market-check.ts';
import { latestImport } from '../modules/market/market-imports.repository.ts';
import { summarizeRents } from '../modules/market/market-rents.repository.ts';
import { summarizeSales } from '../modules/market/market-sales.repository.ts';
import { DEMO_LISTINGS } from './seed-demo-data.ts';
import { DEMO_FILE_NAME, DEMO_RENTS_FILE_NAME, seedDemoMarket } from './seed-demo-market.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('the demo market data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('is a generated sample, labelled so, that gives the demo listings a market check', async () => {
    const added = await seedDemoMarket(t.app.ctx.db, NOW);
    expect(added).toBeGreaterThan(20_000);
    expect(await summarizeSales(t.app.ctx.db)).toMatchObject({
      sales: added,
      demo: true,
      last_sale: '2026-11-26',
    });
    expect(await latestImport(t.app.ctx.db, 'sales')).toMatchObject({
      source: 'demo',
      status: 'done',
      file_name: DEMO_FILE_NAME,
      rows_added: added,
    });
    const checks = await Promise.all(DEMO_LISTINGS.map((listing) => checkListing(t.app.ctx, listing, NOW)));
    const compared = checks.filter((check) => check.comparables > 0);
    // The demo listings of apartments and villas are compared (the sample has no townhouse or
    // penthouse sales: those say there are too few); some are below the market, some are not.
    expect(compared.length).toBeGreaterThanOrEqual(DEMO_LISTINGS.length - 4);
    expect(compared.some((check) => 'below_market_pct' in check && check.below_market_pct >= 5)).toBe(true);
    expect(compared.some((check) => 'below_market_pct' in check && check.below_market_pct < 5)).toBe(true);
  });

  it('holds generated rent contracts, labelled so, that give the demo homes a plausible gross yield', async () => {
    const rents = await summarizeRents(t.app.ctx.db);
    expect(rents).toMatchObject({ demo: true, last_contract: '2026-11-26' });
    expect(rents.contracts).toBeGreaterThan(10_000);
    expect(await latestImport(t.app.ctx.db, 'rents')).toMatchObject({
      source: 'demo',
      status: 'done',
      file_name: DEMO_RENTS_FILE_NAME,
      rows_added: rents.contracts,
    });
    const checks = await Promise.all(DEMO_LISTINGS.map((listing) => checkListing(t.app.ctx, listing, NOW)));
    const yields = checks.flatMap((check) => (check.rent ? [check.rent.gross_yield_pct] : []));
    // Offices and plots have no rent; the homes do, at yields a Dubai investor would recognise.
    expect(yields.length).toBeGreaterThanOrEqual(DEMO_LISTINGS.length - 6);
    for (const pct of yields) {
      expect(pct).toBeGreaterThan(2);
      expect(pct).toBeLessThan(20);
    }
  });
});
