// `npm run backup [-- --out DIR]`: a backup of the site that DATA_DIR / DATABASE_URL describe.
import { join } from 'node:path';
import { createBackup } from './backup.ts';
import { formatBytes, parseArguments, runCommand, siteFromEnvironment, userPath } from './cli-support.ts';
import { describeCounts } from './row-counts.ts';

const USAGE = `Usage: npm run backup [-- --out DIR]

Writes DIR/<UTC time>/ (default DIR: $DATA_DIR/backups) with the database (SQLite online backup, or
pg_dump when DATABASE_URL is set), the uploaded images, the JWT secret file and a manifest.json with
checksums. Safe while the server runs.`;

const { values } = parseArguments(
  { options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: false },
  USAGE,
);

runCommand('Backup', async (signal) => {
  const source = siteFromEnvironment().location;
  const started = performance.now();
  const { dir, manifest, bytes } = await createBackup({
    source,
    outDir: values.out ? userPath(values.out) : join(source.dataDir, 'backups'),
    signal,
  });
  const uploads = manifest.files.filter((file) => file.path.startsWith('uploads/')).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written to ${dir}`);
  console.log(
    `  ${manifest.engine}${manifest.postgres_schema ? ` (schema ${manifest.postgres_schema})` : ''}`,
  );
  console.log(`  ${describeCounts(manifest.counts)}`);
  console.log(
    `  ${manifest.files.length} files, ${formatBytes(bytes)}: database, ${uploads} uploads` +
      `${manifest.files.some((file) => file.path === 'jwt-secret') ? ', jwt-secret' : ' (no jwt-secret file: keep JWT_SECRET)'}`,
  );
  console.log(`  took ${seconds} s`);
  if (manifest.missing_uploads.length > 0) {
    console.warn(
      `Warning: ${manifest.missing_uploads.length} image file(s) the database names were already missing ` +
        `from the upload directory: ${manifest.missing_uploads.slice(0, 5).join(', ')}`,
    );
  }
});
