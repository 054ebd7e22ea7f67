import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { bulkFile, exportFile } from '../../../test/market-files.ts';
import { settledImport, uploadCsv } from '../../../test/market-uploads.ts';
import { multipart } from '../../../test/multipart.ts';
import { bearer, visitorSession, withAdminApp } from '../../../test/sessions.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { insertRents } from './market-rents.repository.ts';
import { insertSales } from './market-sales.repository.ts';
import { marinaGateRents } from '../../../test/market-rents.ts';
import { marinaGateSales } from '../../../test/market-sales.ts';

const SALES = '/api/admin/market/imports';
const upload = (
  t: TestApp,
  auth: Record<string, string>,
  data: string | Buffer,
  filename = 'transactions.csv',
) => uploadCsv(t, auth, SALES, data, filename);
const settled = (t: TestApp, auth: Record<string, string>, id: string) => settledImport(t, auth, SALES, id);

describe.each(engines)('market data routes on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, header) => {
    t = app;
    auth = header;
  });

  it('imports an uploaded file as a job with its counts, then reports what is loaded', async () => {
    const res = await upload(t, auth, bulkFile());
    expect(res.statusCode).toBe(202);
    const job = await settled(t, auth, res.json().job_id);
    expect(job).toMatchObject({
      status: 'done',
      source: 'upload',
      file_name: 'transactions.csv',
      rows_read: 11,
      rows_added: 4,
      rows_skipped: 7,
      skipped: { not_a_sale: 3, not_a_home: 1 },
      error: null,
    });
    expect(job.bytes_read).toBe(job.bytes_total);

    const again = await settled(t, auth, (await upload(t, auth, exportFile(), 'export.csv')).json().job_id);
    expect(again).toMatchObject({ status: 'done', rows_added: 0 });

    const status = await t.app.inject({ url: '/api/admin/market/status', headers: auth });
    expect(status.json()).toMatchObject({
      sales: 4,
      first_sale: '2025-09-14',
      last_sale: '2025-11-10',
      demo: false,
      last_import: { file_name: 'export.csv', status: 'done' },
    });
    // The fixtures' sales are in Marsa Dubai and Al Barsha South Fourth (JVC): Dubai Marina and JVC can
    // be compared; a community no sale names is listed.
    const without = status.json().communities_without_sales as string[];
    expect(without).toContain('Business Bay');
    expect(without).not.toContain('Dubai Marina');
    expect(without).not.toContain('Jumeirah Village Circle');
  });

  it('fails the job of a file of neither layout, naming the missing columns', async () => {
    const res = await upload(t, auth, 'id,date,price\n1,2025-01-01,100\n');
    const job = await settled(t, auth, res.json().job_id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^Not a DLD transactions file: missing columns /);
  });

  it('refuses no file, a binary file, and a request without an admin', async () => {
    const none = multipart({ note: 'x' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/market/imports',
      headers: { ...auth, ...none.headers },
      payload: none.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: 'Please select a CSV file' });

    const binary = await upload(t, auth, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'x.zip');
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({ detail: 'Please upload a CSV file' });

    expect((await upload(t, {}, bulkFile())).statusCode).toBe(401);
    const visitor = await visitorSession(t);
    expect((await upload(t, bearer(visitor.token), bulkFile())).statusCode).toBe(403);
    const status = await t.app.inject({ url: '/api/admin/market/status', headers: bearer(visitor.token) });
    expect(status.statusCode).toBe(403);
  });

  it('answers 404 for an unknown job', async () => {
    const res = await t.app.inject({ url: '/api/admin/market/imports/nope', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe.each(engines)("a listing's market check on %s", (engine) => {
  let t: TestApp;
  withAdminApp(engine, (app) => {
    t = app;
  });

  it('says that no market data is loaded, then compares the listing once sales are there; 404 for no listing', async () => {
    const id = await insertProperty(t.app.ctx.db, {
      property_name: 'Marina Gate Tower 1',
      location: 'Dubai Marina',
      property_type: '1BR',
      size_sqft: 800,
      distress_price: 1_280_000,
      handover_date: 'Ready',
    });
    const check = () => t.app.inject({ url: `/api/properties/${id}/market` });
    expect((await check()).json()).toEqual({
      comparables: 0,
      reason: 'No market data is loaded yet',
      source: 'dld',
      rent: null,
    });

    const date = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const sale = (perSqft: number, i: number) =>
      marinaGateSales(1, perSqft, { date, transaction_id: `m-${i}` })[0]!;
    const demoSale = sale(9000, 99);
    await insertSales(t.app.ctx.db, [2000, 2100, 2200, 2300, 2400].map(sale), false);
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      median_price_per_sqft: 2200,
      listing_price_per_sqft: 1600,
      below_market_pct: 27.3,
      comparables: 5,
      level: 'project',
      place: 'Marina Gate',
      window_months: 12,
      newest_sale: date,
      source: 'dld',
    });
    // The comparables' sales for the chart, newest first (here all of one day).
    expect(res.json().sales).toHaveLength(5);
    expect(res.json().sales).toEqual(
      expect.arrayContaining(
        [2000, 2100, 2200, 2300, 2400].map((price_per_sqft) => ({ date, price_per_sqft })),
      ),
    );

    // The background checker stores it, and the public list (its cache dropped) shows it.
    const listed = async () =>
      (await t.app.inject({ url: '/api/properties' }))
        .json()
        .find((summary: { id: string }) => summary.id === id)?.below_market_pct;
    for (let i = 0; i < 100 && (await listed()) !== 27.3; i++) await delay(100);
    expect(await listed()).toBe(27.3);

    // A check stored before checks kept their sales is done again when asked for, not served without them.
    await t.app.ctx.db
      .updateTable('properties')
      .set({
        market_reference: JSON.stringify({ ...res.json(), sales: undefined }),
        market_checked_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    expect((await check()).json().sales).toHaveLength(5);

    // The demo seed's sample (never loaded beside real sales) is named as such until an import replaces it.
    await t.app.ctx.db.deleteFrom('market_sales').execute();
    await insertSales(t.app.ctx.db, [{ ...demoSale, transaction_id: 'demo-1', date }], true);
    expect((await check()).json().source).toBe('demo');
    await t.app.ctx.db.deleteFrom('market_sales').execute();
    await insertSales(t.app.ctx.db, [2000, 2100, 2200, 2300, 2400].map(sale), false);
    expect((await check()).json().source).toBe('dld');

    const missing = await t.app.inject({ url: '/api/properties/no-such-listing/market' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'Property not found' });
  });

  it('says what comparable homes rent for and the gross yield, with or without sales, naming where the rents come from', async () => {
    const db = t.app.ctx.db;
    await db.deleteFrom('market_sales').execute();
    await db.deleteFrom('market_rents').execute();
    const date = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    // The demo seed's sample: 90,000 … 94,000 a year in Marina Gate.
    await insertRents(db, marinaGateRents(5, 90_000, { date }), true);
    const id = await insertProperty(db, {
      property_name: 'Marina Gate Tower 1',
      location: 'Dubai Marina',
      property_type: '1BR',
      size_sqft: 800,
      distress_price: 1_280_000,
      handover_date: 'Ready',
    });
    const check = () => t.app.inject({ url: `/api/properties/${id}/market` });
    const rent = {
      median_annual: 92_000,
      contracts: 5,
      level: 'project',
      place: 'Marina Gate',
      window_months: 12,
      newest: date,
      gross_yield_pct: 7.2,
      kind: 'apartment',
      rooms: '1 B/R',
    };
    // No sales loaded: no sales reference, but the rent.
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      comparables: 0,
      reason: 'No market data is loaded yet',
      source: 'dld',
      rent: { ...rent, source: 'demo' },
    });
    // The list names where its yields come from too.
    const rentSource = async () => {
      await t.app.ctx.listingCache.invalidate();
      return (await t.app.inject({ url: '/api/properties/facets' })).json().rent_source;
    };
    expect(await rentSource()).toBe('demo');
    // Ejari's data in place of the sample.
    await db.deleteFrom('market_rents').execute();
    await insertRents(db, marinaGateRents(5, 90_000, { date }), false);
    expect((await check()).json().rent).toEqual({ ...rent, source: 'ejari' });
    expect(await rentSource()).toBe('ejari');

    // With sales too (new data: the listing is checked again), both sides.
    await insertSales(db, marinaGateSales(5, 2000, { date }), false);
    await db
      .updateTable('properties')
      .set({ market_reference: null, market_checked_at: null })
      .where('id', '=', id)
      .execute();
    const both = (await check()).json();
    expect(both).toMatchObject({ level: 'project', comparables: 5, source: 'dld' });
    expect(both.rent).toEqual({ ...rent, source: 'ejari' });

    // The background checker stores the yield, and the public list (its cache dropped) shows it.
    const listed = async () =>
      (await t.app.inject({ url: '/api/properties?sort=yield&min_yield=7' }))
        .json()
        .find((summary: { id: string }) => summary.id === id)?.gross_yield_pct;
    for (let i = 0; i < 100 && (await listed()) !== 7.2; i++) await delay(100);
    expect(await listed()).toBe(7.2);

    // A check stored before rents were compared answers none until the checker does it again.
    const { rent: _rent, source: _source, ...before } = both;
    await db
      .updateTable('properties')
      .set({ market_reference: JSON.stringify(before), market_checked_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await check()).json()).toMatchObject({ comparables: 5, rent: null });
  });
});
