/**
 * The market reference of a listing (docs/decisions/0029): the median price per sq ft of its
 * comparables, taken in the narrowest place that has enough of them. Comparables are sales of the same
 * kind, bedrooms and state (off-plan with off-plan, ready with ready); the caller's query has already
 * filtered them, and gives them here per level, narrowest first: the building or project, then the master
 * project, then DLD's area. A level has enough when it has at least MIN_COMPARABLES sales in the last 12
 * months; if not, the last 24 months of the same level are tried before going up a level.
 */

/** Sales needed in the window for a level to be used. */
export const MIN_COMPARABLES = 5;

/**
 * The most comparables a market check keeps for its chart (chartSales): spread over the window, so the
 * chart shows the whole window's market. Its count of comparables still counts them all. Kept small:
 * the check is stored on the listing's row (about 45 bytes a sale), which stays in one database page.
 */
export const MAX_CHART_SALES = 120;

/**
 * At most `max` of the sales (newest first), spread evenly over them: the newest and the oldest, and
 * the others at equal steps between, in the same order. All of them when there are not more.
 */
export function chartSales<T>(sales: readonly T[], max: number = MAX_CHART_SALES): T[] {
  if (sales.length <= max) return [...sales];
  if (max <= 1) return sales.slice(0, Math.max(0, max));
  const step = (sales.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => sales[Math.round(i * step)]!);
}

/** The windows tried on each level, in months, shortest first. */
export const REFERENCE_WINDOWS = [12, 24] as const;
export type ReferenceWindow = (typeof REFERENCE_WINDOWS)[number];

/** Where the comparables were found: the building or project, the master project or DLD's area. */
export type ReferenceLevel = 'project' | 'master_project' | 'area';

/** A comparable sale as the reference needs it: its registration date ('YYYY-MM-DD') and price per sq ft. */
export interface ComparableSale {
  date: string;
  price_per_sqft: number;
}

export interface ReferenceCandidates {
  level: ReferenceLevel;
  /** The project's, master project's or area's name, as DLD writes it. */
  name: string;
  sales: readonly ComparableSale[];
}

export interface MarketReference {
  /** The median price per sq ft of the comparables, AED, not rounded. */
  median_price_per_sqft: number;
  /** How many sales the median is taken over (at least MIN_COMPARABLES). */
  comparables: number;
  level: ReferenceLevel;
  name: string;
  window_months: ReferenceWindow;
  /** The newest comparable's date, 'YYYY-MM-DD'. */
  newest_sale: string;
  /**
   * The comparables the median is taken over (all of them), newest first, each dated 'YYYY-MM-DD':
   * what a chart of the market draws.
   */
  sales: ComparableSale[];
}

export interface NoReference {
  comparables: 0;
  reason: string;
}

/** The median of the values (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * The first day of a window of `months` ending at `today` (UTC), 'YYYY-MM-DD': the same day of the month
 * `months` months earlier, or that month's last day when it is shorter (29 February → 28 February).
 */
export function windowStart(today: Date, months: number): string {
  const monthIndex = today.getUTCFullYear() * 12 + today.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDay(year, month, Math.min(today.getUTCDate(), lastDay));
}

/** The day of `today` (UTC), 'YYYY-MM-DD'. */
const dayOf = (today: Date) => isoDay(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate());

/** A comparable reduced to what the reference needs: its day ('YYYY-MM-DD') and its value. */
export interface DatedValue {
  date: string;
  value: number;
}

/** The median found on the narrowest level with enough comparables (see {@link narrowestMedian}). */
export interface LevelMedian<Level> {
  /** The level's candidates, as given. */
  candidates: Level;
  window_months: ReferenceWindow;
  /** The median of the values in the window, not rounded. */
  median: number;
  /** The values the median is taken over, newest first (those of one day in the order given). */
  values: DatedValue[];
}

/**
 * Values dated from `from` to `to` (inclusive) that are usable (finite and positive), dated by their day
 * ('YYYY-MM-DD'), newest first (values of one day in the order given).
 */
