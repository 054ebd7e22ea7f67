// A temporary PostgreSQL database on the local server (TEST_DATABASE_URL, else the test database's
// server), dropped by the benchmark's cleanup.
import pg from 'pg';
import { track } from './cleanup.ts';

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Creates `<prefix>_<time>` and returns its URL. */
export async function createPgDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  track({
    name: `PostgreSQL database ${name}`,
    async close() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
    forceSync() {},
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
