import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from './schema.ts';
import { type ChangeFeed, localChangeFeed, pgChangeFeed } from './change-feed.ts';
import { type Checkpointer, startCheckpointer } from './sqlite-checkpointer.ts';
import { withStatementCache } from './statement-cache.ts';
import { loadPg } from '../lib/lazy-modules.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL schema the tables live in, when one was chosen. */
  schema: string | undefined;
  /** Cheap round trip used by the health check. */
  ping(): Promise<boolean>;
  /** Change notices between the instances that share this database (a no-op on SQLite). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise the SQLite file below is used. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL only: schema to place every table in (tests use one per file). */
  pgSchema?: string | undefined;
  poolSize?: number;
  /**
   * SQLite only: checkpoint the write-ahead log in a background thread instead of in the write that
   * fills it (the server turns this on; see sqlite-checkpointer.ts).
   */
  backgroundCheckpoints?: boolean;
  /** Told when the background checkpoints fail (the automatic ones take over). */
  onBackgroundError?: (error: Error) => void;
}

export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openSqlite(options.sqlitePath, options);
}

function openSqlite(path: string, options: DbOptions): DbHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  let checkpointer: Checkpointer | undefined;
  if (options.backgroundCheckpoints && path !== ':memory:') {
    checkpointer = startCheckpointer(database, (error) => options.onBackgroundError?.(error));
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return {
    db,
    engine: 'sqlite',
    schema: undefined,
    ping: () => pingWith(db),
    changes: localChangeFeed(),
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

function openPostgres(url: string, options: DbOptions): DbHandle {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Also bounds the wait for a free connection: while the database is unreachable every request
    // fails within this (503) instead of queueing behind the others.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // Finds out about a peer that vanished without closing the connection (host down, cable pulled).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one that is checked out: the pool stops listening while it is lent, and Kysely does not
  // listen either. The socket error also fails the client's queries, and a broken client is
  // discarded when it is released, so this listener has nothing left to do.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const changes = pgChangeFeed({ url, schema: options.pgSchema });
  return {
    db,
    engine: 'postgres',
    schema: options.pgSchema,
    ping: () => pingWith(db),
    changes,
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}

async function pingWith(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
