import { locationOptions, matchesFilters, priceBounds, typeOptions } from '@dd/core';
import { RotateCcw, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pluralize } from '@/lib/format';

import { useProperties } from '../api/get-properties';
import { EMPTY_FILTERS, FilterBar } from './filter-bar';
import type { ListingFilterValues } from './filter-bar';
import { PropertyCard } from './property-card';

/** Filter bar, result count and the grid of cards; filtering is recomputed on every change (SPEC §4). */
export function PropertyListing() {
  const { data, isPending } = useProperties();
  const [filters, setFilters] = useState<ListingFilterValues>(EMPTY_FILTERS);

  const properties = useMemo(() => data ?? [], [data]);
  const locations = useMemo(() => locationOptions(properties.map((p) => p.location)), [properties]);
  const types = useMemo(() => typeOptions(properties.map((p) => p.property_type)), [properties]);
  const visible = useMemo(
    () =>
      properties.filter((property) =>
        matchesFilters(property, {
          q: filters.q,
          location: filters.location,
          type: filters.type,
          ...priceBounds(filters.price),
        }),
      ),
    [properties, filters],
  );
  const filtered =
    filters.q.trim() !== '' || filters.location !== '' || filters.type !== '' || filters.price !== 'all';

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
          {filtered && (
            <Button variant="ghost" size="sm" onClick={() => setFilters(EMPTY_FILTERS)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Clear filters
            </Button>
          )}
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
          <ul aria-label="Property listings" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((property) => (
              <li key={property.id} className="flex">
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
