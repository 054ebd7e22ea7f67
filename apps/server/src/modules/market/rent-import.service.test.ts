import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EJARI_KEPT, ejariFile, ejariLine, multiUnitLines } from '../../../test/rent-files.ts';
import { chunkedStream } from '../../../test/chunked-stream.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { MarketFileError } from './market-csv.ts';
import { comparableRents, loadedRents, summarizeRents } from './market-rents.repository.ts';
import { importRentFile } from './rent-import.service.ts';

/** `count` one-unit contracts `prefix-0` … in Marina Gate. */
const contracts = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ejariLine(`${prefix}-${i}`));

describe.each(engines)('importRentFile on %s', (engine) => {
  let t: TestApp;
  const db = () => t.app.ctx.db;
  const stored = () => db().selectFrom('market_rents').selectAll().orderBy('contract_id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await db().deleteFrom('market_rents').execute();
  });

  it('stores each contract of a home once, at its annual amount over its units, and counts the rest by reason', async () => {
    const progress: number[] = [];
    const result = await importRentFile(t.app.ctx, chunkedStream(ejariFile()), {
      batchSize: 2,
      onProgress: (p) => progress.push(p.bytesRead),
    });
    expect(result).toEqual({
      rows_read: 13,
      rows_added: 4,
      // The three-flat contract's second and third lines.
      rows_known: 2,
      rows_skipped: 7,
      skipped: {
        unreadable: 0,
        too_long: 0,
        not_a_home: 3,
        missing_field: 1,
        bad_date: 1,
        bad_number: 1,
        rent_outlier: 1,
      },
    });
    expect(progress.at(-1)).toBe(Buffer.byteLength(ejariFile()));
    const rows = await stored();
    expect(rows.map((row) => row.contract_id)).toEqual(['r-1', 'r-2', 'r-3', 'r-4']);
    expect(rows[0]).toMatchObject({
      start_date: '2025-03-01',
      kind: 'apartment',
      rooms: '1 B/R',
      area: 'Marsa Dubai',
      master_project: 'Dubai Marina',
      project: 'Marina Gate',
      annual_rent: 90_000,
    });
    expect(Number(rows[0]!.renewal)).toBe(0);
    expect(Number(rows[0]!.demo)).toBe(0);
    // A renewal counts as a rent; no project named: the area and master project remain.
    expect(rows[1]).toMatchObject({ rooms: 'Studio', project: null, area: 'Al Barsha South Fourth' });
    expect(Number(rows[1]!.renewal)).toBe(1);
    expect(rows[2]).toMatchObject({ kind: 'villa', rooms: '4 B/R', project: 'Signature Villas, Frond A' });
    // AED 360,000 a year for three flats: one flat's rent, once.
    expect(rows[3]).toMatchObject({ rooms: '2 B/R', annual_rent: 120_000 });
  });

  it('adds nothing twice: the same file again, or its contracts in another order and company', async () => {
    await importRentFile(t.app.ctx, chunkedStream(ejariFile()));
    const again = await importRentFile(t.app.ctx, chunkedStream(ejariFile()));
    expect(again).toMatchObject({ rows_read: 13, rows_added: 0, rows_known: 6 });
    const other = await importRentFile(
      t.app.ctx,
      chunkedStream(ejariFile([ejariLine('r-new'), ...[...EJARI_KEPT].reverse()])),
    );
    expect(other).toMatchObject({ rows_read: 7, rows_added: 1, rows_known: 6, rows_skipped: 0 });
    expect(await stored()).toHaveLength(5);
  });

  it('stores a contract of several units once even when its lines are apart in the file', async () => {
    const [first, ...others] = multiUnitLines('m-1', 4, { annual_amount: '400000' });
    const file = ejariFile([first!, ...contracts('c', 600), ...others]);
    const result = await importRentFile(t.app.ctx, chunkedStream(file, 4096), { batchSize: 50 });
    expect(result).toMatchObject({ rows_read: 604, rows_added: 601, rows_known: 3 });
    const [contract] = await db()
      .selectFrom('market_rents')
      .selectAll()
      .where('contract_id', '=', 'm-1')
      .execute();
    expect(contract?.annual_rent).toBe(100_000);
  });

  it('refuses a file without the columns of a rent contracts file before writing anything, naming them', async () => {
    const file = 'contract_id,contract_start_date,contract_amount\n1,01-01-2025,90000\n';
    await expect(importRentFile(t.app.ctx, chunkedStream(file))).rejects.toThrow(MarketFileError);
    await expect(importRentFile(t.app.ctx, chunkedStream(file))).rejects.toThrow(
      /^Not an Ejari rent contracts file: missing columns annual_amount, .*area_name_en$/,
    );
    await expect(importRentFile(t.app.ctx, chunkedStream(''))).rejects.toThrow('The file is empty');
    expect(await stored()).toHaveLength(0);
  });

  it('counts a line over 64 KB (a quote left open) as too long and imports every contract after it', async () => {
    const before = contracts('a', 3);
    const after = contracts('b', 800);
    const broken = ejariFile([...before, ejariLine('q-1', { project_name_en: 'MARKER' }), ...after]).replace(
      'MARKER',
      '"Marina Gate, Tower 2',
    );
    expect(Buffer.byteLength(broken)).toBeGreaterThan(2 * 64 * 1024);
    const result = await importRentFile(t.app.ctx, chunkedStream(broken, 16 * 1024));
    expect(result).toMatchObject({
      rows_read: 804,
      rows_added: 803,
      rows_skipped: 1,
      skipped: expect.objectContaining({ too_long: 1, unreadable: 0 }),
    });
    const ids = (await stored()).map((row) => row.contract_id);
    expect(ids).toContain('b-799');
    expect(ids).not.toContain('q-1');
  });

  it('counts rows of binary garbage as unreadable or incomplete, never failing', async () => {
    const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251));
    const file = Buffer.concat([Buffer.from(ejariFile(contracts('g', 1))), garbage]);
    const result = await importRentFile(t.app.ctx, Readable.from([file]));
    expect(result.rows_added).toBe(1);
    expect(result.rows_skipped).toBe(result.rows_read - 1);
  });

  it('replaces the generated demo sample with the first real import, and keeps it when an import stops', async () => {
    expect(await loadedRents(db())).toBe('none');
    await importRentFile(t.app.ctx, chunkedStream(ejariFile(contracts('demo', 5))), { demo: true });
    expect(await summarizeRents(db())).toEqual({
      contracts: 5,
      first_contract: '2025-03-01',
      last_contract: '2025-03-01',
      demo: true,
    });
    expect(await loadedRents(db())).toBe('demo');

    const controller = new AbortController();
    const real = ejariFile(EJARI_KEPT);
    await expect(
      importRentFile(t.app.ctx, chunkedStream(real), {
        batchSize: 1,
        signal: controller.signal,
        onProgress: () => controller.abort(new Error('the server is stopping')),
      }),
    ).rejects.toThrow('the server is stopping');
    expect(await summarizeRents(db())).toMatchObject({ contracts: 5, demo: true });

    await importRentFile(t.app.ctx, chunkedStream(real));
    expect(await summarizeRents(db())).toEqual({
      contracts: 4,
      first_contract: '2024-11-20',
      last_contract: '2025-06-01',
      demo: false,
    });
    expect(await loadedRents(db())).toBe('ejari');
  });

  it('finds the comparable contracts of a kind and rooms in areas or master projects since a date', async () => {
    await importRentFile(
      t.app.ctx,
      chunkedStream(
        ejariFile([
          ...EJARI_KEPT,
          ejariLine('old', { contract_start_date: '01-03-2023' }),
          ejariLine('jvc-1', {
            master_project_en: 'Jumeirah Village Circle',
            area_name_en: 'Al Barsha South Fourth',
          }),
        ]),
      ),
    );
    const oneBed = { kind: 'apartment' as const, rooms: '1 B/R' as const };
    expect(await comparableRents(db(), oneBed, '2024-03-01', 'area', ['Marsa Dubai'])).toEqual([
      {
        contract_id: 'r-1',
        date: '2025-03-01',
        annual_rent: 90_000,
        project: 'Marina Gate',
        master_project: 'Dubai Marina',
      },
    ]);
    const since2023 = await comparableRents(db(), oneBed, '2023-01-01', 'master_project', [
      'Dubai Marina',
      'Jumeirah Village Circle',
    ]);
    expect(since2023.map((rent) => rent.date).sort()).toEqual(['2023-03-01', '2025-03-01', '2025-03-01']);
    // Any rooms: the Marina flats of every size.
    const anyRooms = await comparableRents(db(), { kind: 'apartment', rooms: null }, '2024-01-01', 'area', [
      'Marsa Dubai',
    ]);
    expect(anyRooms.map((rent) => rent.annual_rent).sort((a, b) => a - b)).toEqual([90_000, 120_000]);
    expect(await comparableRents(db(), { kind: 'villa', rooms: null }, '2024-01-01', 'area', [])).toEqual([]);
  });
});
