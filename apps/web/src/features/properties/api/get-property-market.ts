import type { MarketCheck } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AnswerSchema } from '@/lib/api-client';
import { apiGet } from '@/lib/api-client';

/**
 * A light check of the market check's shape (zod stays off the listing's page): a count, and either a
 * reason or a median with its sales.
 */
const marketAnswer: AnswerSchema<MarketCheck> = {
  safeParse: (data) => {
    const check = data as Partial<Record<string, unknown>> | null;
    const ok =
      typeof check === 'object' &&
      check !== null &&
      typeof check.comparables === 'number' &&
      (typeof check.reason === 'string' ||
        (typeof check.median_price_per_sqft === 'number' &&
          typeof check.listing_price_per_sqft === 'number' &&
          typeof check.below_market_pct === 'number' &&
          Array.isArray(check.sales)));
    return ok ? { success: true, data: data as MarketCheck } : { success: false };
  },
};

/** GET /api/properties/{id}/market: the listing against DLD's sales of comparable homes (ADR 0029). */
export function getPropertyMarket(id: string, signal?: AbortSignal): Promise<MarketCheck> {
  return apiGet(`/properties/${encodeURIComponent(id)}/market`, marketAnswer, { signal });
}

export const propertyMarketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'market', id],
    queryFn: ({ signal }) => getPropertyMarket(id, signal),
    // The server computes it when the listing or the market data change: a minute old is fresh.
    staleTime: 60_000,
  });

export function usePropertyMarket(id: string) {
  return useQuery(propertyMarketQueryOptions(id));
}
