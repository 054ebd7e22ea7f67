import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { adminGet } from '@/lib/admin-api';

import { MARKET_STATUS_KEY, marketImportSchema } from './get-market-status';
import { IMPORT_PATHS } from './market-dataset';
import type { MarketDataset } from './market-dataset';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

const importKey = (dataset: MarketDataset, jobId: string) =>
  ['admin', 'market', 'imports', dataset, jobId] as const;

/**
 * GET /api/admin/market/imports/{job_id} (sales) or /rent-imports/{job_id} (rents), asked again every
 * IMPORT_POLL_MS while the import runs. Once it has ended (done or failed) the market status is loaded
 * again.
 */
export function useMarketImport(dataset: MarketDataset, jobId: string | null, pollMs = IMPORT_POLL_MS) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKey(dataset, jobId ?? ''),
    queryFn: ({ signal }) =>
      adminGet(`${IMPORT_PATHS[dataset]}/${encodeURIComponent(jobId ?? '')}`, marketImportSchema, {
        signal,
      }),
    enabled: jobId !== null,
    // Until it has ended; a failed poll stops asking (the tab offers Retry).
    refetchInterval: ({ state }) =>
      state.status === 'error' || (state.data && state.data.status !== 'running') ? false : pollMs,
  });

  const ended = query.data !== undefined && query.data.status !== 'running';
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: MARKET_STATUS_KEY });
  }, [ended, jobId, queryClient]);

  return query;
}
