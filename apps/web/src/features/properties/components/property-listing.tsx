import { LISTING_SORTS, locationOptions, priceBounds, sortListings, typeOptions } from '@dd/core';
import { isListingSort } from '@dd/core';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, SearchX } from 'lucide-react';
import { useDeferredValue, useLayoutEffect, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pluralize } from '@/lib/format';
import { useHydrating } from '@/lib/hydration';

import { listingFirstScreenKey, useProperties } from '../api/get-properties';
import type { ListingFirstScreen } from '../api/get-properties';
import { FilterBar } from './filter-bar';
import type { ListingFilterValues } from './filter-bar';
import { GRID_COMMIT_MARK } from './listing-marks';
import { DEFAULT_VIEW, isFiltered, searchFromView } from './listing-params';
import { searchIndex, searchListings } from './listing-search';
import { PropertyGrid } from './property-grid';
import { useListingView } from './use-listing-view';

/** Cards rendered at first and added per 'Show more': a keystroke never re-renders thousands. */
export const LISTING_PAGE_SIZE = 24;

/**
 * Filter bar, result count, sort and the grid of cards; filtering is recomputed on every change
 * (SPEC §4). The view lives in the URL query (see useListingView).
 */
export function PropertyListing() {
  const { view, setText, flushText, choose } = useListingView();
  // With sold deals shown, the list is fetched with those sold over a week ago.
  const { data, isError } = useProperties(view.sold);
  // The list arrives through a store update, which React renders at once in one piece; deferred, the
  // spinner stays for that moment and the listing renders in slices that yield to the browser.
  const listed = useDeferredValue(data);
  // Until the list has arrived, the view's first screen as the server rendered it, if it did.
  const viewKey = searchFromView(view).toString();
  const queryClient = useQueryClient();
  const firstScreen =
    listed === undefined
      ? queryClient.getQueryData<ListingFirstScreen>(listingFirstScreenKey(viewKey))
      : undefined;
  const isPending = listed === undefined && !isError && firstScreen === undefined;
  const setFilters = (next: ListingFilterValues) => choose({ ...view, ...next });

  const properties = useMemo(() => listed ?? [], [listed]);
  const listLocations = useMemo(() => locationOptions(properties.map((p) => p.location)), [properties]);
  const listTypes = useMemo(() => typeOptions(properties.map((p) => p.property_type)), [properties]);
  const locations = firstScreen?.locations ?? listLocations;
  const types = firstScreen?.types ?? listTypes;
  // Sorting and lower-casing run once per list and sort; a keystroke only scans the index, whose
  // order the filter keeps.
  const index = useMemo(() => searchIndex(sortListings(properties, view.sort)), [properties, view.sort]);
  const { q, location, type, price } = view;
  const visible = useMemo(
    () => searchListings(index, { q, location, type, ...priceBounds(price) }),
    [index, q, location, type, price],
  );
  const filtered = isFiltered(view);
  // The server's HTML shows the filters before the app runs: inert until it does, so that nothing is
  // typed into a field the app would then reset.
  const hydrating = useHydrating();

  // Lets a keystroke be timed to the commit that answers it; only the last mark is kept.
  useLayoutEffect(() => {
    performance.clearMarks(GRID_COMMIT_MARK);
    performance.mark(GRID_COMMIT_MARK, { detail: view });
  }, [view]);

  // A new search, filter or sort starts again from the first cards.
  const [shown, setShown] = useState({ viewKey, count: LISTING_PAGE_SIZE });
  const count = shown.viewKey === viewKey ? shown.count : LISTING_PAGE_SIZE;
  const listCards = useMemo(() => visible.slice(0, count), [visible, count]);
  const cards = firstScreen?.cards ?? listCards;
  const shownCount = firstScreen?.shown ?? visible.length;
  const total = firstScreen?.total ?? properties.length;
  // 'Show more' once the list is in: the first screen holds its first cards only.
  const remaining = firstScreen ? 0 : visible.length - cards.length;

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div
        inert={hydrating}
        className="relative z-10 -mt-10 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-6"
      >
        <FilterBar
          values={view}
          locations={locations}
          types={types}
          onSearch={setText}
          onSearchBlur={flushText}
          onChange={setFilters}
        />
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
                  ? `Showing ${shownCount} of ${pluralize(total, 'property', 'properties')}`
                  : pluralize(total, 'property', 'properties')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {filtered && (
              <Button variant="ghost" size="sm" onClick={() => choose({ ...DEFAULT_VIEW, sort: view.sort })}>
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
                if (isListingSort(sort)) choose({ ...view, sort });
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
        ) : cards.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <SearchX aria-hidden="true" className="size-12 text-slate-400" strokeWidth={1.5} />
            <h3 className="mt-4 text-xl font-bold text-slate-900">No Properties Found</h3>
            <p className="mt-2 max-w-md text-slate-600">
              Try adjusting your filters or check back later for new deals.
            </p>
          </div>
        ) : (
          <>
            <PropertyGrid properties={cards} />
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
