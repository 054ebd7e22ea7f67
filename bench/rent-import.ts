// The rent contracts import at scale (docs/decisions/0058): writes a generated DLD rent contracts file
// (Ejari open data) of N lines (5,000,000 by default; @dd/core's sample over the two years ending today,
// a dozen places: about 3 % of the contracts for several flats on a line each, about 91 % of the lines
// kept by the cleaning) and imports it with the real command, `market:import --rents`, into a fresh
// SQLite DATA_DIR and into a temporary PostgreSQL database, then again (support/import-bench.ts: time,
// CPU, peak RSS, the contracts stored against the count added, nothing added twice).
// Targets (the issue): 5,000,000 contract lines in under 180 s with RSS under 400 MB, on both engines;
// a smaller --rows scales the time target in proportion. Exits 1 on a miss or a wrong count.
// Usage: npm run bench:rents [-- --rows 5000000 --engine sqlite|postgres|both]
import { sampleEjariHeader, sampleEjariRows } from '@dd/core/rent-samples';
import { readImportOptions, runImportBench, twoYearsToToday } from './support/import-bench.ts';
import { SAMPLE_PLACES } from './support/sample-places.ts';

const USAGE = 'Usage: npm run bench:rents [-- --rows 5000000 --engine sqlite|postgres|both]';

const options = readImportOptions(USAGE, 5_000_000);

runImportBench({
  name: 'rents',
  rows: options.rows,
  engines: options.engines,
  fileKind: 'ejari',
  header: sampleEjariHeader(),
  generate: () =>
    sampleEjariRows({ rows: options.rows, seed: 58, places: SAMPLE_PLACES, ...twoYearsToToday() }),
  commandOptions: ['--rents'],
  added: 'contracts',
  table: 'market_rents',
  fullRows: 5_000_000,
  targetSeconds: 180,
  targetRssMb: 400,
  options,
});
