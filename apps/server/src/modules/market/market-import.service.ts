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
import { deleteDemoSales, insertSales } from './market-sales.repository.ts';

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
  /** Sales written per statement (and per transaction): small enough not to hold the server up. */
  batchSize?: number;
}

/** The file cannot be read as DLD transactions: empty, or its header is of neither layout. */
export class MarketFileError extends BadRequestError {}

const emptyCounts = (): SkippedCounts =>
  Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as SkippedCounts;

/**
 * Imports a DLD transactions file (either layout), streamed: csv-parse splits it (a BOM, quoted
 * fields, CRLF and Arabic text handled), `@dd/core` cleans each row, and the sales kept are written
 * in batches, each committed on its own, keyed by transaction id, so a file imported again or one
 * that overlaps an earlier one adds nothing twice. A header of neither layout is refused before
 * anything is written; a row the reader cannot split (a quote that never closes swallows the rest of
 * the file into it) is counted as unreadable. Nothing loaded earlier is touched, but for the demo
 * sample, which a real import removes first.
 */
export async function importMarketFile(
  db: Kysely<Database>,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const batchSize = options.batchSize ?? 500;
  // A row the reader cannot split is skipped and counted, never the end of the import.
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
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
  parser.on('skip', () => {
    rowsRead++;
    rowsSkipped++;
    skipped.unreadable++;
  });
  const report = () =>
    options.onProgress?.({ bytesRead: parser.info.bytes, rowsRead, rowsAdded, rowsSkipped });
  const flush = async () => {
    if (batch.length === 0) return;
    rowsAdded += await insertSales(db, batch, options.demo ?? false);
    batch = [];
    report();
  };

  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      options.signal?.throwIfAborted();
      if (!columns) {
        const header = readDldHeader(record);
        if ('missing' in header) throw new MarketFileError(header.message);
        columns = header;
        if (!options.demo) await deleteDemoSales(db);
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
  } finally {
    input.unpipe(parser);
    input.destroy();
  }
  if (!columns) throw new MarketFileError('The file is empty');
  await flush();
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
