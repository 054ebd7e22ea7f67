import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso, toIso, toIsoOrNull } from '../../db/values.ts';
import type { ImportCounts, ImportProgress } from './market-file-import.ts';

export type ImportSource = 'upload' | 'cli' | 'demo';
/** What an import loads: DLD's sales, or Ejari's rent contracts. */
export type MarketDataset = 'sales' | 'rents';

/** An import as any instance reports it. */
export interface MarketImportView {
  id: string;
  status: 'running' | 'done' | 'failed';
  source: ImportSource;
  file_name: string;
  bytes_total: number;
  bytes_read: number;
  rows_read: number;
  rows_added: number;
  rows_skipped: number;
  /** By reason; the reasons of the file's kind (sales or rents), those not counted left out. */
  skipped: Record<string, number>;
  error: string | null;
  created_at: string;
  /** The heartbeat of the instance running it. */
  updated_at: string;
  finished_at: string | null;
}

/** Records a running import of the dataset (sales unless said). */
export async function createImport(
  db: Kysely<Database>,
  values: { source: ImportSource; file_name: string; bytes_total: number; dataset?: MarketDataset },
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('market_imports')
    .values({ id, status: 'running', ...values, bytes_read: 0, created_at: now, updated_at: now })
    .execute();
  return id;
}

export async function saveImportProgress(
  db: Kysely<Database>,
  id: string,
  progress: ImportProgress,
): Promise<void> {
  await db
    .updateTable('market_imports')
    .set({
      bytes_read: progress.bytesRead,
      rows_read: progress.rowsRead,
      rows_added: progress.rowsAdded,
      rows_skipped: progress.rowsSkipped,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    // Saves are not awaited by the import: one that lands after finishImport must not put the
    // finished import's counts back to those of an earlier moment.
    .where('status', '=', 'running')
    .execute();
}

export async function finishImport<Result extends ImportCounts>(
  db: Kysely<Database>,
  id: string,
  outcome: { result: Result; bytesRead: number } | { error: string; progress?: ImportProgress },
): Promise<void> {
  const now = nowIso();
  const set =
    'result' in outcome
      ? {
          status: 'done',
          bytes_read: outcome.bytesRead,
          rows_read: outcome.result.rows_read,
          rows_added: outcome.result.rows_added,
          rows_skipped: outcome.result.rows_skipped,
          skipped: JSON.stringify(outcome.result.skipped),
        }
      : {
          status: 'failed',
          error: outcome.error,
          ...(outcome.progress
            ? {
                bytes_read: outcome.progress.bytesRead,
                rows_read: outcome.progress.rowsRead,
                rows_added: outcome.progress.rowsAdded,
                rows_skipped: outcome.progress.rowsSkipped,
              }
            : {}),
        };
  await db
    .updateTable('market_imports')
    .set({ ...set, updated_at: now, finished_at: now })
    .where('id', '=', id)
    .execute();
}

type ImportRow = Awaited<ReturnType<typeof selectImports>>[number];

function selectImports(db: Kysely<Database>, dataset: MarketDataset | undefined) {
  let query = db.selectFrom('market_imports').selectAll().orderBy('created_at', 'desc').limit(1);
  if (dataset) query = query.where('dataset', '=', dataset);
  return query.execute();
}

function view(row: ImportRow): MarketImportView {
  return {
    id: row.id,
    status: row.status as MarketImportView['status'],
    source: row.source as ImportSource,
    file_name: row.file_name,
    bytes_total: Number(row.bytes_total),
    bytes_read: Number(row.bytes_read),
    rows_read: row.rows_read,
    rows_added: row.rows_added,
    rows_skipped: row.rows_skipped,
    skipped: JSON.parse(row.skipped) as Record<string, number>,
    error: row.error,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    finished_at: toIsoOrNull(row.finished_at),
  };
}

/** The import of that id, when it loads the dataset. */
export async function findImport(
  db: Kysely<Database>,
  id: string,
  dataset: MarketDataset,
): Promise<MarketImportView | undefined> {
  const row = await db
    .selectFrom('market_imports')
    .selectAll()
    .where('id', '=', id)
    .where('dataset', '=', dataset)
    .executeTakeFirst();
  return row ? view(row) : undefined;
}

/** The newest import, finished or not, of the dataset (of either when none is said). */
export async function latestImport(
  db: Kysely<Database>,
  dataset?: MarketDataset,
): Promise<MarketImportView | undefined> {
  const [row] = await selectImports(db, dataset);
  return row ? view(row) : undefined;
}
