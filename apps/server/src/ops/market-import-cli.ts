// `npm run market:import -- <file.csv>`: imports a Dubai Land Department transactions file (either of
// its CSV layouts) into the site's database, the one the environment names (DATA_DIR or
// DATABASE_URL), with a progress bar on the terminal. See docs/decisions/0029.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { staleAllMarketChecks } from '../modules/market/market-check.ts';
import { importMarketFile, type ImportProgress } from '../modules/market/market-import.service.ts';
import { createImport, finishImport } from '../modules/market/market-imports.repository.ts';
import { formatBytes, parseArguments, runCommand, userPath } from './cli-support.ts';

const USAGE = `Usage: npm run market:import -- <file.csv>

Imports a Dubai Land Department transactions file (the bulk file or the open-data page's export)
into the database that DATA_DIR or DATABASE_URL names. Sales already stored are not added twice.`;

const { positionals } = parseArguments(
  { options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true },
  USAGE,
);
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

/** One line redrawn in place: the bar, the share of the file read, and the rows so far. */
function progressLine(progress: ImportProgress, total: number): string {
  const share = total > 0 ? Math.min(1, progress.bytesRead / total) : 0;
  const width = 30;
  const filled = Math.round(share * width);
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)} % ` +
    `${formatBytes(progress.bytesRead)} of ${formatBytes(total)}, ` +
    `${progress.rowsRead.toLocaleString('en-US')} rows, ${progress.rowsAdded.toLocaleString('en-US')} added`
  );
}

runCommand('market:import', async (signal) => {
  const path = userPath(positionals[0]!);
  if (!existsSync(path)) throw new Error(`no such file: ${path}`);
  const size = statSync(path).size;
  const config = loadConfig();
  // As the server does: the write-ahead log is checkpointed in a background thread, not in the write
  // that fills it (an import's inserts fill it often; in-write checkpoints doubled its time).
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, 'app.db'),
    backgroundCheckpoints: true,
  });
  const tty = process.stderr.isTTY;
  let last = 0;
  let progress: ImportProgress = { bytesRead: 0, rowsRead: 0, rowsAdded: 0, rowsSkipped: 0 };
  try {
    await migrateToLatest(handle.db, handle.schema);
    const id = await createImport(handle.db, { source: 'cli', file_name: basename(path), bytes_total: size });
    try {
      const result = await importMarketFile(handle, createReadStream(path), {
        signal,
        onProgress: (now) => {
          progress = now;
          if (!tty || Date.now() - last < 100) return;
          last = Date.now();
          process.stderr.write(`\r${progressLine(now, size)}`);
        },
      });
      await finishImport(handle.db, id, { result, bytesRead: size });
      // A running server checks every listing against the new data within seconds.
      if (result.rows_added > 0) await staleAllMarketChecks(handle);
      if (tty) process.stderr.write(`\r${progressLine({ ...progress, bytesRead: size }, size)}\n`);
      const count = (n: number) => n.toLocaleString('en-US');
      const reasons = Object.entries(result.skipped)
        .filter(([, n]) => n > 0)
        .map(([reason, n]) => `${reason.replaceAll('_', ' ')} ${count(n)}`);
      console.log(
        `Imported ${basename(path)} (${result.layout === 'bulk' ? 'bulk file' : 'open-data export'}): ` +
          `${count(result.rows_read)} rows read, ${count(result.rows_added)} sales added, ` +
          `${count(result.rows_known)} already stored, ${count(result.rows_skipped)} skipped` +
          (reasons.length ? ` (${reasons.join(', ')})` : ''),
      );
    } catch (error) {
      if (tty) process.stderr.write('\n');
      await finishImport(handle.db, id, {
        error: signal.aborted ? 'interrupted' : (error as Error).message,
        progress,
      });
      throw error;
    }
  } finally {
    await handle.close();
  }
});
