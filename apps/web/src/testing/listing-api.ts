import { isHandoverFilter, locationOptions, sortListings, typeOptions } from '@dd/core';
import { matchesFilters } from '@dd/core/search';
import type { ListingSort, PropertySummary } from '@dd/core';

/** An answer of the fake: as GET /api/properties… answers (ADR 0021). */
export interface ListingApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * GET /api/properties and /api/properties/facets over `listings` as the server answers them (the
 * listings given in the featured order): without `limit` every listing; with it, the view's filters
 * and sort, `limit` listings from the cursor on, X-Next-Cursor while more follow and X-Total-Count on
 * a first page (header names in lower case, as Node gives them). `path` is the part after /api. Listings sold long ago are not told apart.
 */
export function answerListingApi(listings: PropertySummary[], path: string): ListingApiAnswer {
  const url = new URL(path, 'http://localhost');
  if (url.pathname === '/properties/facets') {
    return {
      status: 200,
      headers: {},
      body: {
        total: listings.length,
        locations: locationOptions(listings.map((p) => p.location)),
        types: typeOptions(listings.map((p) => p.property_type)),
        market_source: 'dld',
      },
    };
  }
  const query = url.searchParams;
  const limit = Number(query.get('limit'));
  if (!limit) return { status: 200, headers: {}, body: listings };
  const number = (key: string) => (query.has(key) ? Number(query.get(key)) : undefined);
  const matching = sortListings(
    listings.filter((p) =>
      matchesFilters(p, {
        q: query.get('q') ?? undefined,
        location: query.get('location') ?? undefined,
        type: query.get('type') ?? undefined,
        minPrice: number('min_price'),
        maxPrice: number('max_price'),
        handover: isHandoverFilter(query.get('handover')) ? (query.get('handover') as 'ready') : undefined,
        minBelowMarket: number('min_below_market'),
        minYield: number('min_yield'),
        minDiscount: number('min_discount'),
      }),
    ),
    (query.get('sort') as ListingSort | null) ?? 'featured',
  );
  const from = Number(query.get('cursor') ?? 0);
  const next = from + limit < matching.length ? String(from + limit) : undefined;
  return {
    status: 200,
    body: matching.slice(from, from + limit),
    headers: {
      ...(next && { 'x-next-cursor': next }),
      ...(!query.has('cursor') && { 'x-total-count': String(matching.length) }),
    },
  };
}
