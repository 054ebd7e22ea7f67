import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../service-context.ts';
import { MarketFileError, readCsvRecords } from './market-csv.ts';
import {
  createStaging,
  deleteDemoRows,
  dropStaging,
  type MarketTable,
  stageRows,
  stagesOnOneConnection,
  STAGING_PARTS,
  stagingPart,
  storeStaged,
} from './market-table.ts';

export interface ImportProgress {
  /** Bytes of the file read so far. */
  bytesRead: number;
  rowsRead: number;
  rowsAdded: number;
  rowsSkipped: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /** True for the demo seed's generated sample; a real import first removes that sample. */
  demo?: boolean;
  /** Records staged per statement while the file is read (500 on SQLite, 2,000 on PostgreSQL). */
  batchSize?: number;
}

/**
 * A kind of DLD open-data file (the sales, the rent contracts): how its header and rows are read and
 * where its records are stored. `unreadable` (and `too_long` when such rows are skipped) must be among
 * its reasons.
 */
export interface MarketFile<Header, Item extends object, Reason extends string> {
  /** Why a row is not kept, each counted from 0. */
  reasons: readonly Reason[];
  /** Where each field is, or the columns the header lacks. */
  readHeader: (record: string[]) => Header | HeaderProblem;
  /** A row read into a record to store, or the reason it is not kept. */
  readRow: (header: Header, record: string[]) => Item | Reason;
  table: MarketTable<Item>;
  /** A row over 64 KB: the end of the import (`fail`) or a row counted as `too_long` (`skip`). */
  longRecords: 'fail' | 'skip';
}

/** A header without the file's columns: those it lacks, and a message naming them. */
export interface HeaderProblem {
  missing: string[];
  message: string;
}

const isProblem = (read: unknown): read is HeaderProblem =>
  typeof read === 'object' && read !== null && 'missing' in read;

/** What an import counted. */
export interface ImportCounts<Reason extends string = string> {
  /** Data rows read (the header not counted). */
  rows_read: number;
  /** Records stored that were not there before. */
  rows_added: number;
  /** Rows kept by the cleaning whose record was stored already (an overlapping file, a repeated line). */
  rows_known: number;
  rows_skipped: number;
  /** Rows not kept, by reason. */
  skipped: Record<Reason, number>;
}

export type FileImportResult<Header, Reason extends string> = ImportCounts<Reason> & { header: Header };

/**
 * A turn of the event loop for the server's requests: SQLite's driver answers a query without one, so
 * a loop of queries would hold them all until it ends.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Imports a DLD open-data file, streamed: csv-parse splits it (market-csv.ts), `@dd/core` cleans each
 * row, and the records kept are staged in temporary tables; once the file is read, they are stored in
 * the lookup indexes' order (ADR 0029, market-table.ts) a step at a time, each committed on its own,
 * keyed, so a file imported again or one that overlaps an earlier one adds nothing twice. A header without the file's columns is
 * refused before anything is written; a row the reader cannot split is counted as unreadable. Nothing
 * loaded earlier is touched, but for the demo sample, which a real import removes once the file is read.
 */
export async function importMarketData<Header, Item extends object, Reason extends string>(
  ctx: Pick<ServiceContext, 'db'>,
  input: Readable,
  file: MarketFile<Header, Item, Reason>,
  options: ImportOptions = {},
): Promise<FileImportResult<Header, Reason>> {
  const { db } = ctx;
  // The staging tables belong to a connection: on PostgreSQL the import keeps one of the pool's for
  // itself; SQLite's single connection is shared, and pinning it would stop every other query.
  if (stagesOnOneConnection(db))
    return db.connection().execute((connection) => importFile(connection, input, file, options));
  return importFile(db, input, file, options);
}

async function importFile<Header, Item extends object, Reason extends string>(
  db: Kysely<Database>,
  input: Readable,
  file: MarketFile<Header, Item, Reason>,
  options: ImportOptions,
): Promise<FileImportResult<Header, Reason>> {
  // PostgreSQL takes a batch as a few arrays, whatever its size: fewer round trips.
  const batchSize = options.batchSize ?? (stagesOnOneConnection(db) ? 2000 : 500);
  const { table } = file;
  const skipped = Object.fromEntries(file.reasons.map((reason) => [reason, 0])) as Record<Reason, number>;
  let rowsRead = 0;
  let rowsAdded = 0;
  let rowsKept = 0;
  let rowsSkipped = 0;
  const csv = readCsvRecords(input, {
    longRecords: file.longRecords,
    onSkip: (reason) => {
      rowsRead++;
      rowsSkipped++;
      skipped[reason as Reason]++;
    },
  });
  let header: Header | undefined;
  // A batch per part of the staging, each staged when full; one is staged while the next is read
  // (PostgreSQL stores it in its own process meanwhile).
  const batches: Item[][] = Array.from({ length: STAGING_PARTS }, () => []);
  let lastKey: string | undefined;
  let staging: Promise<void> = Promise.resolve();
  const report = () => options.onProgress?.({ bytesRead: csv.bytesRead(), rowsRead, rowsAdded, rowsSkipped });
  const flush = async (part: number) => {
    await staging;
    const batch = batches[part]!;
    if (batch.length === 0) return;
    batches[part] = [];
    staging = stageRows(db, table, part, batch);
    // Awaited before the next batch, or once the file is read.
    staging.catch(() => {});
    report();
  };

  try {
    // 1. The file, read and cleaned into the staging tables: nothing stored is touched yet.
    for await (const record of csv.records) {
      options.signal?.throwIfAborted();
      if (header === undefined) {
        const read = file.readHeader(record);
        if (isProblem(read)) throw new MarketFileError(read.message);
        header = read;
        await createStaging(db, table);
        continue;
      }
      rowsRead++;
      const kept = file.readRow(header, record);
      if (typeof kept === 'string') {
        skipped[kept]++;
        rowsSkipped++;
        continue;
      }
      rowsKept++;
      // The lines of a contract for several units follow each other: its first is staged, the others
      // would only be found stored already.
      const key = table.keyOf(kept);
      if (key === lastKey) continue;
      lastKey = key;
      const part = stagingPart(table, kept);
      if (batches[part]!.push(kept) >= batchSize) await flush(part);
    }
    if (header === undefined) throw new MarketFileError('The file is empty');
    for (let part = 0; part < STAGING_PARTS; part++) await flush(part);
    await staging;
    // 2. The staged records stored in the lookup indexes' order, a step per transaction.
    options.signal?.throwIfAborted();
    if (!options.demo) await deleteDemoRows(db, table);
    for await (const added of storeStaged(db, table, options.demo ?? false)) {
      rowsAdded += added;
      report();
      await nextTurn();
      options.signal?.throwIfAborted();
    }
  } finally {
    csv.close();
    if (header !== undefined) await dropStaging(db).catch(() => {});
  }
  report();
  return {
    header,
    rows_read: rowsRead,
    rows_added: rowsAdded,
    rows_known: rowsKept - rowsAdded,
    rows_skipped: rowsSkipped,
    skipped,
  };
}
