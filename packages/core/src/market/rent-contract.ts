/**
 * A registered rent contract from the Dubai Land Department's open data (Ejari, CC BY 4.0), as the rent
 * reference keeps it: one contract of a home, one unit's annual rent (docs/decisions/0058). The rent
 * contracts CSV is read into this shape by ejari-rows.ts.
 */
import type { DldRooms, MarketKind } from './market-sale.ts';

export interface RentContract {
  /** Ejari's contract number: a contract imported twice, or one repeated on a line per unit, is stored once. */
  contract_id: string;
  /** The contract's start date, 'YYYY-MM-DD'. */
  start_date: string;
  kind: MarketKind;
  /** Bedrooms as the sales write them ('Studio', '1 B/R' …); null when the contract names none. */
  rooms: DldRooms | null;
  /** DLD's area ('Marsa Dubai'). */
  area: string;
  /** The master project, when the contract names one. */
  master_project: string | null;
  /** The project, when the contract names one (about a quarter of the rows do). */
  project: string | null;
  /** AED a year for one unit: the contract's annual amount divided by its units (`no_of_prop`). */
  annual_rent: number;
  /** A renewal ('Renew'), else a new contract: both count as rents. */
  renewal: boolean;
}

/**
 * Why a line of the rent contracts file is not kept; the import counts lines by reason.
 * - `unreadable`: the CSV reader could not split the line;
 * - `too_long`: a record over 64 KB (a quote left open), skipped and counted;
 * - `not_a_home`: offices, shops, warehouses, commercial or industrial use, staff accommodation, labour
 *   camps, land and whole buildings;
 * - `missing_field`, `bad_date`, `bad_number`: a required value is empty or unreadable;
 * - `rent_outlier`: one unit's annual rent outside the plausible bounds.
 */
export const RENT_SKIP_REASONS = [
  'unreadable',
  'too_long',
  'not_a_home',
  'missing_field',
  'bad_date',
  'bad_number',
  'rent_outlier',
] as const;
export type RentSkipReason = (typeof RENT_SKIP_REASONS)[number];

export type EjariRowResult = { contract: RentContract } | { skip: RentSkipReason };
