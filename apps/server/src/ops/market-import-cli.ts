// `npm run market:import -- <file.csv>`: imports a Dubai Land Department transactions file (either of
// its CSV layouts) into the site's database, the one the environment names (DATA_DIR or
// DATABASE_URL), with a progress bar on the terminal; with `--rents`, DLD's rent contracts file
// (Ejari). See docs/decisions/0029 and 0058.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { staleAllMarketChecks } from '../modules/market/market-check.ts';
import type { ImportProgress } from '../modules/market/market-file-import.ts';
import { importMarketFile } from '../modules/market/market-import.service.ts';
import { createImport, finishImport } from '../modules/market/market-imports.repository.ts';
import { importRentFile } from '../modules/market/rent-import.service.ts';
import { formatBytes, parseArguments, runCommand, userPath } from './cli-support.ts';

const USAGE = `Usage: npm run market:import -- [--rents] <file.csv>

Imports a Dubai Land Department transactions file (the bulk file or the open-data page's export)
into the database that DATA_DIR or DATABASE_URL names. Sales already stored are not added twice.
With --rents, the file is DLD's rent contracts file (Ejari): each contract is stored once, at one
unit's annual rent; contracts already stored are not added twice.`;

const { values, positionals } = parseArguments(
  {
    options: { help: { type: 'boolean', short: 'h' }, rents: { type: 'boolean' } },
    allowPositionals: true,
  },
  USAGE,
);
const rents = values.rents === true;
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
    const id = await createImport(handle.db, {
      dataset: rents ? 'rents' : 'sales',
      source: 'cli',
      file_name: basename(path),
      bytes_total: size,
    });
    try {
      const options = {
        signal,
        onProgress: (now: ImportProgress) => {
          progress = now;
          if (!tty || Date.now() - last < 100) return;
          last = Date.now();
          process.stderr.write(`\r${progressLine(now, size)}`);
        },
      };
      const input = createReadStream(path);
      const result = rents
        ? {
            ...(await importRentFile(handle, input, options)),
            what: 'Ejari rent contracts',
            added: 'contracts',
          }
        : await importMarketFile(handle, input, options).then((sales) => ({
            ...sales,
            what: sales.layout === 'bulk' ? 'bulk file' : 'open-data export',
            added: 'sales',
          }));
      await finishImport(handle.db, id, { result, bytesRead: size });
      // A running server checks every listing against the new data within seconds.
      if (result.rows_added > 0) await staleAllMarketChecks(handle);
      if (tty) process.stderr.write(`\r${progressLine({ ...progress, bytesRead: size }, size)}\n`);
      const count = (n: number) => n.toLocaleString('en-US');
      const reasons = Object.entries(result.skipped)
        .filter(([, n]) => n > 0)
        .map(([reason, n]) => `${reason.replaceAll('_', ' ')} ${count(n)}`);
      console.log(
        `Imported ${basename(path)} (${result.what}): ` +
          `${count(result.rows_read)} rows read, ${count(result.rows_added)} ${result.added} added, ` +
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
