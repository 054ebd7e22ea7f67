import { CompiledQuery, type Kysely, PostgresAdapter, sql } from 'kysely';
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
  /** A record's key (the value of that column). */
  keyOf: (item: Item) => string;
  /** Every column an import writes, `demo` last, with its SQL type (the staging tables repeat them). */
  columns: readonly (readonly [name: string, type: string])[];
  /** The lookup indexes' shared order, the columns each level of a lookup matches first. */
  order: string;
  /**
   * Sorted records stored per statement (and transaction) on SQLite once the file is read: each holds
   * the write lock (and the event loop) for tens of milliseconds, so inquiries go on during an import.
   * (PostgreSQL stores a part of the staging per statement.)
   */
  mergeChunk: number;
  /** A record as the table's row, without `demo`. */
  row: (item: Item) => Record<string, unknown>;
  /** The columns a lookup always matches (kind, rooms …), joined: records of one part sort on their own. */
  partKey: (item: Item) => string;
}

/** What the queries that do not read or write records need of a table. */
export type MarketTableShape = Omit<MarketTable<unknown>, 'row' | 'partKey' | 'keyOf'>;

/** The table's rows written through Kysely without its generated types: the names come from a MarketTable. */
const anyTable = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

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

// An import is staged first (ADR 0029): its records go into temporary tables with no index, then into
// the market table sorted in the lookup indexes' order. Inserted in file order, every record lands on
// other pages of the lookup indexes, and each commit rewrote thousands of pages (210 s for 2,000,000
// sales on SQLite); sorted, a statement's records share a few pages of each. The staging belongs to the
// connection: temporary tables on PostgreSQL; on SQLite an attached temporary database, a file of its
// own (filling and sorting it never takes the database's write lock) that vanishes at once when
// detached. Records are staged in parts, a table each, by the columns every lookup matches and the
// area (every level a lookup matches lies within one area, so the order within a part is the order
// that counts):
// - SQLite sorts in the server's thread (2,000,000 sales at once stalled it for 5 s) and a statement
//   holds the write lock: each part is sorted on its own into a numbered table, then stored a chunk
//   (`mergeChunk`) per statement.
// - PostgreSQL sorts in its own process and lets readers be while it writes: each part is sorted and
//   stored in one statement, with no sorted copy (47 s for 2,100,000 contracts through the copy, 38 s
//   at once).
// `demo` is not staged: it is the same for the whole import.

/** Parts the staged records are sorted and stored in: about 270,000 contracts each for 5,000,000 lines. */
export const STAGING_PARTS = 16;

/** The part of the staging a record goes to, numbered from 0. */
export function stagingPart<Item>(table: MarketTable<Item>, item: Item): number {
  const key = table.partKey(item);
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % STAGING_PARTS;
}

