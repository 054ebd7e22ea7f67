import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { adminCall } from '@/lib/admin-api';

import { IMPORT_PATHS } from './market-dataset';
import type { MarketDataset } from './market-dataset';

const acceptedSchema = z.object({ job_id: z.string() });

/**
 * POST /api/admin/market/imports (sales) or /rent-imports (rents), multipart `file`: 202 with the id of
 * the import job to follow.
 */
export function startMarketImport(dataset: MarketDataset, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return adminCall(IMPORT_PATHS[dataset], acceptedSchema, { method: 'POST', body: form }).then(
    (accepted) => accepted.job_id,
  );
}

export function useStartMarketImport(dataset: MarketDataset) {
  return useMutation({ mutationFn: (file: File) => startMarketImport(dataset, file) });
}
