import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestDb, engines, type TestDb } from '../../test/test-db.ts';
import { normaliseStoredListingValues, up } from './migrations/2026-11-26T0100-listing-value-spellings.ts';

describe.each(engines)('listing value spellings migration on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  it('rewrites the spellings stored before into the one every write stores now', async () => {
    const db = t.handle.db;
    const rows = [
      ['dubai marina', '2 bedroom apartment', 'Dubai Marina', '2BR'],
      [' JVC ', '2-BR Apartment', 'Jumeirah Village Circle', '2BR'],
      ['Дубай Марина', 'студия', 'Dubai Marina', 'Studio'],
      ['Business Bay', '4-BR Villa', 'Business Bay', 'Villa'],
      ['  Al   Furjan ', 'Hotel room', 'Al Furjan', 'Hotel room'],
      ['Dubai Marina', '2BR', 'Dubai Marina', '2BR'],
    ] as const;
    const ids = [];
    for (const [location, type] of rows)
      ids.push(await insertProperty(db, { location, property_type: type }));

    expect(await normaliseStoredListingValues(db)).toBe(5);
    for (const [i, [, , location, type]] of rows.entries()) {
      const row = await db
        .selectFrom('properties')
        .select(['location', 'property_type'])
        .where('id', '=', ids[i]!)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ location, property_type: type });
    }
    // Run again (as `up`): nothing left to change.
    await up(db);
    expect(await normaliseStoredListingValues(db)).toBe(0);
  });
});
