import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, type Engine, openDatabase } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/**
 * The engines a test file runs on, chosen per file by what it tests:
 * - `engines` (SQLite always, PostgreSQL when the global setup reached it) where the engine makes a
 *   difference: repositories and queries written for each engine, the migrations, queues and locks,
 *   several instances on one database, backup and restore, and a representative set of the API
 *   contract (the public list and its queries, listing writes, accounts, favourites, inquiries, saved
 *   searches, market data, statistics, the team, the activity log, and bodies PostgreSQL refuses).
 * - `sqliteOnly` where the database is only a place to keep the records while something above it is
 *   tested (headers, access rules, hostile input, parsing of imports, mail, the bots, link previews):
 *   a second engine would run the same code paths again. Such a file says so where it picks it.
 */
export const engines: Engine[] = inject('engines');
export const sqliteOnly: Engine[] = ['sqlite'];

export interface TestDb {
  handle: DbHandle;
  dataDir: string;
  /** Another connection to the same database, as a second instance of the site has; the caller closes it. */
  connectAgain(): DbHandle;
  /** Closes the connection and removes the database (temp dir or PostgreSQL schema). */
  dispose(): Promise<void>;
}

export interface TestDbOptions {
  /** PostgreSQL: the app's connections go through this local port (a proxy in front of the server). */
  throughPort?: number;
}

/** A fresh, migrated database of the engine: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDb(engine: Engine, options: TestDbOptions = {}): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-test-'));
  if (engine === 'sqlite') {
    const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db') });
    await migrateToLatest(handle.db, handle.schema);
    return {
      handle,
      dataDir,
      connectAgain: () => openDatabase({ sqlitePath: join(dataDir, 'app.db') }),
      dispose: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = inject('postgresUrl');
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create schema ${schema}`);
  const handle = openDatabase({
    databaseUrl: options.throughPort ? throughLocalPort(url, options.throughPort) : url,
    sqlitePath: '',
    pgSchema: schema,
    poolSize: 4,
  });
  await migrateToLatest(handle.db, handle.schema);
  return {
    handle,
    dataDir,
    connectAgain: () => openDatabase({ databaseUrl: url, sqlitePath: '', pgSchema: schema }),
    dispose: async () => {
      await handle.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function throughLocalPort(url: string, port: number): string {
  const rerouted = new URL(url);
  rerouted.hostname = '127.0.0.1';
  rerouted.port = String(port);
  return rerouted.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
