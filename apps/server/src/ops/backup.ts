import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DataLocation, jwtSecretFile, OpsError, sqliteFile } from './data-location.ts';
import { BACKUP_FILES, describeFiles, MANIFEST_FILE, type Manifest } from './manifest.ts';
import { snapshotPostgres } from './postgres-dumps.ts';
import { type DatabaseSnapshot, snapshotSqlite } from './sqlite-files.ts';
import { copyUploads } from './upload-files.ts';

export interface BackupOptions {
  source: DataLocation;
  /** The directory the backup directory is created in. */
  outDir: string;
  now?: Date;
  /** Aborting stops the backup and removes what it wrote. */
  signal?: AbortSignal;
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  /** Total size of the files in the backup. */
  bytes: number;
}

/** A directory name per backup that sorts by time and is valid on every file system (no colons). */
export const backupName = (at: Date): string => at.toISOString().replace(/:/g, '-');

/**
 * Writes `<outDir>/<UTC time>/` with the database, the uploads, the JWT secret file and a manifest of
 * checksums. The database is copied first and the uploads after it: images are only ever added under
 * new names, so every image the copy names is among the files copied later. Everything is written
 * into `<name>.partial`, renamed when complete and removed on any failure.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { source, signal } = options;
  const createdAt = options.now ?? new Date();
  const dir = join(options.outDir, backupName(createdAt));
  const partial = `${dir}.partial`;
  if (existsSync(dir)) throw new OpsError(`${dir} already exists`);
  await mkdir(options.outDir, { recursive: true });
  try {
    // Not recursive: fails when another backup is writing the same directory.
    await mkdir(partial, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new OpsError(`${partial} already exists: is another backup running?`);
    }
    throw error;
  }
  try {
    const database: DatabaseSnapshot & { schema?: string } = source.databaseUrl
      ? await snapshotPostgres(
          source.databaseUrl,
          source.pgSchema,
          join(partial, BACKUP_FILES.postgres),
          signal,
        )
      : await snapshotSqlite(sqliteFile(source.dataDir), join(partial, BACKUP_FILES.sqlite));
    signal?.throwIfAborted();
    const copied = await copyUploads(source.uploadDir, join(partial, BACKUP_FILES.uploads), signal);
    if (existsSync(jwtSecretFile(source.dataDir))) {
      await copyFile(jwtSecretFile(source.dataDir), join(partial, BACKUP_FILES.secret));
      await chmod(join(partial, BACKUP_FILES.secret), 0o600);
    }
    const files = await describeFiles(partial);
    const manifest: Manifest = {
      format: 1,
      created_at: createdAt.toISOString(),
      engine: source.databaseUrl ? 'postgres' : 'sqlite',
      ...(database.schema ? { postgres_schema: database.schema } : {}),
      counts: database.counts,
      missing_uploads: [...database.referencedUploads].filter((name) => !copied.has(name)).sort(),
      files,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    signal?.throwIfAborted();
    await rename(partial, dir);
    return { dir, manifest, bytes: files.reduce((sum, file) => sum + file.size, 0) };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
