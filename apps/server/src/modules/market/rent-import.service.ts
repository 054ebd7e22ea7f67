import {
  type EjariHeader,
  readEjariHeader,
  readEjariRow,
  RENT_SKIP_REASONS,
  type RentContract,
  type RentSkipReason,
} from '@dd/core';
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../service-context.ts';
import {
  type ImportCounts,
  importMarketData,
  type ImportOptions,
  type MarketFile,
} from './market-file-import.ts';
import { RENTS_TABLE } from './market-rents.repository.ts';

/**
 * What a rent import counted: contract lines read, contracts added, lines kept whose contract was stored
 * already (a multi-unit contract's other lines, an overlapping file), lines skipped by reason (the
 * cleaning's, lines the CSV reader could not split and lines over 64 KB).
 */
export type RentImportResult = ImportCounts<RentSkipReason>;

/**
 * Ejari's rent contracts file. A record over 64 KB is a quote left open: its line is counted as
 * `too_long` and the lines after it are read.
 */
const RENTS_FILE: MarketFile<EjariHeader, RentContract, RentSkipReason> = {
  reasons: RENT_SKIP_REASONS,
  readHeader: readEjariHeader,
  readRow: (header, record) => {
    const read = readEjariRow(header, record);
    return 'skip' in read ? read.skip : read.contract;
  },
  table: RENTS_TABLE,
  longRecords: 'skip',
};

/**
 * Imports a DLD rent contracts file (Ejari open data) into the rent contracts, streamed and staged
 * (market-file-import.ts): every contract stored once, at one unit's annual rent, however many lines
 * (units) it has and however often it is imported; lines that are not homes or cannot be read are
 * counted by reason. A header without Ejari's columns is refused before anything is written, naming
 * them. A real import removes the demo sample once the file is read.
 */
export async function importRentFile(
  ctx: Pick<ServiceContext, 'db'>,
  input: Readable,
  options: ImportOptions = {},
): Promise<RentImportResult> {
  const { header: _header, ...counts } = await importMarketData(ctx, input, RENTS_FILE, options);
  return counts;
}
