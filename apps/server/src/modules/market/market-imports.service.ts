import { communitiesWithoutSales } from '@dd/core';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { type JobLog, UploadJobs } from '../../lib/upload-jobs.ts';
import type { ServiceContext } from '../service-context.ts';
import { staleAllMarketChecks } from './market-check.ts';
import type { ImportCounts, ImportOptions, ImportProgress } from './market-file-import.ts';
import { importMarketFile } from './market-import.service.ts';
import {
  createImport,
  findImport,
  finishImport,
  latestImport,
  type MarketDataset,
  type MarketImportView,
  saveImportProgress,
} from './market-imports.repository.ts';
import { type MarketRentsSummary, summarizeRents } from './market-rents.repository.ts';
import { salePlaces, summarizeSales } from './market-sales.repository.ts';
import type { UploadedCsv } from './market-upload.ts';
import { importRentFile } from './rent-import.service.ts';

const BUSY = 'A market data import is already running. Please wait for it to finish';
/** A running import whose heartbeat is older than this lost its server. */
const STALE_MS = 30_000;
export const STOPPED =
  'The server stopped during the import. What was stored until then is kept; upload the file again to import the rest (nothing is added twice)';

/** Each dataset's import of a file. */
const IMPORT_FILE: Record<
  MarketDataset,
  (ctx: Pick<ServiceContext, 'db'>, input: Readable, options: ImportOptions) => Promise<ImportCounts>
> = { sales: importMarketFile, rents: importRentFile };

/** An import as the API reports it. */
export type MarketImport = Omit<MarketImportView, 'updated_at'>;

export interface MarketStatus {
  sales: number;
  first_sale: string | null;
  last_sale: string | null;
  demo: boolean;
  communities_without_sales: string[];
  /** The last import of sales. */
  last_import: MarketImport | null;
  rents: MarketRentsSummary & { last_import: MarketImport | null };
}

/** A running import whose server stopped beating reports failed, with what to do. */
function reported(job: MarketImportView, now: number): MarketImport {
  const { updated_at: updatedAt, ...view } = job;
  if (view.status === 'running' && now - Date.parse(updatedAt) > STALE_MS)
    return { ...view, status: 'failed', error: STOPPED };
  return view;
}

/**
 * The admin's market data imports (ADR 0029, 0058), of DLD's sales or Ejari's rent contracts: one at a
 * time over every instance, whatever it loads, each a background job of the upload-job runner
 * (lib/upload-jobs.ts) that keeps its `market_imports` row up to date; and what is loaded. One per app:
 * it holds this instance's running import and a cache of the sales' places.
 */
export class MarketImports {
  private readonly jobs: UploadJobs<ImportProgress, { result: ImportCounts; bytesRead: number }>;
  /**
   * The places of the loaded sales, read once per state of the data (the last import and the count):
   * two scans of the whole table, too slow to repeat on every look at the tab.
   */
  private placesOf: { key: string; communities: Promise<string[]> } | undefined;

  constructor(
    private readonly ctx: Pick<ServiceContext, 'db'>,
    log?: JobLog,
  ) {
    const { db } = ctx;
    this.jobs = new UploadJobs({
      name: 'market data import',
      saveProgress: (id, progress) => saveImportProgress(db, id, progress),
      finish: (id, outcome) =>
        finishImport(
          db,
          id,
          outcome.status === 'done' ? outcome.result : { error: outcome.error, progress: outcome.progress },
        ),
      stopped: STOPPED,
      // A file that is not DLD's (or Ejari's) is the admin's to fix, not the server's.
      failure: (error) => ({ error: (error as Error).message, log: !(error instanceof BadRequestError) }),
      progressMs: 250,
      heartbeatMs: 5_000,
      // The rows' times are the database's clock (market-imports.repository.ts).
      now: () => new Date(),
      log,
    });
  }

  /** Refuses with 409 while an import runs on any instance. */
  async refuseIfBusy(): Promise<void> {
    const latest = await latestImport(this.ctx.db);
    if (latest !== undefined && reported(latest, Date.now()).status === 'running')
      throw new ConflictError(BUSY);
  }

  /**
   * Starts the import of an uploaded file of the dataset as a job on this instance (409 while one runs,
   * of either dataset); once started, the job owns the file and removes it when it ends. Every listing's
   * market check is done again once sales or contracts were added.
   */
  async start(dataset: MarketDataset, upload: UploadedCsv): Promise<string> {
    const { db } = this.ctx;
    await this.refuseIfBusy();
    const id = await createImport(db, {
      dataset,
      source: 'upload',
      file_name: upload.filename || 'upload.csv',
      bytes_total: upload.size,
    });
    const initial: ImportProgress = { bytesRead: 0, rowsRead: 0, rowsAdded: 0, rowsSkipped: 0 };
    void this.jobs.run(id, initial, async ({ onProgress, signal }) => {
      try {
        const result = await IMPORT_FILE[dataset](this.ctx, createReadStream(upload.path), {
          signal,
          onProgress,
        });
        // The background checker (market.plugin.ts) picks them up.
        if (result.rows_added > 0) await staleAllMarketChecks(this.ctx);
        return { result, bytesRead: upload.size };
      } finally {
        await upload.remove();
      }
    });
    return id;
  }

  /** An import of the dataset as any instance reports it; 404 when there is none of that id. */
  async get(dataset: MarketDataset, id: string): Promise<MarketImport> {
    const job = await findImport(this.ctx.db, id, dataset);
    if (!job) throw new NotFoundError('Import not found');
    return reported(job, Date.now());
  }

  /**
   * What is loaded: the sales, their dates, the communities no sale names and the last import of sales;
   * the rent contracts, their dates and the last import of them.
   */
  async status(): Promise<MarketStatus> {
    const { db } = this.ctx;
    const [summary, last, rents, lastRents] = await Promise.all([
      summarizeSales(db),
      latestImport(db, 'sales'),
      summarizeRents(db),
      latestImport(db, 'rents'),
    ]);
    const real = summary.sales > 0 && !summary.demo;
    const now = Date.now();
    return {
      ...summary,
      communities_without_sales: real ? await this.withoutSales(`${last?.id}:${summary.sales}`) : [],
      last_import: last ? reported(last, now) : null,
      rents: { ...rents, last_import: lastRents ? reported(lastRents, now) : null },
    };
  }

  /** Stops this instance's import and waits until it has stored that (the app is closing). */
  stopAll(): Promise<void> {
    return this.jobs.stopAll(new Error('the server is stopping'));
  }

  private withoutSales(key: string): Promise<string[]> {
    if (this.placesOf?.key !== key) {
      const communities = salePlaces(this.ctx.db).then(({ areas, masterProjects }) =>
        communitiesWithoutSales(areas, masterProjects),
      );
      this.placesOf = { key, communities };
      communities.catch(() => this.placesOf?.communities === communities && (this.placesOf = undefined));
    }
    return this.placesOf.communities;
  }
}
