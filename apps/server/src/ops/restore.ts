import { existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { backupName, createBackup } from './backup.ts';
import { type DataLocation, jwtSecretFile, OpsError, sqliteFile } from './data-location.ts';
import { BACKUP_FILES, type Manifest, readVerifiedManifest } from './manifest.ts';
import { postgresCounts, resolveSchema, restorePostgresDump, withPgClient } from './postgres-dumps.ts';
import { type DataCounts, describeCounts, holdsData } from './row-counts.ts';
import { assertSqliteIdle, replaceSqliteFile, sqliteCounts } from './sqlite-files.ts';
import { placeFile } from './upload-files.ts';

export interface RestoreOptions {
  backupDir: string;
  target: DataLocation;
  /** Replace a database that already holds data (it is kept: moved aside, or backed up first). */
  force?: boolean;
  now?: Date;
  signal?: AbortSignal;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Counted in the restored database; equal to the manifest's figures. */
  counts: DataCounts;
  uploads: number;
  secretRestored: boolean;
  /** Where the data that was replaced is kept: the old SQLite file, or a backup of the old schema. */
  previous: string | undefined;
}

/**
 * Restores a backup made by createBackup into the target site. The backup's checksums are verified
 * before anything is touched; a target that holds data is refused unless `force`. Uploads are added
 * (never deleted), the JWT secret is put back so sessions stay valid, and the database goes in last.
 * SQLite needs the server stopped (checked); PostgreSQL is replaced in one transaction.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { backupDir, target } = options;
  const manifest = await readVerifiedManifest(backupDir);
  const engine = target.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new OpsError(
      manifest.engine === 'postgres'
        ? 'This is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into'
        : 'This is a backup of a SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR',
    );
  }
  const stamp = backupName(options.now ?? new Date());
  return engine === 'sqlite'
    ? restoreSqlite(manifest, options, stamp)
    : restorePostgres(manifest, options, stamp);
}

async function restoreSqlite(
  manifest: Manifest,
  options: RestoreOptions,
  stamp: string,
): Promise<RestoreResult> {
  const { backupDir, target } = options;
  const dbPath = sqliteFile(target.dataDir);
  refuseUnlessForced(dbPath, sqliteCounts(dbPath), options.force);
  assertSqliteIdle(dbPath);
  // Copied beside the database first, so the final step is a rename on one file system.
  const restoring = `${dbPath}.restoring-${stamp}`;
  await placeFile(join(backupDir, BACKUP_FILES.sqlite), restoring);
  try {
    const uploads = await restoreUploads(manifest, options);
    const secretRestored = await restoreSecret(manifest, options, stamp);
    options.signal?.throwIfAborted();
    const previous = replaceSqliteFile(dbPath, restoring, stamp);
    const counts = sqliteCounts(dbPath)!;
    return { manifest, counts: assertCounts(manifest, counts), uploads, secretRestored, previous };
  } finally {
    await rm(restoring, { force: true });
  }
}

async function restorePostgres(
  manifest: Manifest,
  options: RestoreOptions,
  stamp: string,
): Promise<RestoreResult> {
  const { target } = options;
  const url = target.databaseUrl!;
  const backupSchema = manifest.postgres_schema;
  if (!backupSchema) throw new OpsError(`${options.backupDir}: the manifest does not name the dumped schema`);
  const existing = await withPgClient(url, async (client) => {
    // A schema of the search_path that does not exist yet resolves to nothing: the restore creates it.
    const schema = (await resolveSchema(client, target.pgSchema)) ?? backupSchema;
    if (schema !== backupSchema) {
      throw new OpsError(
        `The backup holds schema "${backupSchema}" but DATABASE_URL uses "${schema}"; ` +
          'pg_restore recreates a schema under its own name, so restore into a database whose search_path is that schema',
      );
    }
    return postgresCounts(client, schema);
  });
  refuseUnlessForced(`schema "${backupSchema}" of DATABASE_URL`, existing, options.force);
  // pg_restore --clean drops what is there: keep it as a backup of its own first.
  const previous = holdsData(existing)
    ? (
        await createBackup({
          source: { ...target, pgSchema: backupSchema },
          outDir: join(target.dataDir, 'backups'),
        })
      ).dir
    : undefined;
  const uploads = await restoreUploads(manifest, options);
  const secretRestored = await restoreSecret(manifest, options, stamp);
  await restorePostgresDump(url, join(options.backupDir, BACKUP_FILES.postgres), options.signal);
  const counts = await withPgClient(url, (client) => postgresCounts(client, backupSchema));
  return { manifest, counts: assertCounts(manifest, counts), uploads, secretRestored, previous };
}

function refuseUnlessForced(what: string, counts: DataCounts | undefined, force: boolean | undefined): void {
  if (counts && holdsData(counts) && !force) {
    throw new OpsError(
      `${what} already holds data (${describeCounts(counts)}); nothing was restored. ` +
        'Pass --force to replace it: the current data is kept aside first.',
    );
  }
}

async function restoreUploads(manifest: Manifest, options: RestoreOptions): Promise<number> {
  const prefix = `${BACKUP_FILES.uploads}/`;
  const uploads = manifest.files.filter((file) => file.path.startsWith(prefix));
  for (const file of uploads) {
    options.signal?.throwIfAborted();
    await placeFile(
      join(options.backupDir, file.path),
      join(options.target.uploadDir, file.path.slice(prefix.length)),
    );
  }
  return uploads.length;
}

/** Puts the JWT secret file back; a different one already there is moved aside, not overwritten. */
async function restoreSecret(manifest: Manifest, options: RestoreOptions, stamp: string): Promise<boolean> {
  if (!manifest.files.some((file) => file.path === BACKUP_FILES.secret)) return false;
  const from = join(options.backupDir, BACKUP_FILES.secret);
  const to = jwtSecretFile(options.target.dataDir);
  if (existsSync(to) && readFileSync(to, 'utf8') !== readFileSync(from, 'utf8')) {
    await rename(to, `${to}.before-restore-${stamp}`);
  }
  await placeFile(from, to, 0o600);
  return true;
}

function assertCounts(manifest: Manifest, counts: DataCounts): DataCounts {
  if (describeCounts(counts) !== describeCounts(manifest.counts)) {
    throw new OpsError(
      `The restored database holds ${describeCounts(counts)}, but the backup recorded ${describeCounts(manifest.counts)}`,
    );
  }
  return counts;
}
