import {
  parseBelowMarket,
  parseMinDiscount,
  parseMinYield,
  parsePriceParam,
  savedSearchFromQuery,
} from '@dd/core';
import type { SavedSearchFilters } from '@dd/core';

/**
 * The saved search of a home page URL query (`?q=&location=&type=&price=&min_discount=&below_market=
 * &min_yield=`, as the filters write it): what "Alert me" saves. Values the page would ignore are left out.
 */
export function searchFromUrl(search: string): SavedSearchFilters {
  const params = new URLSearchParams(search);
  return savedSearchFromQuery({
    q: params.get('q') ?? undefined,
    location: params.get('location') ?? undefined,
    type: params.get('type') ?? undefined,
    ...parsePriceParam(params.get('price') ?? 'all'),
    minDiscount: parseMinDiscount(params.get('min_discount')),
    minBelowMarket: parseBelowMarket(params.get('below_market')),
    minYield: parseMinYield(params.get('min_yield')),
  });
}
