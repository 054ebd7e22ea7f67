import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminRequest } from '@/lib/admin-api';
import { ApiError, unexpectedAnswer } from '@/lib/api-client';

import { refreshPropertyLists } from './get-admin-properties';
import { bulkJobSchema, bulkResultSchema, getBulkAddJob } from './get-bulk-add-job';
import type { BulkResult } from './get-bulk-add-job';

export const BULK_POLL_MS = 500;

export interface BulkProgress {
  processed: number;
  total: number;
}

const acceptedSchema = bulkJobSchema.pick({ job_id: true, status: true, processed: true, total: true });
const finishedSchema = bulkResultSchema.extend({ job_id: z.string() });

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('The import view was closed', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

interface BulkAddOptions {
  onProgress?: (progress: BulkProgress) => void;
  signal?: AbortSignal;
  pollMs?: number;
}

/**
 * POST /api/admin/bulk-add (multipart `file`). A quick import answers 200 with the result; a longer
 * one answers 202 with a job id, polled every `pollMs` until it is done (result) or failed (ApiError).
 */
export async function runBulkAdd(
  file: File,
  { onProgress, signal, pollMs = BULK_POLL_MS }: BulkAddOptions = {},
): Promise<BulkResult> {
  const form = new FormData();
  form.append('file', file);
  const answer = await adminRequest('/admin/bulk-add', { method: 'POST', body: form, signal });

  const finished = finishedSchema.safeParse(answer);
  if (finished.success) return finished.data;
  const accepted = acceptedSchema.safeParse(answer);
  if (!accepted.success) throw new Error('Unexpected answer from /admin/bulk-add');

  const { job_id: jobId, processed, total } = accepted.data;
  onProgress?.({ processed, total });
  for (;;) {
    await wait(pollMs, signal);
    const job = await getBulkAddJob(jobId, signal);
    onProgress?.({ processed: job.processed, total: job.total });
    if (job.status === 'done') {
      if (job.result) return job.result;
      throw unexpectedAnswer('The import finished without a result');
    }
    if (job.status === 'failed') throw new ApiError(500, job.error ?? '', 'The import failed');
  }
}

/** Runs an import; the lists are refreshed afterwards, also after a failure (what was imported stays). */
export function useBulkAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: BulkAddOptions & { file: File }) => runBulkAdd(file, options),
    onSettled: () => refreshPropertyLists(queryClient),
  });
}
