import { communitiesWithoutSales, errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { staleAllMarketChecks } from './market-check.ts';
import { importMarketFile, type ImportProgress } from './market-import.service.ts';
import {
  createImport,
  findImport,
  finishImport,
  latestImport,
  type MarketImportView,
  saveImportProgress,
} from './market-imports.repository.ts';
import { salePlaces, summarizeSales } from './market-sales.repository.ts';
import { csvUploadConfig, isUploadedCsv, NO_CSV, type UploadedCsv } from './market-upload.ts';

const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };
const BUSY = 'A market data import is already running. Please wait for it to finish';
/** A running import whose heartbeat is older than this lost its server. */
const STALE_MS = 30_000;
const PROGRESS_MS = 250;
export const STOPPED =
  'The server stopped during the import. The sales stored until then are kept; upload the file again to import the rest (nothing is added twice)';

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

/** A running import whose server stopped beating reports failed, with what to do. */
function reported(job: MarketImportView, now: number): z.infer<typeof importSchema> {
  const { updated_at: updatedAt, ...view } = job;
  if (view.status === 'running' && now - Date.parse(updatedAt) > STALE_MS)
    return { ...view, status: 'failed', error: STOPPED };
  return view;
}

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const { db } = app.ctx;
  const tmpRoot = join(app.ctx.config.dataDir, 'tmp');
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  app.addHook('onClose', async () => {
    for (const job of running.values()) job.controller.abort(new Error('the server is stopping'));
    await Promise.allSettled([...running.values()].map((job) => job.done));
  });

  // The places of the loaded sales are read once per state of the data (the last import and the count):
  // two scans of the whole table, too slow to repeat on every look at the tab.
  let placesOf: { key: string; communities: Promise<string[]> } | undefined;
  const withoutSales = (key: string): Promise<string[]> => {
    if (placesOf?.key !== key) {
      const communities = salePlaces(db).then(({ areas, masterProjects }) =>
        communitiesWithoutSales(areas, masterProjects),
      );
      placesOf = { key, communities };
      communities.catch(() => placesOf?.communities === communities && (placesOf = undefined));
    }
    return placesOf.communities;
  };

  const busy = async () => {
    const latest = await latestImport(db);
    return latest !== undefined && reported(latest, Date.now()).status === 'running';
  };

  /** Runs the import of an uploaded file on this instance, keeping its row up to date; removes the file. */
  const run = async (id: string, upload: UploadedCsv, controller: AbortController) => {
    let progress: ImportProgress = { bytesRead: 0, rowsRead: 0, rowsAdded: 0, rowsSkipped: 0 };
    let saved = 0;
    const heartbeat = setInterval(() => {
      void saveImportProgress(db, id, progress).catch(() => {});
    }, 5_000);
    try {
      const result = await importMarketFile(db, createReadStream(upload.path), {
        signal: controller.signal,
        onProgress: (now) => {
          progress = now;
          if (Date.now() - saved < PROGRESS_MS) return;
          saved = Date.now();
          void saveImportProgress(db, id, now).catch(() => {});
        },
      });
      await finishImport(db, id, { result, bytesRead: upload.size });
      // Every listing's market check is done again in the background (market.plugin.ts).
      if (result.rows_added > 0) await staleAllMarketChecks(db);
    } catch (error) {
      const message = controller.signal.aborted ? STOPPED : (error as Error).message;
      if (!(error instanceof BadRequestError) && !controller.signal.aborted)
        app.log.error({ err: error }, 'market data import failed');
      await finishImport(db, id, { error: message, progress }).catch(() => {});
    } finally {
      clearInterval(heartbeat);
      await upload.remove();
    }
  };

  app.post(
    '/admin/market/imports',
    {
      config: csvUploadConfig(tmpRoot),
      onRequest: async () => {
        if (await busy()) throw new ConflictError(BUSY);
      },
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
      if (await busy()) throw new ConflictError(BUSY);
      // From here the job owns the file and removes it when it ends.
      const own = request.uploadCleanups.indexOf(upload.remove);
      if (own >= 0) request.uploadCleanups.splice(own, 1);
      const id = await createImport(db, {
        source: 'upload',
        file_name: upload.filename || 'upload.csv',
        bytes_total: upload.size,
      });
      const controller = new AbortController();
      const done = run(id, upload, controller).finally(() => running.delete(id));
      running.set(id, { controller, done });
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
    async (request) => {
      const job = await findImport(db, request.params.job_id);
      if (!job) throw new NotFoundError('Import not found');
      return reported(job, Date.now());
    },
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
    async () => {
      const [summary, last] = await Promise.all([summarizeSales(db), latestImport(db)]);
      const real = summary.sales > 0 && !summary.demo;
      return {
        ...summary,
        communities_without_sales: real ? await withoutSales(`${last?.id}:${summary.sales}`) : [],
        last_import: last ? reported(last, Date.now()) : null,
      };
    },
  );
};