function valuesWithin<T extends { date: string }>(
  items: readonly T[],
  valueOf: (item: T) => number,
  from: string,
  to: string,
): DatedValue[] {
  return items
    .map((item) => ({ date: item.date.slice(0, 10), value: valueOf(item) }))
    .filter(({ date, value }) => date >= from && date <= to && Number.isFinite(value) && value > 0)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The rule both references share (sales' prices per sq ft, rents): on each level (narrowest first) the
 * last 12 months, then the last 24 months, before the next level; the first window with at least
 * MIN_COMPARABLES usable values gives the median. A window ends at `today` (values dated later are not
 * counted) and starts on the same day 12 or 24 months before. Null when no level has enough in 24
 * months, or there is no level.
 */
export function narrowestMedian<Level, T extends { date: string }>(
  levels: readonly Level[],
  itemsOf: (candidates: Level) => readonly T[],
  valueOf: (item: T) => number,
  today: Date,
): LevelMedian<Level> | null {
  const to = dayOf(today);
  for (const candidates of levels) {
    for (const window_months of REFERENCE_WINDOWS) {
      const values = valuesWithin(itemsOf(candidates), valueOf, windowStart(today, window_months), to);
      if (values.length < MIN_COMPARABLES) continue;
      return { candidates, window_months, median: median(values.map(({ value }) => value)), values };
    }
  }
  return null;
}

/** The widest window tried, in months. */
export const WIDEST_WINDOW = REFERENCE_WINDOWS[REFERENCE_WINDOWS.length - 1];

/**
 * The reference from the narrowest level with enough comparables: on each level (narrowest first) the
 * last 12 months, then the last 24 months, before the next level. A window ends at `today` (sales dated
 * later are not counted) and starts on the same day 12 or 24 months before. When no level has
 * MIN_COMPARABLES sales in 24 months, there is no reference, and the reason says so. The reference
 * carries the sales it took the median over, newest first.
 */
export function chooseReference(
  levels: readonly ReferenceCandidates[],
  today: Date,
): MarketReference | NoReference {
  if (levels.length === 0) return { comparables: 0, reason: 'no place to compare with' };
  const found = narrowestMedian(
    levels,
    (candidates) => candidates.sales,
    (sale) => sale.price_per_sqft,
    today,
  );
  if (found === null)
    return {
      comparables: 0,
      reason: `fewer than ${MIN_COMPARABLES} comparable sales in ${WIDEST_WINDOW} months at every level`,
    };
  const { candidates, window_months, values } = found;
  return {
    median_price_per_sqft: found.median,
    comparables: values.length,
    level: candidates.level,
    name: candidates.name,
    window_months,
    newest_sale: values[0]!.date,
    sales: values.map(({ date, value }) => ({ date, price_per_sqft: value })),
  };
}

/**
 * How far the listing's price per sq ft is below the market's median, in percent of the median, rounded
 * to one decimal (halves up): positive below the market, negative above it. 900 against a median of
 * 1,000 is 10; 1,100 is -10. Throws a RangeError for a median or listing price that is not a positive
 * number: there is no percentage to give then, and the caller has a reference only with a median.
 */
export function belowMarketPct(listingPricePerSqft: number, median: number): number {
  if (!(median > 0) || !Number.isFinite(median))
    throw new RangeError(`The median must be a positive number, not ${median}.`);
  if (!(listingPricePerSqft > 0) || !Number.isFinite(listingPricePerSqft))
    throw new RangeError(
      `The listing's price per sq ft must be a positive number, not ${listingPricePerSqft}.`,
    );
  const pct = Math.round(((median - listingPricePerSqft) / median) * 1000) / 10;
  return pct === 0 ? 0 : pct;
}

/**
 * The median price per sq ft a listing was checked against, read back from its price per sq ft and how
 * far below the median it was (belowMarketPct); null when that cannot say (100 % or more below).
 */
export function medianFromBelowMarket(listingPricePerSqft: number, belowPct: number): number | null {
  return belowPct < 100 ? listingPricePerSqft / (1 - belowPct / 100) : null;
}
