import type { MarketDataset } from '../api/market-dataset';

/** What the tab calls each dataset's upload, import and rows, so that the two uploads are told apart. */
export interface DatasetWords {
  fileLabel: string;
  fileHint: string;
  /** The upload's button (the sales' is plain "Import"). */
  importButton: string;
  progress: string;
  finished: string;
  failed: string;
  /** Rows read that were neither added nor skipped. */
  alreadyStored: string;
  /** What a failed import had added before it stopped. */
  addedBeforeFailure: string;
  lastImport: string;
}

export const DATASET_WORDS: Record<MarketDataset, DatasetWords> = {
  sales: {
    fileLabel: 'DLD transactions file (CSV)',
    fileHint: 'Up to 4 GB. Sales already stored are not added twice.',
    importButton: 'Import',
    progress: 'Import progress',
    finished: 'Import finished',
    failed: 'Import failed',
    alreadyStored: 'Already stored',
    addedBeforeFailure: 'Sales added before it stopped',
    lastImport: 'Last import',
  },
  rents: {
    fileLabel: 'Ejari rent contracts (CSV)',
    fileHint:
      'Up to 4 GB. A contract is stored once however many lines (units) it has, and contracts already ' +
      'stored are not added twice.',
    importButton: 'Import rent contracts',
    progress: 'Rent contracts import progress',
    finished: 'Rent contracts import finished',
    failed: 'Rent contracts import failed',
    // A contract of several units repeats on a line per unit: the further lines are not added.
    alreadyStored: 'Already stored or repeated',
    addedBeforeFailure: 'Contracts added before it stopped',
    lastImport: 'Last rent contracts import',
  },
};
