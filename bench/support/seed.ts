// The benchmark's database: N listings with 3 images each, the default admin and a contacts row
// (so that every inquiry queues the admin's e-mail, as on a configured site), written with the
// server's own migrations, then closed before the server opens it. The image rows point to files
// that are never created: the benchmark does not fetch images. Listings are written in one
// transaction, a few hundred rows per statement (50,000 listings in seconds instead of one commit per
// row), with the test fixture's values (test/fixtures.ts): listing i is `Tower i`, one minute newer
// than listing i - 1.
import { inMapBox } from '@dd/core';
import { COMMUNITY_POINTS } from '@dd/core/place-points';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import type { Database, NewPropertyImageRow, NewPropertyRow } from '../../apps/server/src/db/schema.ts';
import { ensureDefaultAdmin } from '../../apps/server/src/modules/admin-auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../../apps/server/src/modules/admin-auth/admins.repository.ts';
import { saveContacts } from '../../apps/server/src/modules/contacts/contacts.repository.ts';
import { gazetteerPoint } from '../../apps/server/src/modules/properties/listing-points.ts';
import { imageRows, propertyRow } from '../../apps/server/test/fixtures.ts';

export interface Seeded {
  propertyIds: string[];
  admin: { id: string; tokenVersion: number };
}

const LOCATIONS = ['Dubai Marina', 'Business Bay', 'Jumeirah Village Circle', 'Downtown Dubai', 'Arjan'];
/** Types and developers of the varied data set (`varied: true`), in the spellings ads use. */
const TYPES = ['Studio', '1BR', '2BR', '3BR', '4BR Villa', '2-BR Apartment', 'Penthouse'];
const DEVELOPERS = ['Select Group', 'Emaar', 'Damac', 'Sobha', 'Binghatti', 'Ellington', 'Nakheel'];
const IMAGES_PER_LISTING = 3;
/** Listings per INSERT: 500 rows of 25 columns stay under both engines' bound-parameter limits. */
const BATCH = 500;

/** Dubai's extent: the gazetteer's communities inside it are the spread data set's places. */
const DUBAI = { west: 54.85, south: 24.75, east: 55.65, north: 25.4 };
/** The communities most listings are in, as on the portals: each five times as often as another. */
const BUSY = new Set([
  'Dubai Marina',
  'Jumeirah Village Circle',
  'Business Bay',
  'Downtown Dubai',
  'Jumeirah Lake Towers',
  'Dubai Hills Estate',
  'Arjan',
  'Dubai Creek Harbour',
  'Mohammed Bin Rashid City',
  'Palm Jumeirah',
]);

/** The spread data set's places in turn: Dubai's communities of the gazetteer, the busy ones more often. */
const DUBAI_PLACES = Object.entries(COMMUNITY_POINTS)
  .filter(([, { lat, lng }]) => inMapBox({ lat, lng }, DUBAI))
  .flatMap(([name]) => Array<string>(BUSY.has(name) ? 5 : 1).fill(name));

/** Listing `i` of the data set: the test fixture's row (one minute newer than the one before). */
function listingRow(i: number, varied: boolean, spread: boolean): NewPropertyRow {
  const pinned = varied && i % 97 === 0;
  // Spread: a community of Dubai in turn (a prime stride mixes them with the other values' cycles),
  // at the point the server gives it.
  const location = spread
    ? DUBAI_PLACES[(i * 7919) % DUBAI_PLACES.length]!
    : LOCATIONS[i % LOCATIONS.length]!;
  const row = propertyRow({
    property_name: `Tower ${i}`,
    location,
    ...(spread ? gazetteerPoint({ location, property_name: `Tower ${i}` }) : {}),
    distress_price: 500_000 + (i % 50) * 100_000,
    original_price: 800_000 + (i % 50) * 100_000 + (varied ? (i % 13) * 37_000 : 0),
    ...(varied
      ? {
          developer: DEVELOPERS[(i * 3) % DEVELOPERS.length]!,
          property_type: TYPES[(i * 5 + Math.floor(i / 7)) % TYPES.length]!,
          // A few pinned deals, as admins pin them.
          display_order: pinned ? 1 + (i % 3) : 0,
          // How far below the market: none for one listing in six (too few sales), else from 10 %
          // above to 30 % below.
          below_market_pct: i % 6 === 0 ? null : ((i * 7) % 41) - 10,
          // Sizes that differ, so that the price per sq ft differs from the price.
          size_sqft: 400 + (i % 17) * 90,
        }
      : {}),
  });
  // Checked now, as the market checker stores it, and not before the row's last change (the fixture's
  // clock runs on across seeds, past today): the checker leaves such a check as it is. A site's
  // listings have been checked by the time its server restarts; unchecked ones would have the server
  // check all of them in its first seconds, a one-off after a bulk import, in every bench's figures.
  const now = new Date().toISOString();
  row.market_checked_at = String(row.updated_at) > now ? row.updated_at : now;
  return row;
}

async function insertListings(
  db: Kysely<Database>,
  count: number,
  varied: boolean,
  spread: boolean,
): Promise<string[]> {
  const ids: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const rows: NewPropertyRow[] = [];
      const images: NewPropertyImageRow[] = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const row = listingRow(i, varied, spread);
        rows.push(row);
        ids.push(row.id);
        images.push(...imageRows(row, IMAGES_PER_LISTING));
      }
      await trx.insertInto('properties').values(rows).execute();
      await trx.insertInto('property_images').values(images).execute();
    }
  });
  return ids;
}

/**
 * Seeds the SQLite file of `dataDir`, or the PostgreSQL database of `databaseUrl` when given.
 * `varied`: listings of several types and developers, discounts that differ and a few pinned deals
 * (for the filtered and sorted list); otherwise every listing is a 2BR of the same developer.
 * `spread`: listings over Dubai's communities, each at its community's point (the map box); otherwise
 * in five communities, without a point.
 */
export async function seedDatabase(
  dataDir: string,
  listings: number,
  databaseUrl?: string,
  options: { varied?: boolean; spread?: boolean } = {},
): Promise<Seeded> {
  mkdirSync(join(dataDir, 'uploads')); // served under /uploads; the images themselves are not needed here
  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db'), databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const propertyIds = await insertListings(
      handle.db,
      listings,
      options.varied ?? false,
      options.spread ?? false,
    );
    await ensureDefaultAdmin(handle.db, { initialPassword: undefined, email: undefined });
    await saveContacts(
      handle.db,
      { phone: '+971 4 123 4567', email: 'sales@example.com', whatsapp: '971501234567', address: null },
      new Date(),
    );
    const admin = (await findAdminByUsername(handle.db, 'admin'))!;
    return { propertyIds, admin: { id: admin.id, tokenVersion: admin.token_version } };
  } finally {
    await handle.close();
  }
}
