import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A table of market data an import fills (the sales, the rent contracts), as the shared import code
 * needs it: its name and key, its columns, the order of its lookup indexes, and a record as its row.
 */
export interface MarketTable<Item> {
  name: 'market_sales' | 'market_rents';
  /** Where its records come from, as the API names it ('dld' for DLD's sales, 'ejari' for the rents). */
  source: 'dld' | 'ejari';
  /** The column of a record's date ('YYYY-MM-DD'). */
  date: string;
  /** The column a record is known by: one already stored is not stored again. */
  key: string;
  /** Every column an import writes, `demo` last, with its SQL type (the staging tables repeat them). */
  columns: readonly (readonly [name: string, type: string])[];
  /** The lookup indexes' shared order, the columns each level of a lookup matches first. */
  order: string;
  /** A record as the table's row, without `demo`. */
  row: (item: Item) => Record<string, unknown>;
  /** The columns a lookup always matches (kind, rooms …), joined: records of one part sort on their own. */
  partKey: (item: Item) => string;
}

/** What the queries that do not read or write records need of a table. */
export type MarketTableShape = Omit<MarketTable<unknown>, 'row' | 'partKey'>;

/** The table's rows written through Kysely without its generated types: the names come from a MarketTable. */
const anyTable = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

const columnNames = (table: MarketTableShape) => table.columns.map(([name]) => name).join(', ');

/**
 * Stores records not stored yet (by the table's key; the rest are left as they are) in one statement
 * and transaction. Returns how many were new.
 */
