/**
 * What comparable homes rent for, and the gross yield at a price (docs/decisions/0058): the median annual
 * rent of one unit over registered Ejari contracts, taken in the narrowest place that has enough of them,
 * by the same rule as the sales' reference (market-reference.ts). The caller's query has already kept
 * the contracts of the listing's kind and rooms, and gives them per level, narrowest first: the project,
 * then the master project, then DLD's area.
 */

import {
  MIN_COMPARABLES,
  narrowestMedian,
  WIDEST_WINDOW,
  type ReferenceLevel,
  type ReferenceWindow,
} from './market-reference.ts';

/** A comparable contract as the reference needs it: its start date ('YYYY-MM-DD') and one unit's annual rent. */
export interface ComparableRent {
  date: string;
  annual_rent: number;
}

export interface RentCandidates {
  level: ReferenceLevel;
  /** The project's, master project's or area's name, as DLD writes it. */
  name: string;
  rents: readonly ComparableRent[];
}

export interface RentReference {
  /** The median annual rent of one unit over the contracts, AED, rounded to the dirham. */
  median_annual: number;
  /** How many contracts the median is taken over (at least MIN_COMPARABLES). */
  contracts: number;
  level: ReferenceLevel;
  name: string;
  window_months: ReferenceWindow;
  /** The newest contract's start date, 'YYYY-MM-DD'. */
  newest: string;
}

export interface NoRentReference {
  contracts: 0;
  reason: string;
}

/**
 * The rent reference from the narrowest level with enough contracts: on each level (narrowest first) the
 * last 12 months, then the last 24 months, before the next level; a window ends at `today` (contracts
 * starting later are not counted). Contracts without a positive rent are ignored. When no level has
 * MIN_COMPARABLES contracts in 24 months there is none, and the reason says so.
 */
export function chooseRentReference(
  levels: readonly RentCandidates[],
  today: Date,
): RentReference | NoRentReference {
  if (levels.length === 0) return { contracts: 0, reason: 'no place to compare with' };
  const found = narrowestMedian(
    levels,
    (candidates) => candidates.rents,
    (rent) => rent.annual_rent,
    today,
  );
  if (found === null)
    return {
      contracts: 0,
      reason: `fewer than ${MIN_COMPARABLES} comparable rent contracts in ${WIDEST_WINDOW} months at every level`,
    };
  return {
    median_annual: Math.round(found.median),
    contracts: found.values.length,
    level: found.candidates.level,
    name: found.candidates.name,
    window_months: found.window_months,
    newest: found.values[0]!.date,
  };
}

/**
 * The gross yield of a home let at `medianAnnualRent` a year and bought at `price`: the rent over the
 * price, in percent, to one decimal (halves up). AED 90,000 a year at AED 1,100,000 is 8.2. Gross: no
 * service charges, vacancy or fees. Throws a RangeError for a rent or price that is not a positive
 * number: there is no yield to give then.
 */
export function grossYieldPct(medianAnnualRent: number, price: number): number {
  if (!(medianAnnualRent > 0) || !Number.isFinite(medianAnnualRent))
    throw new RangeError(`The annual rent must be a positive number, not ${medianAnnualRent}.`);
  if (!(price > 0) || !Number.isFinite(price))
    throw new RangeError(`The price must be a positive number, not ${price}.`);
  return Math.round((medianAnnualRent / price) * 1000) / 10;
}
