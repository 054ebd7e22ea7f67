// `npm run restore -- <backup dir> [--force]`: puts a backup back into the site DATA_DIR / DATABASE_URL describe.
import { parseArguments, runCommand, siteFromEnvironment, userPath } from './cli-support.ts';
import { restoreBackup } from './restore.ts';
import { describeCounts } from './row-counts.ts';

const USAGE = `Usage: npm run restore -- <backup dir> [--force]

Verifies the backup's checksums, then restores its database, uploaded images and JWT secret into the
site that DATA_DIR, UPLOAD_DIR and DATABASE_URL describe. Stop the server first (with SQLite the
restore refuses while the database is open). A database that already holds data is only replaced with
--force; the old SQLite file is kept as app.db.before-restore-<time>, an old PostgreSQL schema is
backed up to $DATA_DIR/backups first.`;

const { values, positionals } = parseArguments(
  {
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  },
  USAGE,
);
if (positionals.length !== 1) {
  console.error(`Give exactly one backup directory.\n\n${USAGE}`);
  process.exit(2);
}

runCommand('Restore', async (signal) => {
  const backupDir = userPath(positionals[0]!);
  const { location: target, jwtSecretConfigured } = siteFromEnvironment();
  const result = await restoreBackup({ backupDir, target, force: values.force ?? false, signal });
  const { manifest } = result;
  console.log(
    `Restored the backup of ${manifest.created_at} (${manifest.files.length} files, checksums verified)`,
  );
  console.log(
    `  into ${target.databaseUrl ? `PostgreSQL schema ${manifest.postgres_schema}` : target.dataDir}`,
  );
  console.log(`  ${describeCounts(result.counts)}`);
  console.log(`  ${result.uploads} uploads into ${target.uploadDir}`);
  if (jwtSecretConfigured) {
    console.log('  JWT_SECRET is set and signs sessions: keep the value it had when the backup was taken');
  } else {
    console.log(
      result.secretRestored
        ? '  jwt-secret restored: sessions from before the backup stay valid'
        : '  no jwt-secret in the backup: set the JWT_SECRET used before, or visitors must log in again',
    );
  }
  if (result.previous) console.log(`The data that was replaced is kept in ${result.previous}`);
  console.log('Start the server now.');
});
