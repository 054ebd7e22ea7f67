import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    engines: ('sqlite' | 'postgres')[];
    postgresUrl: string;
    /** The Redis for the scale-out tests, or '' when none answers. */
    redisUrl: string;
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

  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const redisUp = await redisReachable(redisUrl);
  if (!redisUp && process.env.REQUIRE_REDIS === '1') {
    throw new Error(`REQUIRE_REDIS=1 but Redis at ${redact(redisUrl)} is unreachable`);
  }
  console.log(
    redisUp
      ? `Scale-out tests use Redis at ${redact(redisUrl)}\n`
      : 'Redis unreachable: the scale-out tests are skipped\n',
  );
  project.provide('redisUrl', redisUp ? redisUrl : '');
}

async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
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
