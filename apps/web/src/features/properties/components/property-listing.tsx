import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { LoaderCircleIcon, MapPinIcon, RotateCcwIcon, SearchXIcon } from '@/components/ui/card-icons';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useHydrating } from '@/lib/hydration';

import { usePropertyFacets } from '../api/get-property-facets';
import { FilterBar } from './filter-bar';
import type { ListingFilterValues } from './filter-bar';
import type * as SheetModule from './filter-sheet';
import { FiltersButton } from './filters-button';
import { GRID_COMMIT_MARK } from './listing-marks';
import {
  activeFilterCount,
  apiQueryFromView,
  DEFAULT_VIEW,
  isFiltered,
  withoutSheetFilters,
} from './listing-params';
import type { ListingView } from './listing-params';
import { SortSelect } from './listing-sort';
import { PropertyGrid } from './property-grid';
import { useListingResults } from './use-listing-results';
import { useListingView } from './use-listing-view';
import { useT } from '@/i18n/use-t';
import { currentLanguage, loadLanguage } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import type * as MapModule from './map/map-view';

// The phone's Filters sheet and the dialog it is made of load on first use (ADR 0007's budget).
let loadingSheet: Promise<typeof SheetModule> | undefined;
const loadSheet = () =>
  (loadingSheet ??= import('./filter-sheet').catch((error: unknown) => {
    loadingSheet = undefined;
    throw error;
  }));
const FilterSheet = lazy(loadSheet);

// The map view's own chunk, with the texts of the screens after the first (MapLibre, about 255 KB, is
// the map view's to load when it opens).
let loadingMap: Promise<typeof MapModule> | undefined;
const loadMap = () =>
  (loadingMap ??= Promise.all([
    // The server's renderer never draws the map (no WebGL there): the map's code stays out of it.
    import.meta.env.SSR ? new Promise<never>(() => {}) : import('./map/map-view'),
    loadLanguage(currentLanguage()),
  ]).then(
    ([module]) => module,
    (error: unknown) => {
      loadingMap = undefined;
      throw error;
    },
  ));
const MapPanel = lazy(loadMap);
/** The list after the map: its first link skips to it. */
const LIST_ID = 'deals-list';
const preloadMap = () => void loadMap().catch(() => undefined);

/**
 * Filter bar, result count, sort and the grid of cards (on a phone the filters and the sort fold behind
 * one Filters button beside the count, into a sheet); filtering is recomputed on every change
 * (SPEC §4), in the browser or, past a size, by the API (useListingResults). The view lives in the URL
 * query (see useListingView).
 */
