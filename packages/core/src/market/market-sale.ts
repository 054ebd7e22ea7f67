/**
 * A registered sale from the Dubai Land Department's open data (CC BY 4.0), as the market reference
 * keeps it: one arm's-length sale of a home, cleaned (docs/decisions/0029). Both of DLD's CSV layouts
 * (the bulk file and the open-data page's export) are read into this one shape (dld-rows.ts).
 */

/** What kind of home, from DLD's property type and sub-type. */
export const MARKET_KINDS = ['apartment', 'villa', 'townhouse', 'hotel apartment', 'penthouse'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** Bedrooms as DLD writes them ('Studio', '1 B/R' … '7 B/R'); null when DLD gives none. */
export type DldRooms = 'Studio' | `${number} B/R`;

export interface MarketSale {
  /** DLD's transaction number: a sale imported twice is stored once. */
  transaction_id: string;
  /** The registration date, 'YYYY-MM-DD'. */
  date: string;
  kind: MarketKind;
  rooms: DldRooms | null;
  /** Sold before completion (off-plan) or completed (ready). */
  offplan: boolean;
  /** DLD's area (a land-registry district: 'Marsa Dubai', 'Al Barsha South Fourth'). */
  area: string;
  /** The master project ('Dubai Marina', 'Jumeirah Village Circle'), when DLD gives one. */
  master_project: string | null;
  /** The project ('Marina Gate'), when DLD gives one. */
  project: string | null;
  /** The building ('Marina Gate 1'), when DLD gives one. */
  building: string | null;
  /** Floor area in square feet (DLD's square metres × 10.7639). */
  area_sqft: number;
  /** The price paid, AED. */
  price: number;
  /** price / area_sqft, AED. */
  price_per_sqft: number;
}

/** Square feet in a square metre. */
export const SQFT_PER_SQM = 10.7639;

/**
 * Why a row of a DLD file is not kept; the import counts rows by reason. `unreadable`: the CSV reader
 * could not split the row (a quote that never closes, say).
 */
export const SKIP_REASONS = [
  'unreadable',
  'not_a_sale',
  'not_a_home',
  'missing_field',
  'bad_date',
  'bad_number',
  'small_area',
  'low_value',
  'price_per_sqm_outlier',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type DldRowResult = { sale: MarketSale } | { skip: SkipReason };
