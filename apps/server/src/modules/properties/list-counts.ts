import {
  locationOptions,
  mapBoxParam,
  type PropertyFacets,
  type PropertyListQuery,
  typeOptions,
} from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { countProperties, distinctInFeaturedOrder, searchedText } from './properties.repository.ts';
import { listFilters } from './properties.service.ts';
import { loadedRents } from '../market/market-rents.repository.ts';
import { loadedSales } from '../market/market-sales.repository.ts';
import { resolveFilters } from './list-vocabulary.ts';

/**
 * How long a count may be served without a write: the view also changes when a sold listing reaches
 * the age at which it leaves it, which no write announces.
 */
export const COUNT_TTL_MS = 60_000;

export interface ListCounts {
  /** How many listings match the query's filters, every page together. */
  total(query: PropertyListQuery): Promise<number>;
  /** The filter bar's options and the listings of the view before any filter. */
  facets(sold: 'include' | undefined): Promise<PropertyFacets>;
}

/**
 * Counts done by the database, remembered per query for the listing cache's generation they were
 * made in (every write that invalidates the list makes them stale) and at most COUNT_TTL_MS: the
 * first page of a filtered view counts once, its next pages and repeated views do not.
 */
export function createListCounts(
  ctx: Pick<ServiceContext, 'db' | 'listingCache' | 'now'>,
  maxEntries = 1000,
): ListCounts {
  const entries = new Map<string, { generation: number; until: number; value: Promise<unknown> }>();
  function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = ctx.listingCache.generation;
    const now = ctx.now().getTime();
    const cached = entries.get(key);
    if (cached?.generation === generation && cached.until > now) return cached.value as Promise<T>;
    const value = load();
    entries.delete(key);
    entries.set(key, { generation, until: now + COUNT_TTL_MS, value });
    // A failed count is not kept.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  }

  return {
    async total(query) {
      const now = ctx.now();
      const filters = listFilters(query);
      const key = JSON.stringify([
        'total',
        searchedText(filters.q),
        searchedText(filters.location),
        searchedText(filters.type),
        filters.minPrice,
        filters.maxPrice,
        filters.handover,
        filters.minBelowMarket,
        filters.minYield,
        filters.minDiscount,
        filters.bbox && mapBoxParam(filters.bbox),
        query.sold,
      ]);
      return remembered(key, async () => countProperties(ctx.db, await resolveFilters(ctx, filters, now)));
    },
    async facets(sold) {
      const filters = listFilters({ sold });
      return remembered(JSON.stringify(['facets', sold]), async () => ({
        total: await countProperties(ctx.db, filters),
        locations: locationOptions(await distinctInFeaturedOrder(ctx.db, 'location', filters)),
        types: typeOptions(await distinctInFeaturedOrder(ctx.db, 'property_type', filters)),
        market_source: await loadedSales(ctx.db),
        rent_source: await loadedRents(ctx.db),
      }));
    },
  };
}
