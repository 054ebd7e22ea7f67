import {
  type DldHeader,
  type MarketSale,
  readDldHeader,
  readDldRow,
  SKIP_REASONS,
  type SkipReason,
} from '@dd/core';
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../service-context.ts';
import {
  type ImportCounts,
  importMarketData,
  type ImportOptions,
  type MarketFile,
} from './market-file-import.ts';
import { SALES_TABLE } from './market-sales.repository.ts';

/** Why rows were not kept: the cleaning's reasons, and rows the CSV reader could not split. */
export type SkippedCounts = Record<SkipReason, number>;

/** What a sales import counted (`rows_added`: sales new; `rows_known`: sales stored already), and the file's layout. */
export type ImportResult = ImportCounts<SkipReason> & { layout: 'bulk' | 'export' };

/**
 * DLD's transactions file, in either layout. A row over 64 KB ends the import with a clear failure,
 * nothing stored: a sales file is read whole or not at all (issue 42).
 */
const SALES_FILE: MarketFile<DldHeader, MarketSale, SkipReason> = {
  reasons: SKIP_REASONS,
  readHeader: readDldHeader,
  readRow: (header, record) => {
    const read = readDldRow(header, record);
    return 'skip' in read ? read.skip : read.sale;
  },
  table: SALES_TABLE,
  longRecords: 'fail',
};

/**
 * Imports a DLD transactions file (either layout, told apart by its header) into the sales, streamed
 * and staged (market-file-import.ts): a file imported again, or one that overlaps an earlier one, adds
 * nothing twice; a header of neither layout is refused before anything is written, naming the missing
 * columns.
 */
export async function importMarketFile(
  ctx: Pick<ServiceContext, 'db'>,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { header, ...counts } = await importMarketData(ctx, input, SALES_FILE, options);
  return { layout: header.layout, ...counts };
}
