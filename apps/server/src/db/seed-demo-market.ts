import {
  dldPlaceOf,
  readDldHeader,
  readDldRow,
  readEjariHeader,
  readEjariRow,
  RENT_SKIP_REASONS,
  SKIP_REASONS,
  SQFT_PER_SQM,
} from '@dd/core';
import { type SamplePlace, sampleDldHeader, sampleDldRows } from '@dd/core/market-samples';
import { sampleEjariHeader, sampleEjariRows } from '@dd/core/rent-samples';
import type { Kysely } from 'kysely';
import {
  createImport,
  finishImport,
  type MarketDataset,
} from '../modules/market/market-imports.repository.ts';
import { insertRents } from '../modules/market/market-rents.repository.ts';
import { insertSales } from '../modules/market/market-sales.repository.ts';
import { DEMO_LISTINGS } from './seed-demo-data.ts';
import type { Database } from './schema.ts';

/** Sales in the generated sample: enough for every demo community to have comparables. */
const DEMO_SALES = 30_000;
export const DEMO_FILE_NAME = 'Generated demo sample (not real DLD data)';
/** Contract lines in the generated rent sample: enough for each demo community's kinds and rooms. */
const DEMO_RENTS = 20_000;
export const DEMO_RENTS_FILE_NAME = 'Generated demo sample (not real Ejari contracts)';

/**
 * The demo's market data: generated samples of DLD transactions and of Ejari rent contracts (not real
 * ones) in the demo listings' communities over the last two years, stored marked as demo, so that the
 * market check and the rent yield show on a first run. The Market data tab says they are generated; the
 * first real import of each replaces its sample. Returns the sales stored.
 */
export async function seedDemoMarket(db: Kysely<Database>, now: Date): Promise<number> {
  const places = new Map<string, SamplePlace>();
  for (const listing of DEMO_LISTINGS) {
    const place = dldPlaceOf(listing.location);
    if (!place || place.areas.length === 0) continue;
    const key = place.community;
    const known = places.get(key);
    // The community's level where its demo deal's original price puts it, so that each deal is about
    // as far below the (generated) market as below its original price.
    const perSqm =
      listing.size_sqft > 0 ? (listing.original_price / listing.size_sqft) * SQFT_PER_SQM : undefined;
    places.set(key, {
      area: place.areas[0]!,
      masterProject: place.masterProjects[0] ?? place.community,
      projects: [...(known?.projects ?? []), listing.property_name],
      ...((known?.aedPerSqm ?? perSqm) ? { aedPerSqm: known?.aedPerSqm ?? perSqm! } : {}),
    });
  }
  if (places.size === 0) return 0;
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 700 * 86_400_000).toISOString().slice(0, 10);
  const sample = { seed: 2026, from, to, places: [...places.values()] };
  const sales = await seedSample(db, {
    dataset: 'sales',
    fileName: DEMO_FILE_NAME,
    header: wellFormed(readDldHeader(sampleDldHeader('bulk'))),
    rows: sampleDldRows({ ...sample, rows: DEMO_SALES, layout: 'bulk' }),
    read: (header, row) => {
      const result = readDldRow(header, row);
      return 'skip' in result ? result : { item: result.sale };
    },
    insert: (batch) => insertSales(db, batch, true),
    reasons: SKIP_REASONS,
  });
  await seedSample(db, {
    dataset: 'rents',
    fileName: DEMO_RENTS_FILE_NAME,
    header: wellFormed(readEjariHeader(sampleEjariHeader())),
    rows: sampleEjariRows({ ...sample, rows: DEMO_RENTS }),
    read: (header, row) => {
      const result = readEjariRow(header, row);
      return 'skip' in result ? result : { item: result.contract };
    },
    insert: (batch) => insertRents(db, batch, true),
    reasons: RENT_SKIP_REASONS,
  });
  return sales;
}

/** A sample's header as read, or the reader's complaint thrown: the samples are ours, so never. */
function wellFormed<Header extends object>(header: Header | { missing: string[]; message: string }): Header {
  if ('missing' in header) throw new Error(header.message);
  return header;
}

/** One generated sample: its rows read as a file's would be, stored marked demo, recorded as a demo import. */
async function seedSample<Header, Item, Reason extends string>(
  db: Kysely<Database>,
  sample: {
    dataset: MarketDataset;
    fileName: string;
    header: Header;
    rows: Iterable<string[]>;
    read: (header: Header, row: string[]) => { item: Item } | { skip: Reason };
    insert: (batch: Item[]) => Promise<number>;
    reasons: readonly Reason[];
  },
): Promise<number> {
  const { header } = sample;
  const id = await createImport(db, {
    source: 'demo',
    file_name: sample.fileName,
    bytes_total: 0,
    dataset: sample.dataset,
  });
  const skipped = Object.fromEntries(sample.reasons.map((reason) => [reason, 0])) as Record<Reason, number>;
  let batch: Item[] = [];
  let added = 0;
  let read = 0;
  for (const row of sample.rows) {
    read++;
    const result = sample.read(header, row);
    if ('skip' in result) {
      skipped[result.skip]++;
      continue;
    }
    batch.push(result.item);
    if (batch.length === 500) {
      added += await sample.insert(batch);
      batch = [];
    }
  }
  added += await sample.insert(batch);
  await finishImport(db, id, {
    result: { rows_read: read, rows_added: added, rows_known: 0, rows_skipped: read - added, skipped },
    bytesRead: 0,
  });
  return added;
}
