import {
  type DldRowResult,
  type MarketSale,
  readDldHeader,
  readDldRow,
  SKIP_REASONS,
  type SkipReason,
} from '@dd/core';
import { parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/schema.ts';
import { BadRequestError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  createStaging,
  deleteDemoSales,
  dropStaging,
  mergeStaged,
  sortStagedPart,
  stagingParts,
  stageSales,
  stagesOnOneConnection,
} from './market-sales.repository.ts';

/** Why rows were not kept: the cleaning's reasons, and rows the CSV reader could not split. */
export type SkippedCounts = Record<SkipReason, number>;

export interface ImportProgress {
  /** Bytes of the file read so far. */
  bytesRead: number;
  rowsRead: number;
  rowsAdded: number;
  rowsSkipped: number;
}

export interface ImportResult {
  layout: 'bulk' | 'export';
  /** Data rows read (the header not counted). */
  rows_read: number;
  /** Sales stored that were not there before. */
  rows_added: number;
  /** Sales kept by the cleaning but stored already (an overlapping file). */
  rows_known: number;
  rows_skipped: number;
  skipped: SkippedCounts;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /** True for the demo seed's generated sample; a real import first removes that sample. */
  demo?: boolean;
  /** Sales staged per statement while the file is read. */
  batchSize?: number;
}

/**
 * Sales stored per statement (and transaction) once the file is read: on SQLite each holds the write
 * lock (and the event loop) for tens of milliseconds, so inquiries go on during an import.
 */
const MERGE_CHUNK = 2000;

/**
 * A turn of the event loop for the server's requests: SQLite's driver answers a query without one, so
 * a loop of queries would hold them all until it ends.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The file cannot be read as DLD transactions: empty, its header of neither layout, or a row too long. */
export class MarketFileError extends BadRequestError {}

/**
 * A DLD row is a few hundred bytes; a longer one is a quote left open swallowing the file. The reader
 * holds at most this much of a row, and such a row ends the import with a clear failure (issue 42: a
 * 300 MB unterminated field had raised the process's memory by 240 MB, for good).
 */
export const MAX_RECORD_BYTES = 64 * 1024;

const emptyCounts = (): SkippedCounts =>
  Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as SkippedCounts;

/**
 * Imports a DLD transactions file (either layout), streamed: csv-parse splits it (a BOM, quoted
 * fields, CRLF and Arabic text handled), `@dd/core` cleans each row, and the sales kept are staged in
 * a temporary table; once the file is read, they are stored in the lookup indexes' order (ADR 0029)
 * in chunks, each committed on its own, keyed by transaction id, so a file imported again or one that
 * overlaps an earlier one adds nothing twice. A header of neither layout is refused before anything
 * is written; a row the reader cannot split (a quote that never closes swallows the rest of the file
 * into it) is counted as unreadable. Nothing loaded earlier is touched, but for the demo sample,
 * which a real import removes once the file is read.
 */
export async function importMarketFile(
  ctx: Pick<ServiceContext, 'db'>,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { db } = ctx;
  // The staging tables belong to a connection: on PostgreSQL the import keeps one of the pool's for
  // itself; SQLite's single connection is shared, and pinning it would stop every other query.
  if (stagesOnOneConnection(db))
    return db.connection().execute((connection) => importFile(connection, input, options));
  return importFile(db, input, options);
}

async function importFile(
  db: Kysely<Database>,
  input: Readable,
  options: ImportOptions,
): Promise<ImportResult> {
  const batchSize = options.batchSize ?? 500;
  // A row the reader cannot split is skipped and counted, never the end of the import.
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  let columns: Exclude<ReturnType<typeof readDldHeader>, { missing: string[] }> | undefined;
  const skipped = emptyCounts();
  let rowsRead = 0;
  let rowsAdded = 0;
  let rowsKept = 0;
  let rowsSkipped = 0;
  let batch: MarketSale[] = [];
  parser.on('skip', (error: { code?: string; lines?: number }) => {
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      const line = error.lines ? ` (line ${error.lines})` : '';
      parser.destroy(
        new MarketFileError(
          `A row of the file${line} is longer than 64 KB: a quote is probably left open. Nothing was imported.`,
        ),
      );
      return;
    }
    rowsRead++;
    rowsSkipped++;
    skipped.unreadable++;
  });
  const report = () =>
    options.onProgress?.({ bytesRead: parser.info.bytes, rowsRead, rowsAdded, rowsSkipped });
  const flush = async () => {
    if (batch.length === 0) return;
    await stageSales(db, batch, options.demo ?? false);
    batch = [];
    report();
  };

  try {
    // 1. The file, read and cleaned into the staging table: nothing stored is touched yet.
    for await (const record of parser as AsyncIterable<string[]>) {
      options.signal?.throwIfAborted();
      if (!columns) {
        const header = readDldHeader(record);
        if ('missing' in header) throw new MarketFileError(header.message);
        columns = header;
        await createStaging(db);
        continue;
      }
      rowsRead++;
      const result: DldRowResult = readDldRow(columns, record);
      if ('skip' in result) {
        skipped[result.skip]++;
        rowsSkipped++;
        continue;
      }
      rowsKept++;
      batch.push(result.sale);
      if (batch.length >= batchSize) await flush();
    }
    if (!columns) throw new MarketFileError('The file is empty');
    await flush();
    // 2. The staged sales stored in the lookup indexes' order, a chunk per transaction.
    let staged = 0;
    for (let part = 0; part < stagingParts(db); part++) {
      staged += await sortStagedPart(db, part, staged);
      await nextTurn();
    }
    if (!options.demo) await deleteDemoSales(db);
    for (let from = 0; from < staged; from += MERGE_CHUNK) {
      options.signal?.throwIfAborted();
      rowsAdded += await mergeStaged(db, from, from + MERGE_CHUNK);
      report();
      await nextTurn();
    }
  } finally {
    input.unpipe(parser);
    input.destroy();
    if (columns) await dropStaging(db).catch(() => {});
  }
  report();
  return {
    layout: columns.layout,
    rows_read: rowsRead,
    rows_added: rowsAdded,
    rows_known: rowsKept - rowsAdded,
    rows_skipped: rowsSkipped,
    skipped,
  };
}
