import { z } from 'zod';

import { adminGet } from '@/lib/admin-api';

const count = z.number().int().nonnegative();

/** What an import did (apps/server bulk-add.schema.ts); the web app shows the first 10 errors. */
export const bulkResultSchema = z.object({
  total_messages: count,
  properties_created: count,
  properties_failed: count,
  errors: z.array(z.object({ message_id: z.number(), chat: z.string().optional(), error: z.string() })),
  skipped: z
    .object({ not_ads: count, duplicates: count, service_messages: count, without_text: count })
    .default({ not_ads: 0, duplicates: 0, service_messages: 0, without_text: 0 }),
  images_attached: count.default(0),
});

export const bulkJobSchema = z.object({
  job_id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  processed: count,
  total: count,
  result: bulkResultSchema.optional(),
  error: z.string().optional(),
});

export type BulkResult = z.infer<typeof bulkResultSchema>;
export type BulkJob = z.infer<typeof bulkJobSchema>;

/** GET /api/admin/bulk-add/{job_id}: progress and, when done, the result of an import. */
export function getBulkAddJob(jobId: string, signal?: AbortSignal): Promise<BulkJob> {
  return adminGet(`/admin/bulk-add/${encodeURIComponent(jobId)}`, bulkJobSchema, { signal });
}
