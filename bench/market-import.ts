// The market data import at scale (docs/decisions/0029): writes a generated DLD transactions file of
// N rows (2,000,000 by default; @dd/core's sample, in the bulk file's layout or the open-data export's,
// over the two years ending today, about 89 % of the rows kept by the cleaning) and imports it with the
// real command, `market:import`, into a fresh SQLite DATA_DIR and into a temporary PostgreSQL database,
// then again (support/import-bench.ts: time, CPU, peak RSS, the count stored, nothing added twice).
// Targets (the issue): 2,000,000 rows in under 120 s with RSS under 400 MB, on both engines; a smaller
// --rows scales the time target in proportion. Exits 1 on a miss or a wrong count.
// Usage: npm run bench:market [-- --rows 2000000 --engine sqlite|postgres|both --layout bulk|export]
import { sampleDldHeader, sampleDldRows } from '@dd/core/market-samples';
import { readImportOptions, runImportBench, twoYearsToToday } from './support/import-bench.ts';
import { SAMPLE_PLACES } from './support/sample-places.ts';

const USAGE =
  'Usage: npm run bench:market [-- --rows 2000000 --engine sqlite|postgres|both --layout bulk|export]';

const options = readImportOptions(USAGE, 2_000_000, { layout: ['bulk', 'export'] });
const layout = options.layout as 'bulk' | 'export';

runImportBench({
  name: 'market',
  rows: options.rows,
  engines: options.engines,
  fileKind: `dld-${layout}`,
  header: sampleDldHeader(layout),
  generate: () =>
    sampleDldRows({
      rows: options.rows,
      seed: 29,
      layout,
      places: SAMPLE_PLACES,
      ...twoYearsToToday(),
    }),
  commandOptions: [],
  added: 'sales',
  table: 'market_sales',
  fullRows: 2_000_000,
  targetSeconds: 120,
  targetRssMb: 400,
  knownOnFirst: 0,
  options,
});
