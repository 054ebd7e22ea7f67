import { spawn } from 'node:child_process';
import pg from 'pg';
import { OpsError } from './data-location.ts';
import { COUNTED_TABLES, type DataCounts, uploadNames } from './row-counts.ts';
import type { DatabaseSnapshot } from './sqlite-files.ts';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function withPgClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new OpsError(`Cannot connect to PostgreSQL: ${(error as Error).message}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The schema the tables are in: the one given, else the first existing schema of the search_path. */
export async function resolveSchema(
  client: pg.Client,
  given: string | undefined,
): Promise<string | undefined> {
  if (given) return given;
  const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
  return rows[0]?.schema ?? undefined;
}

/** The figures of a schema; tables that do not exist count as empty. */
export async function postgresCounts(client: pg.Client, schema: string): Promise<DataCounts> {
  const count = async (table: string) => {
    const name = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    const { rows } = await client.query<{ present: boolean }>(
      'select to_regclass($1) is not null as present',
      [name],
    );
    if (!rows[0]?.present) return 0;
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    return result.rows[0]?.n ?? 0;
  };
  return {
    listings: await count(COUNTED_TABLES.listings),
    images: await count(COUNTED_TABLES.images),
    inquiries: await count(COUNTED_TABLES.inquiries),
    users: await count(COUNTED_TABLES.users),
  };
}

/**
 * Dumps the schema with pg_dump (custom format) from one snapshot that the figures are counted in too,
 * so the manifest describes exactly what the dump holds even while the server keeps writing.
 */
export async function snapshotPostgres(
  url: string,
  givenSchema: string | undefined,
  target: string,
  signal?: AbortSignal,
): Promise<DatabaseSnapshot & { schema: string }> {
  return withPgClient(url, async (client) => {
    const schema = await resolveSchema(client, givenSchema);
    if (!schema) throw new OpsError('The search_path of DATABASE_URL names no existing schema');
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const counts = await postgresCounts(client, schema);
      const images = await client.query<{ path: string; card_path: string }>(
        `select path, card_path from ${quoteIdent(schema)}.${quoteIdent(COUNTED_TABLES.images)}`,
      );
      // The exported snapshot lives as long as this transaction, so it stays open until pg_dump is done.
      await runClientTool(
        'pg_dump',
        [
          '--format=custom',
          `--schema=${quoteIdent(schema)}`,
          `--snapshot=${rows[0]!.id}`,
          `--file=${target}`,
        ],
        url,
        signal,
      );
      return { schema, counts, referencedUploads: uploadNames(images.rows) };
    } finally {
      await client.query('rollback');
    }
  });
}

/**
 * Restores a dump in one transaction: either the whole schema is replaced or nothing changes.
 * Owners and grants are left out, so the dump restores under whichever role DATABASE_URL uses.
 */
export async function restorePostgresDump(url: string, file: string, signal?: AbortSignal): Promise<void> {
  await runClientTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', file],
    url,
    signal,
  );
}

/** Runs pg_dump or pg_restore against the database of the URL; its password goes by environment, not argv. */
function runClientTool(tool: string, args: string[], url: string, signal?: AbortSignal): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // node-pg reads '+' in the query as a space (form encoding), libpq does not: spell spaces as %20.
  parsed.search = new URLSearchParams(parsed.search).toString().replace(/\+/g, '%20');
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${parsed.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 8000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OpsError(
              `${tool} was not found: install the PostgreSQL client tools (the server's version or newer)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new OpsError(`${tool} failed (exit ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}
