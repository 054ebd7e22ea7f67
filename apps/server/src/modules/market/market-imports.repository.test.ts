import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import type { ImportResult } from './market-import.service.ts';
import { createImport, findImport, finishImport, saveImportProgress } from './market-imports.repository.ts';

describe.each(engines)('market imports on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  it('keeps a running import up to date, and a finished one as it finished', async () => {
    const db = t.handle.db;
    const id = await createImport(db, { source: 'upload', file_name: 'sales.csv', bytes_total: 900 });
    const early = { bytesRead: 300, rowsRead: 11, rowsAdded: 0, rowsSkipped: 7 };
    await saveImportProgress(db, id, early);
    expect(await findImport(db, id, 'sales')).toMatchObject({
      status: 'running',
      bytes_read: 300,
      rows_added: 0,
    });

    const result = {
      layout: 'bulk' as const,
      rows_read: 11,
      rows_added: 4,
      rows_known: 0,
      rows_skipped: 7,
      // The reasons not counted are left out, as the stored view leaves them out.
      skipped: { not_a_sale: 3, not_a_home: 1 } as ImportResult['skipped'],
    };
    await finishImport(db, id, { result, bytesRead: 900 });
    // The import does not wait for its progress saves: one that lands after the finish changes nothing.
    await saveImportProgress(db, id, early);
    expect(await findImport(db, id, 'sales')).toMatchObject({
      status: 'done',
      bytes_read: 900,
      rows_read: 11,
      rows_added: 4,
      rows_skipped: 7,
    });
  });
});
