import { errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { sweepStaleUploads } from '../../lib/stale-uploads.ts';
import { acceptedSchema, bulkResultSchema, jobSchema } from './bulk-add.schema.ts';
import { adminActor, recordAudit } from '../audit/audit.service.ts';
import { runBulkImport } from './bulk-import.service.ts';
import { BulkJobs } from './bulk-jobs.ts';
import { MAX_ZIP_ENTRIES, openExport } from './export-archive.ts';
import { exportUploadConfig, isUploadedExport, NO_FILE, type UploadedExport } from './export-upload.ts';

const BUSY = 'Two imports are already running. Please wait for one of them to finish';
const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

const DESCRIPTION = `Multipart field \`file\`: a Telegram Desktop export in the "Machine-readable JSON" format — the
\`result.json\` of one chat or channel, or of a full-account export (every chat in it) — at most 50 MB; or a
\`.zip\` of the export folder (at most 500 MB, ${MAX_ZIP_ENTRIES} files, 2 GB expanded) so that the photos come along.
The content decides, not the name or declared type: anything that is neither JSON nor a ZIP answers 400
"Please upload a JSON file"; no file answers 400 "Please select a JSON file".

Each ad (a text with the photos of its album) becomes a listing in its own transaction; one bad message never
stops the rest. Every listing records its chat and message, so importing the same export again creates nothing
twice (they count as skipped duplicates). \`total_messages\` counts every message, service messages included.

The import runs as a job. The request waits up to \`wait_ms\` (default 2 s) for it: finished by then, the answer
is 200 with the result; otherwise 202 with a \`job_id\` to poll at \`GET /api/admin/bulk-add/{job_id}\` for
progress and, at the end, the result; any instance of the server can answer it. At most two imports run at once
(409 otherwise). A job whose server stopped or died reports \`failed\` with the reason: the listings it imported
stay, and uploading the export again imports the rest. Finished jobs can be looked up for an hour.`;

export const bulkAddRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, not preHandler: an unauthenticated upload is refused before its body is read.
  app.addHook('onRequest', app.requireRole('admin'));
  const tmpRoot = join(app.ctx.config.dataDir, 'tmp');
  await sweepStaleUploads(tmpRoot, 'bulk-');
  const jobs = new BulkJobs(app.ctx, { log: app.log });
  await jobs.prune();
  app.addHook('onClose', () => jobs.stopAll());

  app.post(
    '/admin/bulk-add',
    {
      config: exportUploadConfig(tmpRoot),
      // Checked again when the job is recorded; this refuses a busy server before the upload is read.
      onRequest: async () => {
        if (await jobs.full()) throw new ConflictError(BUSY);
      },
      schema: {
        tags: ['telegram import'],
        summary: 'Bulk Add: import the ads of a Telegram Desktop export (JSON or ZIP with photos)',
        description: DESCRIPTION,
        security,
        consumes: ['multipart/form-data'],
        querystring: z.object({
          wait_ms: z.coerce
            .number({ error: 'must be a whole number' })
            .int('must be a whole number')
            .min(0, 'must be at least 0')
            .max(10_000, 'must be at most 10000')
            .default(2000)
            .describe(
              'How long to wait for the result before answering 202 with a job id (0 = answer at once)',
            ),
        }),
        body: z
          .object({
            file: z
              .custom<UploadedExport | string>(() => true)
              .optional()
              .meta({ type: 'string', format: 'binary' })
              .describe('result.json (or any name) or a .zip of the export folder'),
          })
          .nullish(),
        response: {
          200: bulkResultSchema.extend({ job_id: z.string() }),
          202: acceptedSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const upload = request.body?.file;
      if (!isUploadedExport(upload)) throw new BadRequestError(NO_FILE, { file: [NO_FILE] });
      const opened = await openExport(upload);
      // From here the job owns the temp file and removes it when it ends, whatever happens to the request
      // (or this handler does, when no job starts).
      const own = request.uploadCleanups.indexOf(upload.remove);
      if (own >= 0) request.uploadCleanups.splice(own, 1);
      const release = async () => {
        await opened.photos.close();
        await upload.remove();
      };
      const actor = await adminActor(app.ctx, request.principal!.id);
      const job = await jobs
        .start(opened.data.totalMessages, async ({ onProgress, signal }) => {
          try {
            const result = await runBulkImport(app.ctx, opened, { onProgress, signal, log: request.log });
            await recordAudit({ ...app.ctx, log: app.log }, actor, {
              action: 'bulk_add',
              summary: `Bulk Add of ${upload.filename}: ${result.properties_created} listings created`,
              counts: {
                messages: result.total_messages,
                created: result.properties_created,
                failed: result.properties_failed,
                duplicates: result.skipped.duplicates,
                not_ads: result.skipped.not_ads,
                photos: result.images_attached,
              },
            });
            return result;
          } finally {
            await release();
          }
        })
        .catch(async (error: unknown) => {
          await release();
          throw error;
        });
      if (!job) {
        await release();
        throw new ConflictError(BUSY);
      }
      await Promise.race([job.settled, delay(request.query.wait_ms, undefined, { ref: false })]);
      if (job.status === 'done') return reply.status(200).send({ job_id: job.id, ...job.result! });
      if (job.status === 'failed') throw new AppError(500, job.error ?? 'The import failed', 'import_failed');
      return reply
        .status(202)
        .send({ job_id: job.id, status: job.status, processed: job.processed, total: job.total });
    },
  );

  app.get(
    '/admin/bulk-add/:job_id',
    {
      schema: {
        tags: ['telegram import'],
        summary: 'Progress and, when done, the result of a bulk import',
        security,
        params: z.object({ job_id: z.string().max(100) }),
        response: { 200: jobSchema, 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => {
      const job = await jobs.get(request.params.job_id);
      if (!job) throw new NotFoundError('No such import (finished imports are kept for an hour)');
      const { id, status, processed, total, result, error } = job;
      return {
        job_id: id,
        status,
        processed,
        total,
        ...(result ? { result } : {}),
        ...(error ? { error } : {}),
      };
    },
  );
};
