import { LISTING_SORTS } from '@dd/core';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { countProperties, listSummaryRows, type ListFilters } from './properties.repository.ts';

// SQLite plans these queries without statistics, so its plan at any size is the plan at 50,000
// listings (ADR 0021): each order is read from its index, never sorted. PostgreSQL's plans depend on
// its statistics; bench:list-query and the ADR show them at size.
describe('the public list query plans on SQLite', () => {
  const sqlite = new SQLite(':memory:');
  let last: CompiledQuery | undefined;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') last = event.query;
    },
  });
  beforeAll(() => migrateToLatest(db));
  afterAll(() => db.destroy());

  const plan = () =>
    (
      sqlite.prepare(`explain query plan ${last!.sql}`).all(...(last!.parameters as unknown[])) as {
        detail: string;
      }[]
    )
      .map((row) => row.detail)
      .join(' | ');
  const after = { value: 0.2, display_order: 0, created_at: '2026-11-01T00:00:00.000Z', id: 'x' };
  const views: ListFilters[] = [
    {},
    { location: 'marina', minPrice: 1_000_000, maxPrice: 2_000_000, hideSold: true },
    { q: 'tower', type: 'br' },
    { minBelowMarket: 10 },
  ];
  const index = {
    featured: 'properties_order_idx',
    discount: 'properties_discount_order_idx',
    market: 'properties_market_order_idx',
    price: 'properties_price_order_idx',
    price_sqft: 'properties_price_sqft_order_idx',
    newest: 'properties_newest_order_idx',
  };

  it.each(LISTING_SORTS.map((sort) => sort.id))(
    'reads a %s page from its index, also after a cursor, never sorting',
    async (sort) => {
      for (const filters of views) {
        for (const cursor of [undefined, after]) {
          await listSummaryRows(db, filters, { sort, limit: 25, after: cursor });
          const text = plan();
          expect(text, JSON.stringify({ filters, cursor })).toContain(`USING INDEX ${index[sort]}`);
          expect(text).not.toContain('TEMP B-TREE');
        }
      }
      await listSummaryRows(db, {}, { sort, limit: 25, after });
      // The cursor starts the index scan at its position instead of filtering from the start.
      expect(plan()).toMatch(/SEARCH properties USING INDEX/);
    },
  );

  it('reads the listings at least N % below the market from the market index, in that order', async () => {
    await listSummaryRows(db, { minBelowMarket: 15 }, { sort: 'market', limit: 25 });
    expect(plan()).toMatch(/SEARCH properties USING INDEX properties_market_order_idx \(<expr>>\?\)/);
    await countProperties(db, { minBelowMarket: 15 });
    expect(plan()).toContain('properties_market_order_idx');
  });

  it('counts a price range from the price index', async () => {
    await countProperties(db, { minPrice: 1, maxPrice: 2 });
    expect(plan()).toContain('INDEX properties_price_order_idx (distress_price>? AND distress_price<?)');
  });
});