/** Whether this database's staging lives on one connection of a pool (PostgreSQL's temporary tables). */
export const stagesOnOneConnection = (db: Kysely<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** The columns staged: all but `demo`. */
const stagedColumns = (table: MarketTableShape) => table.columns.filter(([name]) => name !== 'demo');

const parts = Array.from({ length: STAGING_PARTS }, (_, part) => part);

/** New, empty staging tables for the table's records (those left over on this connection are dropped first). */
export async function createStaging(db: Kysely<Database>, table: MarketTableShape): Promise<void> {
  await dropStaging(db);
  const columnTypes = stagedColumns(table)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  // Named unqualified from here on: SQLite looks in attached databases for names it has not found.
  const create = stagesOnOneConnection(db) ? 'create temporary table ' : 'create table market_import.';
  if (!stagesOnOneConnection(db)) {
    await sql.raw("attach database '' as market_import").execute(db);
    // Filled and read in order: a small cache does (the default is 16 MiB a database).
    await sql.raw('pragma market_import.cache_size = -4096').execute(db);
  }
  for (const part of parts) await sql.raw(`${create}market_staging_${part} (${columnTypes})`).execute(db);
  if (!stagesOnOneConnection(db))
    await sql.raw(`${create}market_staging_sorted (n integer primary key, ${columnTypes})`).execute(db);
}

/**
 * Adds records of one part to its staging table, in one statement. Written as SQL with the values as
 * parameters, not built with Kysely (building the query of 500 records cost more than running it: 2 s
 * of every million rows): on SQLite a row of parameters per record; on PostgreSQL an array per column,
 * unnested (a few parameters whatever the count, and one plan).
 */
export async function stageRows<Item>(
  db: Kysely<Database>,
  table: MarketTable<Item>,
  part: number,
  items: readonly Item[],
): Promise<void> {
  if (items.length === 0) return;
  const staged = stagedColumns(table);
  const columns: unknown[][] = staged.map(() => []);
  for (const item of items) {
    const row = table.row(item);
    for (let i = 0; i < staged.length; i++) columns[i]!.push(row[staged[i]![0]]);
  }
  const insert = `insert into market_staging_${Math.trunc(part)} (${staged.map(([name]) => name).join(', ')}) `;
  if (stagesOnOneConnection(db)) {
    const arrays = staged.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    await db.executeQuery(CompiledQuery.raw(`${insert}select * from unnest(${arrays})`, columns));
    return;
  }
  const values: unknown[] = [];
  for (let row = 0; row < items.length; row++) for (const column of columns) values.push(column[row]);
  await db.executeQuery(CompiledQuery.raw(insert + sqliteValues(columns.length, items.length), values));
}

/** `values (?, ?), (?, ?) …`: `count` rows of `width` parameters, the text kept for each size asked. */
const valuesTexts = new Map<string, string>();
function sqliteValues(width: number, count: number): string {
  const key = `${width}:${count}`;
  let text = valuesTexts.get(key);
  if (text === undefined) {
    const row = `(${Array.from({ length: width }, () => '?').join(', ')})`;
    text = `values ${Array.from({ length: count }, () => row).join(', ')}`;
    if (valuesTexts.size > 100) valuesTexts.clear();
    valuesTexts.set(key, text);
  }
  return text;
}

/**
 * Stores the staged records not stored yet (by the table's key), in the lookup indexes' order, marked
 * demo or not, a step at a time: yields how many records each step added (0 for a step that only
 * sorts), so that the caller reports progress, lets the server's requests in and may stop between steps.
 */
export async function* storeStaged(
  db: Kysely<Database>,
  table: MarketTableShape,
  demo: boolean,
): AsyncGenerator<number, void, undefined> {
  const columns = stagedColumns(table)
    .map(([name]) => name)
    .join(', ');
  const insert = `insert into ${table.name} (${columns}, demo) select ${columns}, ${demo ? 1 : 0} from`;
  const conflict = `on conflict (${table.key}) do nothing`;
  if (stagesOnOneConnection(db)) {
    for (const part of parts)
      yield affected(
        await sql.raw(`${insert} market_staging_${part} order by ${table.order} ${conflict}`).execute(db),
      );
    return;
  }
  let staged = 0;
  for (const part of parts) {
    staged += affected(
      await sql
        .raw(
          `insert into market_staging_sorted (n, ${columns}) select ${staged} + row_number() over ` +
            `(order by ${table.order}), ${columns} from market_staging_${part}`,
        )
        .execute(db),
    );
    yield 0;
  }
  const narrowCache = await widenCache(db);
  try {
    for (let from = 0; from < staged; from += table.mergeChunk)
      yield affected(
        await sql
          .raw(
            `${insert} market_staging_sorted where n > ${from} and n <= ${from + table.mergeChunk} ` +
              `order by n ${conflict}`,
          )
          .execute(db),
      );
  } finally {
    await narrowCache();
  }
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/** SQLite's page cache while sorted records are stored, in KiB: 64 MiB (16 MiB otherwise). */
const MERGE_CACHE_KIB = 64 * 1024;

/**
 * Widens SQLite's page cache until the returned function puts it back. The sorted records land on
 * neighbouring pages of the lookup indexes, but on any page of the key's: with a small cache nearly
 * every record read one back from the file (storing 2,100,000 contracts took 44 s with 2 MiB, 17 s with
 * 64 MiB, 18 s with 100 MiB); at 5,000,000 lines 128 MiB took the import's peak RSS to 399 MB.
 */
async function widenCache(db: Kysely<Database>): Promise<() => Promise<void>> {
  const [before] = (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows;
  await sql.raw(`pragma cache_size = -${MERGE_CACHE_KIB}`).execute(db);
  return async () => {
    await sql.raw(`pragma cache_size = ${Math.trunc(Number(before?.cache_size ?? -16000))}`).execute(db);
  };
}

/** Drops the staging of this connection, if any. */
export async function dropStaging(db: Kysely<Database>): Promise<void> {
  if (stagesOnOneConnection(db)) {
    const tables = parts.map((part) => `market_staging_${part}`).join(', ');
    await sql.raw(`drop table if exists ${tables}`).execute(db);
    return;
  }
  const attached = await sql<{ name: string }>`select name from pragma_database_list`.execute(db);
  if (attached.rows.some((row) => row.name === 'market_import'))
    await sql.raw('detach database market_import').execute(db);
}