export function PropertyListing({ filterActions }: { filterActions?: ReactNode } = {}) {
  const { view, settled, setText, flushText, choose } = useListingView();
  const { t } = useT();
  const LOAD_FAILED = t('listing.loadFailed');
  const results = useListingResults(view, settled);
  const { isPending, cards, shown, total, locations, types, remaining, showMore, loadingMore } = results;
  // A failed load is not an empty market: it says so, with a way to ask again, and keeps any cards shown.
  const failure = results.failed && (
    <LoadError
      title={LOAD_FAILED}
      onRetry={results.retry}
      busy={results.retrying}
      className={
        cards.length ? 'mt-10 flex-col' : 'flex-col rounded-2xl bg-white px-6 py-16 ring-1 ring-slate-200'
      }
    >
      {t('listing.loadFailedText')}
    </LoadError>
  );
  const setFilters = (patch: Partial<ListingFilterValues>) => choose((current) => ({ ...current, ...patch }));
  const filtered = isFiltered(view);
  const clearFilters = () => choose(({ sort, map, bbox }) => ({ ...DEFAULT_VIEW, sort, map, bbox }));
  // The list follows the map's box as it moves, unless the visitor turns that off.
  const [follow, setFollow] = useState(true);
  const boxed = view.map && view.bbox !== '';
  const sort = (next: ListingView['sort']) => choose((current) => ({ ...current, sort: next }));
  // The server's HTML shows the filters before the app runs: inert until it does, so that nothing is
  // typed into a field the app would then reset.
  const hydrating = useHydrating();
  // Until a real import replaces the demo seed's sales, the cards' market figures are named as a sample.
  const demoMarket = usePropertyFacets(view.sold).data?.market_source === 'demo';
  const [sheetOpen, setSheetOpen] = useState(false);
  const activeFilters = activeFilterCount(view);

  // A phone has no hover: the map view's own small chunk (not MapLibre) loads once the page is idle, so
  // that a tap on Map shows the first markers without waiting for it (bench:map, ADR 0060).
  useEffect(() => {
    if (!window.requestIdleCallback) return;
    const idle = requestIdleCallback(preloadMap, { timeout: 10_000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // Lets a keystroke be timed to the commit that answers it; only the last mark is kept.
  useLayoutEffect(() => {
    performance.clearMarks(GRID_COMMIT_MARK);
    performance.mark(GRID_COMMIT_MARK, { detail: view });
  }, [view]);

  const listing = isPending ? (
    <Spinner label={t('listing.loading')} />
  ) : cards.length === 0 ? (
    failure || (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <SearchXIcon className="size-12 text-slate-400" strokeWidth={1.5} />
        <h3 className="mt-4 text-xl font-bold text-slate-900">{t('listing.none')}</h3>
        <p className="mt-2 max-w-md text-slate-600">{t('listing.noneText')}</p>
        {filtered && (
          <Button variant="outline" className="mt-6" onClick={clearFilters}>
            <RotateCcwIcon className="size-4" />
            {t('listing.clearFilters')}
          </Button>
        )}
      </div>
    )
  ) : (
    <>
      <PropertyGrid properties={cards} />
      {remaining > 0 && (
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <Button
            variant="outline"
            size="lg"
            disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={showMore}
          >
            {loadingMore && <LoaderCircleIcon className="size-4 animate-spin" />}
            {t('listing.showMore', { remaining: formatNumber(remaining) })}
          </Button>
          {results.moreFailed && (
            <LoadError title={LOAD_FAILED} onRetry={showMore} busy={loadingMore} className="" />
          )}
        </div>
      )}
      {failure}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div
        inert={hydrating}
        className="relative z-10 -mt-7 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 sm:-mt-10 sm:p-6"
      >
        <FilterBar
          values={view}
          locations={locations}
          types={types}
          onSearch={setText}
          onSearchBlur={flushText}
          onSearchClear={() => choose((current) => ({ ...current, q: '' }))}
          onChange={setFilters}
          actions={filterActions}
          sheetOpen={sheetOpen}
        />
      </div>

      <section aria-labelledby="deals-heading" className="pt-3 pb-10 sm:pt-8 sm:pb-12">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3 sm:mb-6 sm:items-end">
          {/* On a phone one line: the Filters button and the count (the heading is read, not shown). */}
          <div className="flex min-w-0 flex-1 items-center gap-x-3 sm:block">
            <FiltersButton
              count={activeFilters}
              open={sheetOpen}
              onOpen={() => setSheetOpen(true)}
              onPreload={() => void loadSheet().catch(() => undefined)}
            />
            <h2
              id="deals-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 max-sm:sr-only sm:text-3xl"
            >
              {t('listing.heading')}
            </h2>
            <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1 sm:mt-1">
              {!isPending && !(failure && !cards.length) && (
                <p aria-live="polite" className="text-sm text-slate-600">
                  {filtered || boxed
                    ? t('listing.showing', { shown: formatNumber(shown), total })
                    : t('listing.count', { total })}
                </p>
              )}
              {/* On the count's line, so that the first cards stay on the first screen. */}
              {demoMarket && (
                <p
                  className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
                  title={t('listing.demoMarket')}
                >
                  {t('listing.demoMarketShort')}
                  <span className="sr-only">: {t('listing.demoMarket')}</span>
                </p>
              )}
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 aria-pressed:border-navy-800 aria-pressed:bg-navy-800 aria-pressed:text-white"
            aria-pressed={view.map}
            onClick={() => choose((current) => ({ ...current, map: !current.map, bbox: '' }))}
          >
            <MapPinIcon className="size-4" />
            {t('listing.map')}
          </Button>
          {/* On a phone the sort is in the Filters sheet, Clear filters its Reset. */}
          <div className="flex flex-wrap items-center gap-2 max-sm:hidden">
            {filtered && (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                <RotateCcwIcon className="size-4" />
                {t('listing.clearFilters')}
              </Button>
            )}
            {!sheetOpen && (
              <SortSelect
                sort={view.sort}
                onSort={sort}
                labelClassName="text-sm font-medium text-slate-700"
                className="h-9 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none"
              />
            )}
          </div>
        </div>
        {sheetOpen && (
          <Suspense
            fallback={
              <span role="status" className="sr-only">
                {t('listing.loading')}
              </span>
            }
          >
            <FilterSheet
              view={view}
              locations={locations}
              types={types}
              found={isPending || results.failed ? null : shown}
              active={activeFilters}
              onChange={setFilters}
              onSort={sort}
              onReset={() => choose(withoutSheetFilters)}
              onClose={() => setSheetOpen(false)}
            />
          </Suspense>
        )}

        {/* Beside the map on a wide screen, after it on a narrower one (index.css); mounted once either way. */}
        <div data-map-split={view.map || undefined}>
          {/* The server's HTML and its hydration hold the list only: the map is drawn in the browser. */}
          {view.map && !hydrating && (
            <Suspense fallback={null}>
              <MapPanel
                listQuery={apiQueryFromView({ ...view, bbox: '' })}
                filters={apiQueryFromView({ ...view, sort: DEFAULT_VIEW.sort, bbox: '' })}
                listBox={view.bbox}
                follow={follow}
                onFollow={setFollow}
                onBox={(bbox) => choose((current) => ({ ...current, bbox }), { replace: true })}
              />
            </Suspense>
          )}
          <div
            id={LIST_ID}
            // The map's skip link lands here (and only then: a focus kept in the page goes to <main>).
            tabIndex={view.map ? -1 : undefined}
          >
            {listing}
          </div>
        </div>
      </section>
    </div>
  );
}
