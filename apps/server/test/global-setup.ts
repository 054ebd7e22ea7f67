import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    engines: ('sqlite' | 'postgres')[];
    postgresUrl: string;
  }
}

/**
 * Decides once which engines the server tests run on: SQLite always, PostgreSQL whenever
 * TEST_DATABASE_URL (default: the local server) answers. REQUIRE_POSTGRES=1 makes its absence fatal.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const reachable = await postgresReachable(url);
  if (!reachable && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${redact(url)} is unreachable`);
  }
  const engines: ('sqlite' | 'postgres')[] = reachable ? ['sqlite', 'postgres'] : ['sqlite'];
  console.log(
    `\nServer tests run on: ${engines.join(' + ')}${reachable ? ` (PostgreSQL at ${redact(url)})` : ' (PostgreSQL unreachable, skipped)'}\n`,
  );
  project.provide('engines', engines);
  project.provide('postgresUrl', url);
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
