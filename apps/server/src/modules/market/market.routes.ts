import { errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { sweepStaleUploads } from '../../lib/stale-uploads.ts';
import { MarketImports } from './market-imports.service.ts';
import { csvUploadConfig, isUploadedCsv, NO_CSV, type UploadedCsv } from './market-upload.ts';

const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

const importSchema = z
  .object({
    id: z.string(),
    status: z.enum(['running', 'done', 'failed']),
    source: z
      .enum(['upload', 'cli', 'demo'])
      .describe('The dashboard, `npm run market:import`, or the demo seed'),
    file_name: z.string(),
    bytes_total: z.number(),
    bytes_read: z.number().describe('Progress: bytes of the file read so far'),
    rows_read: z.number(),
    rows_added: z.number().describe('Sales stored that were not there before'),
    rows_skipped: z.number(),
    skipped: z.record(z.string(), z.number()).describe('Rows not kept, by reason (when done)'),
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'MarketImport' });

const statusSchema = z
  .object({
    sales: z.number().describe('Sales loaded'),
    first_sale: z.string().nullable(),
    last_sale: z.string().nullable(),
    demo: z.boolean().describe('True when what is loaded is the generated demo sample'),
    communities_without_sales: z
      .array(z.string())
      .describe(
        'Communities in Dubai none of whose DLD areas or master projects a loaded sale names: their listings ' +
          'cannot be compared with the market (DLD may spell them otherwise). Empty without real data loaded',
      ),
    last_import: importSchema.nullable(),
  })
  .meta({ id: 'MarketStatus' });

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const tmpRoot = join(app.ctx.config.dataDir, 'tmp');
  // Uploads a crash or a dropped connection left behind (issue 42: they stayed for good).
  await sweepStaleUploads(tmpRoot, 'market-');
  const imports = new MarketImports(app.ctx, app.log);
  app.addHook('onClose', () => imports.stopAll());

  app.post(
    '/admin/market/imports',
    {
      config: csvUploadConfig(tmpRoot),
      // Checked again when the import is recorded; this refuses a busy server before the upload is read.
      onRequest: async () => imports.refuseIfBusy(),
      schema: {
        tags: ['market data'],
        summary: 'Import a Dubai Land Department transactions file (CSV) as a background job',
        description:
          "Multipart field `file`: the DLD bulk file or the open-data page's export, detected from its header. " +
          "Answers 202 with a `job_id` to poll at once; a file with neither layout's columns fails its job " +
          'with the missing columns named. Sales already stored are not added twice. One import at a time (409).',
        security,
        consumes: ['multipart/form-data'],
        body: z
          .object({
            file: z
              .custom<UploadedCsv | string>(() => true)
              .optional()
              .meta({ type: 'string', format: 'binary' }),
          })
          .nullish(),
        response: {
          202: z.object({ job_id: z.string() }),
          400: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const upload = request.body?.file;
      if (!isUploadedCsv(upload)) throw new BadRequestError(NO_CSV, { file: [NO_CSV] });
      const id = await imports.start(upload);
      // The job owns the file now and removes it when it ends.
      const own = request.uploadCleanups.indexOf(upload.remove);
      if (own >= 0) request.uploadCleanups.splice(own, 1);
      return reply.status(202).send({ job_id: id });
    },
  );

  app.get(
    '/admin/market/imports/:job_id',
    {
      schema: {
        tags: ['market data'],
        summary: 'Progress and counts of a market data import',
        security,
        params: z.object({ job_id: z.string().max(100) }),
        response: { 200: importSchema, 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => imports.get(request.params.job_id),
  );

  app.get(
    '/admin/market/status',
    {
      schema: {
        tags: ['market data'],
        summary: 'What market data is loaded: sales, their dates, and the last import',
        security,
        response: { 200: statusSchema, ...adminErrors },
      },
    },
    async () => imports.status(),
  );
};
