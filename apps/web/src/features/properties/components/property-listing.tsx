import {
  LISTING_SORTS,
  locationOptions,
  matchesFilters,
  priceBounds,
  sortListings,
  typeOptions,
} from '@dd/core';
import { isListingSort } from '@dd/core';
import { RotateCcw, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pluralize } from '@/lib/format';

import { useProperties } from '../api/get-properties';
import { FilterBar } from './filter-bar';
import type { ListingFilterValues } from './filter-bar';
import { DEFAULT_VIEW, isFiltered, searchFromView, viewFromSearch } from './listing-params';
import type { ListingView } from './listing-params';
import { PropertyCard } from './property-card';

/** Cards in the first row on the widest layout: their photos are above the fold. */
const FIRST_ROW = 3;

/** Cards rendered at first and added per 'Show more': a keystroke never re-renders thousands. */
export const LISTING_PAGE_SIZE = 24;

/**
 * Filter bar, result count, sort and the grid of cards; filtering is recomputed on every change
 * (SPEC §4). The view lives in the URL query: typing replaces the history entry, a choice adds one.
 */
export function PropertyListing() {
  const { data, isPending } = useProperties();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(searchParams), [searchParams]);
  const filters: ListingFilterValues = view;
  const setView = (next: ListingView) =>
    setSearchParams(searchFromView(next), { replace: next.q !== view.q, preventScrollReset: true });
  const setFilters = (next: ListingFilterValues) => setView({ ...view, ...next });

  const properties = useMemo(() => data ?? [], [data]);
  const locations = useMemo(() => locationOptions(properties.map((p) => p.location)), [properties]);
  const types = useMemo(() => typeOptions(properties.map((p) => p.property_type)), [properties]);
  const visible = useMemo(
    () =>
      sortListings(
        properties.filter((property) =>
          matchesFilters(property, {
            q: filters.q,
            location: filters.location,
            type: filters.type,
            ...priceBounds(filters.price),
          }),
        ),
        view.sort,
      ),
    [properties, filters, view.sort],
  );
  const filtered = isFiltered(filters);

  // A new search, filter or sort starts again from the first cards.
  const viewKey = searchParams.toString();
  const [shown, setShown] = useState({ viewKey, count: LISTING_PAGE_SIZE });
  const count = shown.viewKey === viewKey ? shown.count : LISTING_PAGE_SIZE;
  const cards = visible.slice(0, count);
  const remaining = visible.length - cards.length;

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="relative z-10 -mt-10 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-6">
        <FilterBar values={filters} locations={locations} types={types} onChange={setFilters} />
      </div>

      <section aria-labelledby="deals-heading" className="py-10 sm:py-12">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="deals-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Available deals
            </h2>
            {!isPending && (
              <p aria-live="polite" className="mt-1 text-sm text-slate-600">
                {filtered
                  ? `Showing ${visible.length} of ${pluralize(properties.length, 'property', 'properties')}`
                  : pluralize(properties.length, 'property', 'properties')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {filtered && (
              <Button variant="ghost" size="sm" onClick={() => setView({ ...DEFAULT_VIEW, sort: view.sort })}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Clear filters
              </Button>
            )}
            <label htmlFor="listing-sort" className="text-sm font-medium text-slate-700">
              Sort by
            </label>
            <select
              id="listing-sort"
              value={view.sort}
              onChange={(event) => {
                const sort = event.target.value;
                if (isListingSort(sort)) setView({ ...view, sort });
              }}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none"
            >
              {LISTING_SORTS.map((sort) => (
                <option key={sort.id} value={sort.id}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        {isPending ? (
          <Spinner label="Loading properties..." />
        ) : visible.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <SearchX aria-hidden="true" className="size-12 text-slate-400" strokeWidth={1.5} />
            <h3 className="mt-4 text-xl font-bold text-slate-900">No Properties Found</h3>
            <p className="mt-2 max-w-md text-slate-600">
              Try adjusting your filters or check back later for new deals.
            </p>
          </div>
        ) : (
          <>
            <ul
              aria-label="Property listings"
              className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            >
              {cards.map((property, index) => (
                <li key={property.id} className="flex">
                  <PropertyCard property={property} priority={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
            {remaining > 0 && (
              <div className="mt-10 flex justify-center">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => setShown({ viewKey, count: count + LISTING_PAGE_SIZE })}
                >
                  Show more deals ({remaining} more)
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
