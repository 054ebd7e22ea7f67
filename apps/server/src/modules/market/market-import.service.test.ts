import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BULK_KEPT, bulkFile, exportFile } from '../../../test/market-files.ts';
import { chunkedStream } from '../../../test/chunked-stream.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { MarketFileError } from './market-csv.ts';
import { importMarketFile } from './market-import.service.ts';
import { summarizeSales } from './market-sales.repository.ts';

describe.each(engines)('importMarketFile on %s', (engine) => {
  let t: TestApp;
  const db = () => t.app.ctx.db;
  const stored = () => db().selectFrom('market_sales').selectAll().orderBy('transaction_id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await db().deleteFrom('market_sales').execute();
  });

  it("keeps the arm's-length sales of the bulk file and counts the rest by reason", async () => {
    const progress: number[] = [];
    const result = await importMarketFile(t.app.ctx, chunkedStream(bulkFile()), {
      batchSize: 2,
      onProgress: (p) => progress.push(p.bytesRead),
    });
    expect(result).toEqual({
      layout: 'bulk',
      rows_read: 11,
      rows_added: 4,
      rows_known: 0,
      rows_skipped: 7,
      skipped: expect.objectContaining({
        not_a_sale: 3,
        not_a_home: 1,
        price_per_sqm_outlier: 1,
        small_area: 1,
        low_value: 1,
        bad_date: 0,
      }),
    });
    expect(progress.at(-1)).toBe(Buffer.byteLength(bulkFile()));
    const rows = await stored();
    expect(rows.map((row) => row.transaction_id)).toEqual(BULK_KEPT.map((row) => row.id));
    expect(rows[0]).toMatchObject({
      sale_date: '2025-11-03',
      kind: 'apartment',
      rooms: '1 B/R',
      area: 'Marsa Dubai',
      master_project: 'Dubai Marina',
      project: 'Marina Gate',
      building: 'Marina Gate 1',
      price: 1_650_000,
    });
    expect(Number(rows[0]!.offplan)).toBe(0);
    // 75 m² are 807.29 sq ft, once.
    expect(rows[0]!.area_sqft).toBeCloseTo(807.29, 1);
    expect(rows[0]!.price_per_sqft).toBeCloseTo(1_650_000 / 807.2925, 1);
    expect(rows[1]).toMatchObject({ rooms: 'Studio', master_project: 'Jumeirah Village Circle' });
    expect(Number(rows[1]!.offplan)).toBe(1);
    expect(rows[2]).toMatchObject({ kind: 'villa', rooms: '4 B/R', building: null });
    expect(rows[3]).toMatchObject({ building: 'Marina Gate, Tower 2' });
  });

  it('adds nothing twice: the same file again, then the open-data export of the same sales', async () => {
    await importMarketFile(t.app.ctx, chunkedStream(bulkFile()));
    const again = await importMarketFile(t.app.ctx, chunkedStream(bulkFile()));
    expect(again).toMatchObject({ rows_added: 0, rows_known: 4 });
    // A byte-order mark, CRLF and day-first dates; the same transactions.
    const other = await importMarketFile(t.app.ctx, chunkedStream(exportFile()));
    expect(other).toMatchObject({
      layout: 'export',
      rows_read: 6,
      rows_added: 0,
      rows_known: 4,
      rows_skipped: 2,
    });
    expect(await stored()).toHaveLength(4);
  });

  it('reads the open-data export on its own, dates day-first', async () => {
    const result = await importMarketFile(t.app.ctx, chunkedStream(exportFile()));
    expect(result).toMatchObject({
      layout: 'export',
      rows_added: 4,
      skipped: expect.objectContaining({ not_a_sale: 2 }),
    });
    const rows = await stored();
    expect(rows.map((row) => row.sale_date)).toEqual([
      '2025-11-03',
      '2025-10-21',
      '2025-09-14',
      '2025-11-10',
    ]);
    expect(rows.map((row) => Number(row.offplan))).toEqual([0, 1, 0, 0]);
  });

  it('refuses a file of neither layout before writing anything, naming the missing columns', async () => {
    const file = 'transaction_id,instance_date,actual_worth\n1-1,2025-01-01,1000000\n';
    await expect(importMarketFile(t.app.ctx, chunkedStream(file))).rejects.toThrow(MarketFileError);
    await expect(importMarketFile(t.app.ctx, chunkedStream(file))).rejects.toThrow(/procedure_area/);
    await expect(importMarketFile(t.app.ctx, chunkedStream(''))).rejects.toThrow('The file is empty');
    expect(await stored()).toHaveLength(0);
  });

  it('keeps what a truncated file holds before its cut, and what was loaded before it', async () => {
    await importMarketFile(t.app.ctx, chunkedStream(exportFile()));
    const file = bulkFile([...BULK_KEPT.map((row) => ({ ...row, id: `${row.id}-b` }))]);
    const cut = file.slice(0, file.lastIndexOf('\n', file.length - 2) + 25);
    const result = await importMarketFile(t.app.ctx, chunkedStream(cut), { batchSize: 1 });
    expect(result).toMatchObject({
      rows_read: 4,
      rows_added: 3,
      skipped: expect.objectContaining({ missing_field: 1 }),
    });
    expect(await stored()).toHaveLength(7);
  });

  it('counts a row whose quote never closes as unreadable, keeping the sales before it', async () => {
    const file = bulkFile(BULK_KEPT.map((row) => ({ ...row, id: `${row.id}-q` })));
    const broken = file.replace('"Marina Gate, Tower 2"', '"Marina Gate, Tower 2');
    const result = await importMarketFile(t.app.ctx, chunkedStream(broken), { batchSize: 1 });
    expect(result).toMatchObject({
      rows_read: 4,
      rows_added: 3,
      skipped: expect.objectContaining({ unreadable: 1 }),
    });
    expect(await stored()).toHaveLength(3);
  });

  it('fails clearly on a row longer than 64 KB (a quote left open early in a large file), storing nothing', async () => {
    await importMarketFile(t.app.ctx, chunkedStream(exportFile()));
    const before = await stored();
    const file = bulkFile(BULK_KEPT.map((row) => ({ ...row, id: `${row.id}-l` })));
    const open = file.replace('"Marina Gate, Tower 2"', `"Marina Gate, Tower 2 ${'x'.repeat(1024 * 1024)}`);
    const chunks = Readable.from([Buffer.from(open)]);
    await expect(importMarketFile(t.app.ctx, chunks)).rejects.toThrow(
      /^A row of the file \(line \d+\) is longer than 64 KB: a quote is probably left open\. Nothing was imported\.$/,
    );
    expect(await stored()).toEqual(before);
  });

  it('counts rows of binary garbage as unreadable or incomplete, never failing', async () => {
    const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251));
    const file = Buffer.concat([
      Buffer.from(bulkFile(BULK_KEPT.slice(0, 1).map((row) => ({ ...row, id: 'g-1' })))),
      garbage,
    ]);
    const result = await importMarketFile(t.app.ctx, Readable.from([file]));
    expect(result.rows_added).toBe(1);
    expect(result.rows_skipped).toBe(result.rows_read - 1);
  });

  it('leaves the stored sales, demo sample included, as they were when an import stops while reading', async () => {
    await importMarketFile(t.app.ctx, chunkedStream(exportFile()), { demo: true });
    const controller = new AbortController();
    const real = BULK_KEPT.map((row) => ({ ...row, id: `${row.id}-stop` }));
    await expect(
      importMarketFile(t.app.ctx, chunkedStream(bulkFile(real)), {
        batchSize: 1,
        signal: controller.signal,
        onProgress: () => controller.abort(new Error('the server is stopping')),
      }),
    ).rejects.toThrow('the server is stopping');
    expect(await summarizeSales(db())).toMatchObject({ sales: 4, demo: true });
    // The same file again imports every sale.
    const again = await importMarketFile(t.app.ctx, chunkedStream(bulkFile(real)));
    expect(again).toMatchObject({ rows_added: 4, rows_known: 0 });
    expect(await summarizeSales(db())).toMatchObject({ sales: 4, demo: false });
  });

  it('replaces the generated demo sample with the first real import', async () => {
    await importMarketFile(t.app.ctx, chunkedStream(exportFile()), { demo: true });
    expect(await summarizeSales(db())).toEqual({
      sales: 4,
      first_sale: '2025-09-14',
      last_sale: '2025-11-10',
      demo: true,
    });
    const real = BULK_KEPT.slice(0, 1).map((row) => ({ ...row, id: 'real-1' }));
    await importMarketFile(t.app.ctx, chunkedStream(bulkFile(real)));
    expect(await summarizeSales(db())).toEqual({
      sales: 1,
      first_sale: '2025-11-03',
      last_sale: '2025-11-03',
      demo: false,
    });
  });
});
