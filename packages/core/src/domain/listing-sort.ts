import { pricePerSqft } from './discount.ts';

/** Orders the home page can show: the curated order of the site, or one a visitor picks. */
export const LISTING_SORTS = [
  { id: 'featured', label: 'Featured first' },
  { id: 'discount', label: 'Biggest discount' },
  { id: 'market', label: 'Most below market' },
  { id: 'yield', label: 'Highest rent yield' },
  { id: 'price', label: 'Lowest price' },
  { id: 'price_sqft', label: 'Cheapest per sq ft' },
  { id: 'newest', label: 'Newest' },
] as const;

export type ListingSort = (typeof LISTING_SORTS)[number]['id'];

export const DEFAULT_LISTING_SORT: ListingSort = 'featured';

export function isListingSort(value: unknown): value is ListingSort {
  return LISTING_SORTS.some((sort) => sort.id === value);
}

export interface SortableListing {
  original_price: number;
  distress_price: number;
  created_at: string;
  size_sqft: number;
  /** How far below the market's median (ADR 0029); null or absent without enough sales to compare. */
  below_market_pct?: number | null | undefined;
  /** The gross rent yield at its price, % (ADR 0058); null or absent without enough rent contracts. */
  gross_yield_pct?: number | null | undefined;
}

/**
 * What the 'market' order compares in place of a listing without a market figure: lower than any
 * figure (a price a million times the median is -99,999,900 %), so those listings come last, in the
 * featured order. The server orders by the same value in SQL (coalesce), on an index of it.
 */
export const NO_MARKET_FIGURE = -1_000_000_000;

/**
 * What the 'yield' order compares in place of a listing without a yield figure: lower than any yield
 * (never negative), so those listings come last, in the featured order. The server orders by the same
 * value in SQL (coalesce), on an index of it.
 */
export const NO_YIELD_FIGURE = -1_000_000_000;

/**
 * What the 'price_sqft' order compares in place of a listing without a price per sq ft (no size):
 * more than any (AED 10^15 a sq ft), so those listings come last, in the featured order. The server
 * orders by the same value in SQL, on an index of it.
 */
export const NO_PRICE_PER_SQFT = 1e15;

/** What the 'price_sqft' order compares: the price per sq ft, or NO_PRICE_PER_SQFT without one. */
export const pricePerSqftOrderValue = (l: Pick<SortableListing, 'distress_price' | 'size_sqft'>): number =>
  pricePerSqft(l) ?? NO_PRICE_PER_SQFT;

/** What the 'market' order compares: how far below the market, or NO_MARKET_FIGURE without a figure. */
export const marketOrderValue = (l: Pick<SortableListing, 'below_market_pct'>): number =>
  l.below_market_pct ?? NO_MARKET_FIGURE;

/** What the 'yield' order compares: the gross rent yield, or NO_YIELD_FIGURE without a figure. */
export const yieldOrderValue = (l: Pick<SortableListing, 'gross_yield_pct'>): number =>
  l.gross_yield_pct ?? NO_YIELD_FIGURE;

/**
 * What the 'discount' order compares: the saving as a fraction of the original price (0 without an
 * original price). The server orders by the same expression in SQL, in IEEE doubles as here.
 */
export const discountFraction = (l: Pick<SortableListing, 'original_price' | 'distress_price'>): number =>
  l.original_price > 0 ? (l.original_price - l.distress_price) / l.original_price : 0;

/**
 * A sorted copy. 'featured' keeps the order given (the server's display order); the others break ties
 * by that order too, so equal deals never jump around between renders.
 */
export function sortListings<T extends SortableListing>(listings: readonly T[], sort: ListingSort): T[] {
  const indexed = listings.map((listing, index) => ({ listing, index }));
  const compare: Record<ListingSort, (a: T, b: T) => number> = {
    featured: () => 0,
    discount: (a, b) => discountFraction(b) - discountFraction(a),
    market: (a, b) => marketOrderValue(b) - marketOrderValue(a),
    yield: (a, b) => yieldOrderValue(b) - yieldOrderValue(a),
    price: (a, b) => a.distress_price - b.distress_price,
    price_sqft: (a, b) => pricePerSqftOrderValue(a) - pricePerSqftOrderValue(b),
    newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
  };
  return indexed
    .sort((a, b) => compare[sort](a.listing, b.listing) || a.index - b.index)
    .map(({ listing }) => listing);
}
