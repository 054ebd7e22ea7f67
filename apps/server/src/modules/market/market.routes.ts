import { errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { sweepStaleUploads } from '../../lib/stale-uploads.ts';
import type { MarketDataset } from './market-imports.repository.ts';
import { MarketImports } from './market-imports.service.ts';
import { csvUploadConfig, isUploadedCsv, NO_CSV, type UploadedCsv } from './market-upload.ts';

const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

/** An import as the API reports it; `added` says what its `rows_added` counts. */
const importSchemaOf = (id: string, added: string) =>
  z
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
      rows_added: z.number().describe(added),
      rows_skipped: z.number(),
      skipped: z.record(z.string(), z.number()).describe('Rows not kept, by reason (when done)'),
      error: z.string().nullable(),
      created_at: z.string(),
      finished_at: z.string().nullable(),
    })
    .meta({ id });

const importSchema = importSchemaOf('MarketImport', 'Sales stored that were not there before');
const rentImportSchema = importSchemaOf(
  'RentImport',
  'Contracts stored that were not there before (a contract of several units, on a line per unit, counts once)',
);

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
    last_import: importSchema.nullable().describe('The last import of sales'),
    rents: z
      .object({
        contracts: z.number().describe('Rent contracts of homes loaded, each once'),
        first_contract: z.string().nullable().describe('The earliest start date of a loaded contract'),
        last_contract: z.string().nullable().describe('The latest start date of a loaded contract'),
        demo: z.boolean().describe('True when the contracts loaded are the generated demo sample'),
        last_import: rentImportSchema.nullable(),
      })
      .describe("Ejari's rent contracts, which the market check's rent and gross yield read"),
  })
  .meta({ id: 'MarketStatus' });

interface ImportRoutes {
  dataset: MarketDataset;
  /** Under /admin/market/. */
  path: string;
  /** The job as the poll answers it. */
  job: typeof importSchema;
  summary: string;
  description: string;
  pollSummary: string;
}

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const tmpRoot = join(app.ctx.config.dataDir, 'tmp');
  // Uploads a crash or a dropped connection left behind (issue 42: they stayed for good).
  await sweepStaleUploads(tmpRoot, 'market-');
  const imports = new MarketImports(app.ctx, app.log);
  app.addHook('onClose', () => imports.stopAll());

  /** An upload route that starts an import of the dataset as a job, and the route that polls it. */
  const importRoutes = (routes: ImportRoutes) => {
    app.post(
      `/admin/market/${routes.path}`,
      {
        config: csvUploadConfig(tmpRoot),
        // Checked again when the import is recorded; this refuses a busy server before the upload is read.
        onRequest: async () => imports.refuseIfBusy(),
        schema: {
          tags: ['market data'],
          summary: routes.summary,
          description: routes.description,
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
        const id = await imports.start(routes.dataset, upload);
        // The job owns the file now and removes it when it ends.
        const own = request.uploadCleanups.indexOf(upload.remove);
        if (own >= 0) request.uploadCleanups.splice(own, 1);
        return reply.status(202).send({ job_id: id });
      },
    );

    app.get(
      `/admin/market/${routes.path}/:job_id`,
      {
        schema: {
          tags: ['market data'],
          summary: routes.pollSummary,
          security,
          params: z.object({ job_id: z.string().max(100) }),
          response: { 200: routes.job, 404: errorBodySchema, ...adminErrors },
        },
      },
      async (request) => imports.get(routes.dataset, request.params.job_id),
    );
  };

  importRoutes({
    dataset: 'sales',
    path: 'imports',
    job: importSchema,
    summary: 'Import a Dubai Land Department transactions file (CSV) as a background job',
    description:
      "Multipart field `file`: the DLD bulk file or the open-data page's export, detected from its header. " +
      "Answers 202 with a `job_id` to poll at once; a file with neither layout's columns fails its job " +
      'with the missing columns named. Sales already stored are not added twice. One market data import ' +
      'at a time, sales or rents (409).',
    pollSummary: 'Progress and counts of a market data import',
  });

  importRoutes({
    dataset: 'rents',
    path: 'rent-imports',
    job: rentImportSchema,
    summary: 'Import a Dubai Land Department rent contracts file (Ejari, CSV) as a background job',
    description:
      "Multipart field `file`: DLD's open-data rent contracts file (`contract_id`, `contract_start_date`, " +
      '`annual_amount`, `no_of_prop`, `ejari_property_type_en` …). Answers 202 with a `job_id` to poll at ' +
      "once; a file without Ejari's columns fails its job with the missing columns named. Each contract is " +
      'stored once, at its annual amount over its units, however many lines it has; lines that are not ' +
      'homes or cannot be read (a line over 64 KB among them) are counted by reason. Contracts already ' +
      'stored are not added twice. One market data import at a time, sales or rents (409).',
    pollSummary: 'Progress and counts of a rent contracts import',
  });

  app.get(
    '/admin/market/status',
    {
      schema: {
        tags: ['market data'],
        summary: 'What market data is loaded: sales and rent contracts, their dates, and the last imports',
        security,
        response: { 200: statusSchema, ...adminErrors },
      },
    },
    async () => imports.status(),
  );
};
