import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminGet } from '@/lib/admin-api';

const count = z.number().int().nonnegative();

/**
 * Counts by name, checked by hand: z.record would bring about 1 KB gzip into the zod every form screen
 * loads (the bundle report's per-screen totals).
 */
const isCountsByName = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((n) => Number.isInteger(n) && (n as number) >= 0);

/** One import of a DLD file, of sales or of rent contracts (apps/server market.routes.ts `MarketImport`). */
export const marketImportSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  source: z.enum(['upload', 'cli', 'demo']),
  file_name: z.string(),
  bytes_total: count,
  bytes_read: count,
  rows_read: count,
  rows_added: count,
  rows_skipped: count,
  /** Rows not kept, by reason (filled in when the import is done). */
  skipped: z.custom<Record<string, number>>(isCountsByName),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

/** The Ejari rent contracts loaded: how many, their start dates ('YYYY-MM-DD') and the last import. */
const marketRentsSchema = z.object({
  contracts: count,
  first_contract: z.string().nullable(),
  last_contract: z.string().nullable(),
  demo: z.boolean(),
  last_import: marketImportSchema.nullable(),
});

/**
 * What market data is loaded (`MarketStatus`): sales, their dates ('YYYY-MM-DD') and the last import;
 * the rent contracts likewise.
 */
export const marketStatusSchema = z.object({
  sales: count,
  first_sale: z.string().nullable(),
  last_sale: z.string().nullable(),
  /** Communities none of whose DLD places a loaded sale names (empty without real data). */
  communities_without_sales: z.array(z.string()),
  demo: z.boolean(),
  last_import: marketImportSchema.nullable(),
  rents: marketRentsSchema,
});

export type MarketImport = z.infer<typeof marketImportSchema>;
export type MarketStatus = z.infer<typeof marketStatusSchema>;
export type MarketRentsStatus = z.infer<typeof marketRentsSchema>;

export const MARKET_STATUS_KEY = ['admin', 'market', 'status'] as const;

/** GET /api/admin/market/status. */
export const marketStatusQueryOptions = () =>
  queryOptions({
    queryKey: MARKET_STATUS_KEY,
    queryFn: ({ signal }) => adminGet('/admin/market/status', marketStatusSchema, { signal }),
  });

export function useMarketStatus() {
  return useQuery(marketStatusQueryOptions());
}
