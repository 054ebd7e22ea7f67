import {
  dldPlaceOf,
  type MarketSale,
  readDldHeader,
  readDldRow,
  SKIP_REASONS,
  type SkipReason,
  SQFT_PER_SQM,
} from '@dd/core';
import { type SamplePlace, sampleDldHeader, sampleDldRows } from '@dd/core/market-samples';
import type { Kysely } from 'kysely';
import { createImport, finishImport } from '../modules/market/market-imports.repository.ts';
import { insertSales } from '../modules/market/market-sales.repository.ts';
import { DEMO_LISTINGS } from './seed-demo-data.ts';
import type { Database } from './schema.ts';

/** Sales in the generated sample: enough for every demo community to have comparables. */
const DEMO_SALES = 30_000;
export const DEMO_FILE_NAME = 'Generated demo sample (not real DLD data)';

/**
 * The demo's market data: a generated sample of DLD transactions (not real ones) in the demo
 * listings' communities over the last two years, stored marked as demo, so that the market check
 * shows on a first run. The Market data tab says it is generated; the first real import replaces it.
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
  const columns = readDldHeader(sampleDldHeader('bulk'));
  if ('missing' in columns) throw new Error(columns.message);
  const id = await createImport(db, { source: 'demo', file_name: DEMO_FILE_NAME, bytes_total: 0 });
  let batch: MarketSale[] = [];
  let added = 0;
  let read = 0;
  const skipped = Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Record<SkipReason, number>;
  for (const row of sampleDldRows({
    rows: DEMO_SALES,
    seed: 2026,
    layout: 'bulk',
    from,
    to,
    places: [...places.values()],
  })) {
    read++;
    const result = readDldRow(columns, row);
    if ('skip' in result) {
      skipped[result.skip]++;
      continue;
    }
    batch.push(result.sale);
    if (batch.length === 500) {
      added += await insertSales(db, batch, true);
      batch = [];
    }
  }
  added += await insertSales(db, batch, true);
  await finishImport(db, id, {
    result: {
      layout: 'bulk',
      rows_read: read,
      rows_added: added,
      rows_known: 0,
      rows_skipped: read - added,
      skipped,
    },
    bytesRead: 0,
  });
  return added;
}
