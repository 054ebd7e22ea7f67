import type { DldRooms, MarketKind, RentContract } from '@dd/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteDemoRows, insertNew, loadedData, type MarketTable, summarizeTable } from './market-table.ts';

/**
 * The rent contracts as an import stores them (ADR 0058): one row per Ejari contract, at one unit's
 * annual rent. A contract for several units comes as a line per unit, each the same contract: the first
 * stored is kept, the others (and the same contract in a file imported again) add nothing.
 */
export const RENTS_TABLE: MarketTable<RentContract> & { source: 'ejari' } = {
  name: 'market_rents',
  source: 'ejari',
  date: 'start_date',
  key: 'contract_id',
  keyOf: (contract) => contract.contract_id,
  columns: [
    ['contract_id', 'text'],
    ['start_date', 'text'],
    ['kind', 'text'],
    ['rooms', 'text'],
    ['area', 'text'],
    ['master_project', 'text'],
    ['project', 'text'],
    ['annual_rent', 'double precision'],
    ['renewal', 'integer'],
    ['demo', 'integer'],
  ],
  // Both lookup indexes start with the kind and rooms and end with the start date; a master project
  // lies within an area or a few, so one order serves both.
  order: 'kind, rooms, area, master_project, start_date, contract_id',
  // Narrower rows and two lookup indexes, not four: 10,000 hold SQLite's lock about as long as 2,000
  // sales (70 ms with a million contracts stored); 2,000 a statement took twice as long in all.
  mergeChunk: 10_000,
  row: (contract) => ({
    contract_id: contract.contract_id,
    start_date: contract.start_date,
    kind: contract.kind,
    rooms: contract.rooms ?? '',
    area: contract.area,
    master_project: contract.master_project,
    project: contract.project,
    annual_rent: contract.annual_rent,
    renewal: contract.renewal ? 1 : 0,
  }),
  partKey: (contract) => `${contract.kind}|${contract.rooms ?? ''}|${contract.area}`,
};

/**
 * Stores contracts not stored yet (by contract id; the rest are left as they are) in one statement and
 * transaction. Returns how many were new.
 */
export const insertRents = (db: Kysely<Database>, contracts: readonly RentContract[], demo: boolean) =>
  insertNew(db, RENTS_TABLE, contracts, demo);

/** Removes the demo seed's generated sample of contracts (before the first real import). */
export const deleteDemoRents = (db: Kysely<Database>) => deleteDemoRows(db, RENTS_TABLE);

export interface MarketRentsSummary {
  contracts: number;
  /** 'YYYY-MM-DD' of the earliest and the latest contract start; null when there is none. */
  first_contract: string | null;
  last_contract: string | null;
  /** True when what is loaded is only the demo seed's generated sample. */
  demo: boolean;
}

/** How many rent contracts are loaded, their start dates, and whether they are the generated demo sample. */
export async function summarizeRents(db: Kysely<Database>): Promise<MarketRentsSummary> {
  const { rows, first, last, demo } = await summarizeTable(db, RENTS_TABLE);
  return { contracts: rows, first_contract: first, last_contract: last, demo };
}

/** Which rent contracts are loaded: 'none', the demo seed's generated sample, or Ejari's data (never both). */
export const loadedRents = (db: Kysely<Database>) => loadedData(db, RENTS_TABLE);

/** A contract a listing's rent is compared with. */
export interface ComparableRent {
  /** Its start date, 'YYYY-MM-DD'. */
  contract_id: string;
  date: string;
  /** AED a year for one unit. */
  annual_rent: number;
  project: string | null;
  master_project: string | null;
}

/**
 * Contracts of the kind and rooms (any, when `rooms` is null) that started on or after `since`
 * ('YYYY-MM-DD') in the named areas or master projects: one of the two lookup indexes (kind, rooms,
 * place, start date) answers it. Their projects come along, for the listing's to be picked among them.
 */
export async function comparableRents(
  db: Kysely<Database>,
  key: { kind: MarketKind; rooms: DldRooms | null },
  since: string,
  column: 'area' | 'master_project',
  names: readonly string[],
): Promise<ComparableRent[]> {
  if (names.length === 0) return [];
  let query = db
    .selectFrom('market_rents')
    .select(['contract_id', 'start_date as date', 'annual_rent', 'project', 'master_project'])
    .where('kind', '=', key.kind)
    .where(column, 'in', names)
    .where('start_date', '>=', since);
  if (key.rooms !== null) query = query.where('rooms', '=', key.rooms);
  return query.execute();
}
