import { LISTING_STATUSES } from '@dd/core';
import type { AdminProperty, ListingStatus } from '@dd/core';
import { matchesSearch, parseSearch } from '@dd/core/search';

import { LISTING_SOURCE_IDS, LISTING_SOURCES } from './listing-source';
import type { ListingSource } from './listing-source';

/** A listing of the admin list with how it was made, when the list says it. */
export type AdminListing = AdminProperty & { origin: ListingSource | null };

export const SORT_KEYS = [
  'name',
  'location',
  'type',
  'price',
  'original',
  'discount',
  'market',
  'status',
  'source',
  'created',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: SortKey;
  direction: SortDirection;
}

/** The table's filters: '' is any. 'none': listings whose source is not known. */
export interface TableFilters {
  q: string;
  status: ListingStatus | '';
  source: ListingSource | 'none' | '';
}

export const NO_FILTERS: TableFilters = { q: '', status: '', source: '' };

const text = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Value = string | number | null;

/** Each column's value to sort by; null (not known) sorts last either way. */
const SORT_VALUES: Record<SortKey, (listing: AdminListing) => Value> = {
  name: (l) => l.property_name,
  location: (l) => l.location,
  type: (l) => l.property_type,
  price: (l) => l.distress_price,
  original: (l) => l.original_price,
  discount: (l) => l.discount_percent,
  // How far below the market (ascending: furthest above it first); no figure sorts last either way.
  market: (l) => l.below_market_pct,
  // The order of the statuses (available, reserved, sold), and of the sources as the filter lists them.
  status: (l) => LISTING_STATUSES.indexOf(l.status),
  source: (l) => (l.origin ? LISTING_SOURCE_IDS.indexOf(l.origin) : null),
  created: (l) => l.created_at,
};

function compare(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text.compare(String(a), String(b));
}

/**
 * The rows the table shows: the listings the search (as the cards' search: name, developer or location,
 * with Dubai's names, type and handover words) and the filters keep, sorted by the column chosen (ties keep the
 * list's order: priority first, then newest), or in the list's order without one.
 */
export function tableRows(
  listings: readonly AdminListing[],
  filters: TableFilters,
  sort: TableSort | null,
): AdminListing[] {
  const q = filters.q.trim();
  const search = q ? parseSearch(q) : null;
  const rows = listings.filter(
    (l) =>
      (!filters.status || l.status === filters.status) &&
      (!filters.source || (filters.source === 'none' ? l.origin === null : l.origin === filters.source)) &&
      (!search ||
        matchesSearch(search, {
          name: l.property_name.toLowerCase(),
          developer: l.developer.toLowerCase(),
          location: l.location.toLowerCase(),
          propertyType: l.property_type,
          handoverDate: l.handover_date,
        })),
  );
  if (!sort) return rows;
  const value = SORT_VALUES[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((listing) => ({ listing, value: value(listing) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
    return sign * compare(a.value, b.value);
  });
  return keyed.map((entry) => entry.listing);
}

/** The label of a listing's source, "—" when not known. */
export const sourceLabel = (origin: ListingSource | null): string => (origin ? LISTING_SOURCES[origin] : '—');
