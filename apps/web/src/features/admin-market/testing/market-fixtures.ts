import type { MarketImport, MarketRentsStatus, MarketStatus } from '../api/get-market-status';

/** The demo seed's generated sample, as a fresh site has it. */
export const demoImport: MarketImport = {
  id: 'demo-import',
  status: 'done',
  source: 'demo',
  file_name: 'Generated demo sample (not real DLD data)',
  bytes_total: 0,
  bytes_read: 0,
  rows_read: 480,
  rows_added: 480,
  rows_skipped: 0,
  skipped: {},
  error: null,
  created_at: '2026-01-05T08:00:00.000Z',
  finished_at: '2026-01-05T08:00:01.000Z',
};

/** The demo seed's generated rent contracts. */
export const demoRents: MarketRentsStatus = {
  contracts: 360,
  first_contract: '2024-03-01',
  last_contract: '2025-12-20',
  demo: true,
  last_import: {
    ...demoImport,
    id: 'demo-rent-import',
    file_name: 'Generated demo sample (not real Ejari data)',
    rows_read: 360,
    rows_added: 360,
  },
};

export const demoStatus: MarketStatus = {
  sales: 480,
  first_sale: '2024-02-01',
  last_sale: '2025-12-28',
  demo: true,
  communities_without_sales: [],
  last_import: demoImport,
  rents: demoRents,
};

/** An upload of a DLD bulk file, at some point of its life. */
export function uploadJob(overrides: Partial<MarketImport> = {}): MarketImport {
  return {
    id: 'job-1',
    status: 'running',
    source: 'upload',
    file_name: 'transactions.csv',
    bytes_total: 2_000_000,
    bytes_read: 0,
    rows_read: 0,
    rows_added: 0,
    rows_skipped: 0,
    skipped: {},
    error: null,
    created_at: '2026-02-10T10:30:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

/** The same job, done: 1,200 rows, 900 added, 250 already stored, 50 skipped. */
export const doneJob = uploadJob({
  status: 'done',
  bytes_read: 2_000_000,
  rows_read: 1200,
  rows_added: 900,
  rows_skipped: 50,
  skipped: { not_a_sale: 30, price_per_sqm_outlier: 12, not_a_home: 8, bad_date: 0 },
  finished_at: '2026-02-10T10:31:00.000Z',
});

/** What the status says after that import. */
export const importedStatus: MarketStatus = {
  sales: 900,
  first_sale: '2025-01-02',
  last_sale: '2025-12-30',
  demo: false,
  communities_without_sales: ['Al Furjan', 'Arjan'],
  last_import: doneJob,
  rents: demoRents,
};

/** An upload of an Ejari rent contracts file, at some point of its life. */
export const rentJob = (overrides: Partial<MarketImport> = {}): MarketImport =>
  uploadJob({ id: 'rent-job-1', file_name: 'rent_contracts.csv', bytes_total: 4_000_000, ...overrides });

/**
 * The same job, done: 1,000 lines, 700 contracts added, 200 lines of contracts already stored or of a
 * contract's further units, 100 skipped.
 */
export const doneRentJob = rentJob({
  status: 'done',
  bytes_read: 4_000_000,
  rows_read: 1000,
  rows_added: 700,
  rows_skipped: 100,
  skipped: { not_a_home: 70, rent_outlier: 29, too_long: 1, bad_date: 0 },
  finished_at: '2026-02-10T10:32:00.000Z',
});

/** What the status says after both imports. */
export const rentsImportedStatus: MarketStatus = {
  ...importedStatus,
  rents: {
    contracts: 700,
    first_contract: '2025-01-01',
    last_contract: '2025-12-31',
    demo: false,
    last_import: doneRentJob,
  },
};
