import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { bulkFile } from '../../../test/market-files.ts';
import { settledImport, uploadCsv } from '../../../test/market-uploads.ts';
import { ejariFile, ejariLine } from '../../../test/rent-files.ts';
import { bearer, visitorSession, withAdminApp } from '../../../test/sessions.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { toIsoOrNull } from '../../db/values.ts';
import { createImport } from './market-imports.repository.ts';

const RENTS = '/api/admin/market/rent-imports';
const SALES = '/api/admin/market/imports';

describe.each(engines)('rent contracts import routes on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, header) => {
    t = app;
    auth = header;
  });
  const upload = (data: string | Buffer, filename = 'rents.csv', url = RENTS) =>
    uploadCsv(t, auth, url, data, filename);
  const settled = (id: string, url = RENTS) => settledImport(t, auth, url, id);
  const status = async () => (await t.app.inject({ url: '/api/admin/market/status', headers: auth })).json();
  const checkedAt = async (id: string) =>
    toIsoOrNull(
      (
        await t.app.ctx.db
          .selectFrom('properties')
          .select('market_checked_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).market_checked_at,
    );

  it('imports an uploaded file as a job with its counts, reports the contracts loaded, and has every listing checked again', async () => {
    const listing = await insertProperty(t.app.ctx.db, { property_name: 'Marina Gate Tower 1' });
    const checked = new Date().toISOString();
    await t.app.ctx.db
      .updateTable('properties')
      .set({ market_checked_at: checked })
      .where('id', '=', listing)
      .execute();
    expect((await status()).rents).toEqual({
      contracts: 0,
      first_contract: null,
      last_contract: null,
      demo: false,
      last_import: null,
    });

    const res = await upload(ejariFile());
    expect(res.statusCode).toBe(202);
    const job = await settled(res.json().job_id);
    expect(job).toMatchObject({
      status: 'done',
      source: 'upload',
      file_name: 'rents.csv',
      rows_read: 13,
      // Four contracts, one of them on three lines.
      rows_added: 4,
      rows_skipped: 7,
      skipped: { not_a_home: 3, bad_date: 1, bad_number: 1, rent_outlier: 1, missing_field: 1, too_long: 0 },
      error: null,
    });
    expect(job.bytes_read).toBe(job.bytes_total);
    // Contracts were added: the listing's stored check is done again, now with the rents.
    for (let i = 0; i < 100 && (await checkedAt(listing)) === null; i++) await delay(50);
    expect(await checkedAt(listing)).not.toBe(checked);
    expect(await checkedAt(listing)).not.toBeNull();

    await t.app.ctx.db
      .updateTable('properties')
      .set({ market_checked_at: checked })
      .where('id', '=', listing)
      .execute();
    const again = await settled((await upload(ejariFile(), 'again.csv')).json().job_id);
    expect(again).toMatchObject({ status: 'done', rows_read: 13, rows_added: 0 });
    expect(await checkedAt(listing)).toBe(checked);

    expect(await status()).toMatchObject({
      sales: 0,
      last_import: null,
      rents: {
        contracts: 4,
        first_contract: '2024-11-20',
        last_contract: '2025-06-01',
        demo: false,
        last_import: { id: again.id, file_name: 'again.csv', status: 'done', rows_added: 0 },
      },
    });
  });

  it('counts a line over 64 KB and imports the contracts after it', async () => {
    const after = Array.from({ length: 800 }, (_, i) => ejariLine(`long-${i}`));
    const file = ejariFile([ejariLine('open', { project_name_en: 'MARKER' }), ...after]).replace(
      'MARKER',
      '"Marina Gate, Tower 2',
    );
    const job = await settled((await upload(file)).json().job_id);
    expect(job).toMatchObject({ status: 'done', rows_read: 801, rows_added: 800, rows_skipped: 1 });
    expect(job.skipped).toMatchObject({ too_long: 1 });
  });

  it('fails the job of a file that is not a rent contracts file, naming the missing columns', async () => {
    const job = await settled((await upload(bulkFile(), 'transactions.csv')).json().job_id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(
      /^Not an Ejari rent contracts file: missing columns contract_id, contract_start_date, annual_amount/,
    );
  });

  it('runs one market data import at a time, sales or rents, and keeps each job to its own route', async () => {
    const sales = await settled((await upload(bulkFile(), 'sales.csv', SALES)).json().job_id, SALES);
    expect(sales.status).toBe('done');
    const rents = await settled((await upload(ejariFile())).json().job_id);
    expect((await t.app.inject({ url: `${RENTS}/${sales.id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${SALES}/${rents.id}`, headers: auth })).statusCode).toBe(404);
    expect((await status()).last_import).toMatchObject({ id: sales.id });

    // An import running (here or on another instance) refuses the next, whichever data it loads.
    await createImport(t.app.ctx.db, {
      dataset: 'sales',
      source: 'cli',
      file_name: 'big.csv',
      bytes_total: 1,
    });
    for (const url of [RENTS, SALES]) {
      const busy = await upload(ejariFile(), 'rents.csv', url);
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ detail: expect.stringMatching(/already running/) });
    }
    await t.app.ctx.db.deleteFrom('market_imports').where('status', '=', 'running').execute();
  });

  it('refuses no file, a request without an admin, and answers 404 for an unknown job', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: RENTS,
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('detail');

    expect((await uploadCsv(t, {}, RENTS, ejariFile(), 'rents.csv')).statusCode).toBe(401);
    const visitor = bearer((await visitorSession(t)).token);
    expect((await uploadCsv(t, visitor, RENTS, ejariFile(), 'rents.csv')).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${RENTS}/nope`, headers: visitor })).statusCode).toBe(403);

    const unknown = await t.app.inject({ url: `${RENTS}/nope`, headers: auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('detail');
  });
});
