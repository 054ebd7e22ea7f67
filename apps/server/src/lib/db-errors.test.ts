import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it('recognises what a PostgreSQL pool reports when the server is down or gone', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
      connectionTimeoutMillis: 1000,
    });
    const refused = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused)).toBe(true);

    for (const message of [
      'timeout exceeded when trying to connect',
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'Query read timeout',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    for (const code of ['08006', '08001', '08P01', '57P01', '57P02', '57P03', '53300', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('looks into wrapped causes and the per-address errors of a failed connect', () => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(
      true,
    );
  });

  it('recognises a SQLite database locked by another connection', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dd-busy-'));
    const holder = new SQLite(join(dir, 'app.db'));
    const other = new SQLite(join(dir, 'app.db'));
    try {
      holder.exec('create table t (x); begin exclusive; insert into t values (1)');
      other.pragma('busy_timeout = 0');
      let busy: unknown;
      try {
        other.exec('insert into t values (2)');
      } catch (error) {
        busy = error;
      }
      expect((busy as { code?: string }).code).toBe('SQLITE_BUSY');
      expect(isDatabaseUnavailable(busy)).toBe(true);
    } finally {
      holder.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves errors of the query itself or of the program to the generic 500', () => {
    for (const error of [
      withCode('23505', 'duplicate key'),
      withCode('42601', 'syntax error'),
      withCode('42P01', 'relation does not exist'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      withCode('SQLITE_ERROR', 'no such table'),
      // A message that merely resembles one of the driver's, on an error that has a code of its own.
      withCode('ERR_SOMETHING', 'Connection terminated by the application'),
      new TypeError('Cannot read properties of undefined'),
      new Error('Something else entirely'),
      'ECONNREFUSED',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    const loop: Error & { cause?: unknown } = new Error('a cause that points back at itself');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('matches the unique violations of both engines only', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(withCode('08006'))).toBe(false);
  });
});
