import { PRICE_RANGES, discountPercent } from '@dd/core';
import { type Kysely, sql } from 'kysely';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import type { Database } from './schema.ts';
import { DEMO_LISTINGS } from './seed-demo-data.ts';
import { seedDemoListings } from './seed-demo.ts';
import { toBool, toIso } from './values.ts';

// Seeding draws and encodes ~30 images: about 3 s on two idle cores, more when the suite runs in parallel.
const SEED_TIMEOUT = 60_000;

for (const engine of engines) {
  describe(`seedDemoListings on ${engine}`, { timeout: SEED_TIMEOUT }, () => {
    let testDb: TestDb;
    let db: Kysely<Database>;
    let uploads: string;

    beforeEach(async () => {
      testDb = await createTestDb(engine);
      db = testDb.handle.db;
      uploads = join(testDb.dataDir, 'uploads');
    });
    afterEach(() => testDb.dispose());

    it('inserts about two dozen listings with images, and only once', async () => {
      const inserted = await seedDemoListings(db, uploads);
      expect(inserted).toBe(DEMO_LISTINGS.length);
      expect(inserted).toBeGreaterThanOrEqual(20);

      const rows = await db.selectFrom('properties').selectAll().execute();
      expect(rows).toHaveLength(inserted);
      for (const range of PRICE_RANGES) {
        const inRange = rows.filter((r) => r.distress_price >= range.min && r.distress_price <= range.max);
        expect(inRange.length, range.label).toBeGreaterThan(0);
      }
      for (const row of rows) {
        expect(row.distress_price, row.property_name).toBeLessThan(row.original_price);
        expect(discountPercent(row.original_price, row.distress_price)).toBeGreaterThanOrEqual(8);
        expect(discountPercent(row.original_price, row.distress_price)).toBeLessThanOrEqual(35);
      }
      expect(new Set(rows.map((r) => toIso(r.created_at))).size).toBe(rows.length);
      expect(rows.some((r) => toBool(r.has_pool))).toBe(true);
      expect(rows.some((r) => r.display_order > 0)).toBe(true);

      const images = await db.selectFrom('property_images').selectAll().orderBy('position').execute();
      for (const row of rows) {
        const own = images.filter((image) => image.property_id === row.id);
        expect(own.length, row.property_name).toBeGreaterThanOrEqual(1);
        expect(own.map((image) => image.position)).toEqual(own.map((_, i) => i));
        for (const image of own) {
          expect(existsSync(join(uploads, image.path.replace('/uploads/', '')))).toBe(true);
          expect(existsSync(join(uploads, image.card_path.replace('/uploads/', '')))).toBe(true);
          expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(1600);
        }
      }
      const covers = images.filter((image) => image.position === 0).map((image) => image.path);
      expect(new Set(covers).size).toBe(rows.length);

      expect(await seedDemoListings(db, uploads)).toBe(0);
      const count = await db
        .selectFrom('properties')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(inserted);
    });

    it.skipIf(engine === 'postgres')('removes the files it wrote when the insert fails', async () => {
      await db.schema.dropTable('property_images').execute();
      await expect(seedDemoListings(db, uploads)).rejects.toThrow();
      expect(await db.selectFrom('properties').select('id').execute()).toEqual([]);
      expect(await readdir(uploads)).toEqual([]);
    });
  });
}
