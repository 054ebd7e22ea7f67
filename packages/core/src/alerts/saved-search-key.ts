import type { SavedSearchFilters } from './saved-search-filters.ts';

/**
 * How each filter of a saved search is compared: as words (the list matches them without regard to
 * case or spacing) or as a number. Keyed by SavedSearchFilters, so a new filter must say how.
 */
const FILTER_KINDS: Record<keyof SavedSearchFilters, 'words' | 'number'> = {
  q: 'words',
  location: 'words',
  property_type: 'words',
  min_price: 'number',
  max_price: 'number',
  min_discount: 'number',
  min_below_market: 'number',
  min_yield: 'number',
};

const FILTERS = (Object.keys(FILTER_KINDS) as (keyof SavedSearchFilters)[]).sort();

/** Words as the search compares them: one Unicode form, trimmed, single spaces, lower case; '' is none. */
function words(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const canonical = value.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
  return canonical || undefined;
}

/** A number, also when written as text ("2000000", " 2e6 "); anything else is none. */
function number(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const read = Number(value.trim());
  return Number.isFinite(read) ? read : undefined;
}

/** A saved search's filters in any spelling: absent, null and empty all mean "not filtered on". */
export type SavedSearchCriteria = Partial<Record<keyof SavedSearchFilters, unknown>>;

/**
 * The canonical form of a saved search's criteria (ADR 0053): the same filters written differently
 * give the same key, different filters a different one. Words are compared as the list compares them
 * (case, spacing and Unicode form aside), numbers as numbers, and a filter left out, null or empty is
 * not there; keys are in a fixed order. A visitor keeps one alert per key (saved_searches'
 * unique index on user and key), so changing this form needs a migration that recomputes the keys.
 *
 * `{"location":"dubai marina","max_price":2000000}`; `{}` for all deals.
 */
export function savedSearchKey(criteria: SavedSearchCriteria): string {
  const canonical: Record<string, string | number> = {};
  for (const filter of FILTERS) {
    const value = FILTER_KINDS[filter] === 'words' ? words(criteria[filter]) : number(criteria[filter]);
    if (value !== undefined) canonical[filter] = value;
  }
  return JSON.stringify(canonical);
}

/** Whether two saved searches' criteria are the same search. */
export const sameSavedSearch = (a: SavedSearchCriteria, b: SavedSearchCriteria): boolean =>
  savedSearchKey(a) === savedSearchKey(b);
