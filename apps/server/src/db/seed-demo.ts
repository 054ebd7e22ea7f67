import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { removeStoredImages, storeImage, type StoredImage } from '../modules/images/image-store.ts';
import { DEMO_LISTINGS, type DemoListing, type SceneRef } from './seed-demo-data.ts';
import type { TimeOfDay } from './seed-demo-drawing.ts';
import { sceneSvg, type SceneKind } from './seed-demo-scenes.ts';
import type { Database, NewPropertyImageRow, NewPropertyRow } from './schema.ts';
import { fromBool } from './values.ts';
import { loadSharp } from '../lib/lazy-modules.ts';

const HOUR = 3_600_000;

/**
 * Inserts the demo listings with locally drawn images, in one transaction, when there are no listings
 * yet. Returns how many were inserted (0 when the table already had rows). Image files written by a
 * call whose transaction fails are removed again. The emptiness check does not serialise concurrent
 * callers on PostgreSQL: call it once per database (startup does, right after the initial migration).
 */
export async function seedDemoListings(db: Kysely<Database>, uploadsDir: string): Promise<number> {
  if (await hasListings(db)) return 0;
  const images = await renderAll(DEMO_LISTINGS, uploadsDir);
  const now = Date.now();
  const properties: NewPropertyRow[] = [];
  const rows: NewPropertyImageRow[] = [];
  DEMO_LISTINGS.forEach((listing, index) => {
    const id = randomUUID();
    const createdAt = new Date(now - listing.age_hours * HOUR).toISOString();
    properties.push(propertyRow(id, listing, createdAt));
    images[index]?.forEach((image, position) =>
      rows.push({ id: randomUUID(), property_id: id, position, ...image, created_at: createdAt }),
    );
  });
  try {
    return await db.transaction().execute(async (trx) => {
      if (await hasListings(trx)) return 0; // another instance seeded meanwhile
      await trx.insertInto('properties').values(properties).execute();
      await trx.insertInto('property_images').values(rows).execute();
      return properties.length;
    });
  } catch (error) {
    // Lost a race with another instance (e.g. SQLite's busy snapshot)? Its listings use these same files.
    if (await hasListings(db).catch(() => false)) return 0;
    await removeStoredImages(images.flat(), uploadsDir);
    throw error;
  }
}

async function hasListings(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('properties').select('id').limit(1).executeTakeFirst()) !== undefined;
}

function propertyRow(id: string, listing: DemoListing, createdAt: string): NewPropertyRow {
  const { age_hours: _age, scenes: _scenes, has_balcony, has_pool, ...fields } = listing;
  return {
    id,
    ...fields,
    has_balcony: fromBool(has_balcony),
    has_pool: fromBool(has_pool),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Draws each distinct scene once and stores it; listings that show the same scene share its files. */
async function renderAll(listings: readonly DemoListing[], uploadsDir: string): Promise<StoredImage[][]> {
  const queue = [...new Set(listings.flatMap((l) => l.scenes))];
  const stored = new Map<SceneRef, StoredImage>();
  const worker = async () => {
    for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
      const [kind, time, seed] = ref.split('/') as [SceneKind, TimeOfDay, string];
      try {
        // A fast, lossless PNG: the upload pipeline then does the only lossy encoding.
        const png = await loadSharp()(Buffer.from(sceneSvg(kind, time, Number(seed))))
          .png({ compressionLevel: 1, adaptiveFiltering: false })
          .toBuffer();
        stored.set(ref, await storeImage(png, uploadsDir));
      } catch (error) {
        queue.length = 0; // the other workers stop after their current scene
        throw error;
      }
    }
  };
  // sharp runs each pipeline on the libuv pool; a few at once keep every core busy.
  const workers = Array.from({ length: Math.min(4, Math.max(2, availableParallelism())) }, worker);
  const failed = (await Promise.allSettled(workers)).find((r) => r.status === 'rejected');
  if (failed) {
    await removeStoredImages([...stored.values()], uploadsDir);
    throw failed.reason;
  }
  return listings.map((l) => l.scenes.map((ref) => stored.get(ref) as StoredImage));
}
