import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, type Logger, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Engine } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database, NewPropertyRow } from '../src/db/schema.ts';
import { createTestDb } from './test-db.ts';

/** A migrated database whose statements can be explained: for the tests of the queries' plans. */
export interface PlanDb {
  /** Runs the statements, keeping each one in `queries`. */
  db: Kysely<Database>;
  /** The statements run through `db`, oldest first; empty it to keep only those of the next call. */
  queries: CompiledQuery[];
  /**
   * How the engine would run a statement (the last one run by default): SQLite's EXPLAIN QUERY PLAN,
   * its steps joined by ' | ', or PostgreSQL's EXPLAIN, a line a node.
   */
  plan(query?: CompiledQuery): Promise<string>;
  /** Inserts the listings, in batches the engine takes. */
  insertListings(rows: NewPropertyRow[]): Promise<void>;
  dispose(): Promise<void>;
}

/** A fresh one on the engine: an in-memory SQLite database, or a new PostgreSQL schema. */
export async function openPlanDb(engine: Engine): Promise<PlanDb> {
  const queries: CompiledQuery[] = [];
  const log: Logger = (event) => {
    if (event.level === 'query') queries.push(event.query);
  };
  const lastQuery = () => queries.at(-1)!;

  if (engine === 'sqlite') {
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
    await migrateToLatest(db);
    const explain = (query: CompiledQuery) =>
      (
        sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as {
          detail: string;
        }[]
      )
        .map((row) => row.detail)
        .join(' | ');
    return {
      db,
      queries,
      plan: async (query = lastQuery()) => explain(query),
      insertListings: (rows) => insertInBatches(db, rows, 200),
      dispose: () => db.destroy(),
    };
  }

  const testDb = await createTestDb('postgres');
  const pool = new pg.Pool({
    connectionString: inject('postgresUrl'),
    max: 1,
    options: `-c search_path=${testDb.handle.schema}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    queries,
    plan: async (query = lastQuery()) =>
      (await pool.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.parameters as unknown[])).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    insertListings: (rows) => insertInBatches(db, rows, 500),
    dispose: async () => {
      await db.destroy();
      await testDb.dispose();
    },
  };
}

async function insertInBatches(db: Kysely<Database>, rows: NewPropertyRow[], size: number): Promise<void> {
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto('properties')
      .values(rows.slice(i, i + size))
      .execute();
}
