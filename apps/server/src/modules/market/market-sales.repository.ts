import type { MarketSale } from '@dd/core';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database, MarketSalesTable } from '../../db/schema.ts';

const saleRow = (sale: MarketSale, demo: boolean) => ({
  transaction_id: sale.transaction_id,
  sale_date: sale.date,
  kind: sale.kind,
  rooms: sale.rooms ?? '',
  offplan: sale.offplan ? 1 : 0,
  area: sale.area,
  master_project: sale.master_project,
  project: sale.project,
  building: sale.building,
  area_sqft: sale.area_sqft,
  price: sale.price,
  price_per_sqft: sale.price_per_sqft,
  demo: demo ? 1 : 0,
});

/**
 * Stores sales not stored yet (by transaction id; the rest are left as they are) in one statement
 * and transaction. Returns how many were new.
 */
export async function insertSales(
  db: Kysely<Database>,
  sales: readonly MarketSale[],
  demo: boolean,
): Promise<number> {
  if (sales.length === 0) return 0;
  const result = await db
    .insertInto('market_sales')
    .values(sales.map((sale) => saleRow(sale, demo)))
    .onConflict((conflict) => conflict.column('transaction_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

// An import is staged first (ADR 0029): its sales go into a temporary table with no index, then into
// market_sales sorted in the lookup indexes' order, a few thousand per statement. Inserted in file
// order, every sale lands on other pages of the four lookup indexes, and each commit rewrote thousands
// of pages (210 s for 2,000,000 rows on SQLite); sorted, a statement's sales share a few pages of
// each. The temporary tables belong to the connection (on SQLite, a file of their own: filling and
// sorting them never takes the database's write lock); they vanish with it.

type Staged = Omit<MarketSalesTable, 'demo'> & { demo: number };
type StagingTables = { market_staging: Staged; market_staging_sorted: Staged & { n: number } };
const COLUMNS =
  'transaction_id, sale_date, kind, rooms, offplan, area, master_project, project, building, area_sqft, price, price_per_sqft, demo';
/** The lookup indexes' shared order: each level is inside the next (building, project, master project, area). */
const INDEX_ORDER =
  'kind, rooms, offplan, area, master_project, project, building, sale_date, transaction_id';

/** Whether this database's temporary tables live on one connection of a pool (PostgreSQL). */
export const stagesOnOneConnection = (db: Kysely<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** A new, empty staging table (one left over on this connection is dropped first). */
export async function createStaging(db: Kysely<Database>): Promise<void> {
  await dropStaging(db);
  await sql
    .raw(
      'create temporary table market_staging (transaction_id text, sale_date text, kind text, rooms text, ' +
        'offplan integer, area text, master_project text, project text, building text, ' +
        'area_sqft double precision, price double precision, price_per_sqft double precision, demo integer)',
    )
    .execute(db);
}

/** Adds sales to the staging table, in one statement. */
export async function stageSales(
  db: Kysely<Database>,
  sales: readonly MarketSale[],
  demo: boolean,
): Promise<void> {
  if (sales.length === 0) return;
  await db
    .withTables<StagingTables>()
    .insertInto('market_staging')
    .values(sales.map((sale) => saleRow(sale, demo)))
    .execute();
}

/** Sorts the staged sales in the lookup indexes' order, numbered from 1; returns how many there are. */
export async function sortStaging(db: Kysely<Database>): Promise<number> {
  await sql
    .raw(
      `create temporary table market_staging_sorted as select row_number() over (order by ${INDEX_ORDER}) as n, ` +
        `${COLUMNS} from market_staging`,
    )
    .execute(db);
  await sql.raw('drop table market_staging').execute(db);
  await sql.raw('create index market_staging_sorted_n on market_staging_sorted (n)').execute(db);
  const row = await db
    .withTables<StagingTables>()
    .selectFrom('market_staging_sorted')
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Stores the sorted staged sales numbered `from + 1` to `to` that are not stored yet (by transaction
 * id), in one statement and transaction. Returns how many were new.
 */
export async function mergeStaged(db: Kysely<Database>, from: number, to: number): Promise<number> {
  const result = await sql
    .raw(
      `insert into market_sales (${COLUMNS}) select ${COLUMNS} from market_staging_sorted ` +
        `where n > ${Math.trunc(from)} and n <= ${Math.trunc(to)} order by n on conflict (transaction_id) do nothing`,
    )
    .execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Drops the staging tables of this connection, if any. */
export async function dropStaging(db: Kysely<Database>): Promise<void> {
  await sql.raw('drop table if exists market_staging_sorted').execute(db);
  await sql.raw('drop table if exists market_staging').execute(db);
}

/** Removes the demo seed's generated sample (before the first real import). */
export async function deleteDemoSales(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('market_sales').where('demo', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface MarketSalesSummary {
  sales: number;
  /** 'YYYY-MM-DD' of the oldest and the newest sale; null when there is none. */
  first_sale: string | null;
  last_sale: string | null;
  /** True when what is loaded is only the demo seed's generated sample. */
  demo: boolean;
}

/** How many sales are loaded, their dates, and whether they are the generated demo sample. */
export async function summarizeSales(db: Kysely<Database>): Promise<MarketSalesSummary> {
  const row = await db
    .selectFrom('market_sales')
    .select([
      sql<number | string>`count(*)`.as('sales'),
      sql<string | null>`min(sale_date)`.as('first_sale'),
      sql<string | null>`max(sale_date)`.as('last_sale'),
      sql<number | string | null>`min(demo)`.as('demo'),
    ])
    .executeTakeFirstOrThrow();
  const sales = Number(row.sales);
  return {
    sales,
    first_sale: row.first_sale,
    last_sale: row.last_sale,
    demo: sales > 0 && Number(row.demo) === 1,
  };
}

/** Whether any sale is loaded. */
export async function hasSales(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('market_sales').select('transaction_id').limit(1).executeTakeFirst();
  return row !== undefined;
}