export async function insertNew<Item>(
  db: Kysely<Database>,
  table: MarketTable<Item>,
  items: readonly Item[],
  demo: boolean,
): Promise<number> {
  if (items.length === 0) return 0;
  const result = await anyTable(db)
    .insertInto(table.name)
    .values(items.map((item) => ({ ...table.row(item), demo: demo ? 1 : 0 })))
    .onConflict((conflict) => conflict.column(table.key).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Removes the demo seed's generated sample from the table (before the first real import). */
export async function deleteDemoRows(db: Kysely<Database>, table: MarketTableShape): Promise<number> {
  const result = await anyTable(db).deleteFrom(table.name).where('demo', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface MarketTableSummary {
  rows: number;
  /** 'YYYY-MM-DD' of the oldest and the newest record; null when there is none. */
  first: string | null;
  last: string | null;
  /** True when what is loaded is only the demo seed's generated sample. */
  demo: boolean;
}

/** How many records the table holds, the dates of the first and the last, and whether they are the demo sample. */
export async function summarizeTable(
  db: Kysely<Database>,
  table: MarketTableShape,
): Promise<MarketTableSummary> {
  const row = await anyTable(db)
    .selectFrom(table.name)
    .select([
      sql<number | string>`count(*)`.as('rows'),
      sql<string | null>`min(${sql.ref(table.date)})`.as('first'),
      sql<string | null>`max(${sql.ref(table.date)})`.as('last'),
      sql<number | string | null>`min(demo)`.as('demo'),
    ])
    .executeTakeFirstOrThrow();
  const rows = Number(row.rows);
  return {
    rows,
    first: row.first as string | null,
    last: row.last as string | null,
    demo: rows > 0 && Number(row.demo) === 1,
  };
}

/**
 * Which records the table holds, read off any one of them: none, the demo seed's generated sample, or
 * the open data (the table's source). The two are never loaded together: the first real import
 * removes the sample.
 */
export async function loadedData<Source extends MarketTableShape['source']>(
  db: Kysely<Database>,
  table: MarketTableShape & { source: Source },
): Promise<'none' | 'demo' | Source> {
  const row = await anyTable(db).selectFrom(table.name).select('demo').limit(1).executeTakeFirst();
  return row === undefined ? 'none' : Number(row.demo) === 1 ? 'demo' : table.source;
}

// An import is staged first (ADR 0029): its records go into a temporary table with no index, then into
// the market table sorted in the lookup indexes' order, a few thousand per statement. Inserted in file
// order, every record lands on other pages of the lookup indexes, and each commit rewrote thousands of
// pages (210 s for 2,000,000 sales on SQLite); sorted, a statement's records share a few pages of each.
// The staging tables belong to the connection: temporary tables on PostgreSQL; on SQLite an attached
// temporary database, a file of its own (filling and sorting it never takes the database's write lock)
// that vanishes at once when detached. They are sorted a part at a time (parts by the columns every
// lookup matches and the area: every level a lookup matches lies within one area, so the order within
// a part is the order that counts), because SQLite sorts in the server's thread: 2,000,000 sales at
// once stalled it for 5 s. PostgreSQL sorts them at once, in its own process.

/** Parts the staged records are sorted in on SQLite: about 110,000 sales each for 2,000,000 rows. */
const SQLITE_PARTS = 16;
type StagingTables = { market_staging: Record<string, unknown> };

/** The part of the staging a record is sorted in, from its part key. */
const partOf = (key: string): number => {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % SQLITE_PARTS;
};

/** Whether this database's staging lives on one connection of a pool (PostgreSQL's temporary tables). */
export const stagesOnOneConnection = (db: Kysely<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Parts the staging is sorted in, numbered from 0. PostgreSQL sorts in its own process, at once:
 * each part would cost it another pass over the whole staging table.
 */
export const stagingParts = (db: Kysely<Database>): number => (stagesOnOneConnection(db) ? 1 : SQLITE_PARTS);

/** New, empty staging tables for the table's records (those left over on this connection are dropped first). */
export async function createStaging(db: Kysely<Database>, table: MarketTableShape): Promise<void> {
  await dropStaging(db);
  const columnTypes = table.columns.map(([name, type]) => `${name} ${type}`).join(', ');
  // Named unqualified from here on: SQLite looks in attached databases for names it has not found.
  const create = stagesOnOneConnection(db) ? 'create temporary table ' : 'create table market_import.';
  if (!stagesOnOneConnection(db)) await sql.raw("attach database '' as market_import").execute(db);
  await sql.raw(`${create}market_staging (part integer, ${columnTypes})`).execute(db);
  await sql.raw(`${create}market_staging_sorted (n integer primary key, ${columnTypes})`).execute(db);
}

/** Adds records to the staging table, in one statement. */
export async function stageRows<Item>(
  db: Kysely<Database>,
  table: MarketTable<Item>,
  items: readonly Item[],
  demo: boolean,
): Promise<void> {
  if (items.length === 0) return;
  const flag = demo ? 1 : 0;
  await db
    .withTables<StagingTables>()
    .insertInto('market_staging')
    .values(items.map((item) => ({ part: partOf(table.partKey(item)), ...table.row(item), demo: flag })))
    .execute();
}

/**
 * Sorts one part of the staged records in the lookup indexes' order, numbered on from `after + 1`;
 * returns how many there were.
 */
export async function sortStagedPart(
  db: Kysely<Database>,
  table: MarketTableShape,
  part: number,
  after: number,
): Promise<number> {
  const columns = columnNames(table);
  const result = await sql
    .raw(
      `insert into market_staging_sorted (n, ${columns}) select ${Math.trunc(after)} + row_number() over ` +
        `(order by ${table.order}), ${columns} from market_staging` +
        (stagingParts(db) > 1 ? ` where part = ${Math.trunc(part)}` : ''),
    )
    .execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Stores the sorted staged records numbered `from + 1` to `to` that are not stored yet (by the table's
 * key), in one statement and transaction. Returns how many were new.
 */
export async function mergeStaged(
  db: Kysely<Database>,
  table: MarketTableShape,
  from: number,
  to: number,
): Promise<number> {
  const columns = columnNames(table);
  const result = await sql
    .raw(
      `insert into ${table.name} (${columns}) select ${columns} from market_staging_sorted ` +
        `where n > ${Math.trunc(from)} and n <= ${Math.trunc(to)} order by n on conflict (${table.key}) do nothing`,
    )
    .execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Drops the staging of this connection, if any. */
export async function dropStaging(db: Kysely<Database>): Promise<void> {
  if (stagesOnOneConnection(db)) {
    await sql.raw('drop table if exists market_staging_sorted').execute(db);
    await sql.raw('drop table if exists market_staging').execute(db);
    return;
  }
  const attached = await sql<{ name: string }>`select name from pragma_database_list`.execute(db);
  if (attached.rows.some((row) => row.name === 'market_import'))
    await sql.raw('detach database market_import').execute(db);
}
