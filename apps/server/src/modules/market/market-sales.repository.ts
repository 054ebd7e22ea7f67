import type { ComparableSale, ListingMarketKey, MarketSale } from '@dd/core';
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
// each. The staging tables belong to the connection: temporary tables on PostgreSQL; on SQLite an
// attached temporary database, a file of its own (filling and sorting it never takes the database's
// write lock) that vanishes at once when detached. They are sorted a part at a time (parts by kind,
// rooms, state and area: every level a lookup matches lies within one area, so the order within a
// part is the order that counts), because SQLite sorts in the server's thread: 2,000,000 sales at once
// stalled it for 5 s. PostgreSQL sorts them at once, in its own process.

/** Parts the staged sales are sorted in on SQLite: about 110,000 sales each for 2,000,000 rows. */
const SQLITE_PARTS = 16;
type Staged = Omit<MarketSalesTable, 'demo'> & { demo: number; part: number };
type StagingTables = { market_staging: Staged };
const COLUMNS =
  'transaction_id, sale_date, kind, rooms, offplan, area, master_project, project, building, area_sqft, price, price_per_sqft, demo';
const COLUMN_TYPES =
  'transaction_id text, sale_date text, kind text, rooms text, offplan integer, area text, master_project text, ' +
  'project text, building text, area_sqft double precision, price double precision, price_per_sqft double precision, demo integer';
/** The lookup indexes' shared order: each level is inside the next (building, project, master project, area). */
const INDEX_ORDER =
  'kind, rooms, offplan, area, master_project, project, building, sale_date, transaction_id';

/** The part of the staging a sale is sorted in: by its kind, rooms, state and area. */
const partOf = (sale: MarketSale): number => {
  const key = `${sale.kind}|${sale.rooms ?? ''}|${sale.offplan ? 1 : 0}|${sale.area}`;
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

/** New, empty staging tables (those left over on this connection are dropped first). */
export async function createStaging(db: Kysely<Database>): Promise<void> {
  await dropStaging(db);
  // Named unqualified from here on: SQLite looks in attached databases for names it has not found.
  const create = stagesOnOneConnection(db) ? 'create temporary table ' : 'create table market_import.';
  if (!stagesOnOneConnection(db)) await sql.raw("attach database '' as market_import").execute(db);
  await sql.raw(`${create}market_staging (part integer, ${COLUMN_TYPES})`).execute(db);
  await sql.raw(`${create}market_staging_sorted (n integer primary key, ${COLUMN_TYPES})`).execute(db);
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
    .values(sales.map((sale) => ({ part: partOf(sale), ...saleRow(sale, demo) })))
    .execute();
}

/**
 * Sorts one part of the staged sales in the lookup indexes' order, numbered on from `after + 1`;
 * returns how many there were.
 */
export async function sortStagedPart(db: Kysely<Database>, part: number, after: number): Promise<number> {
  const result = await sql
    .raw(
      `insert into market_staging_sorted (n, ${COLUMNS}) select ${Math.trunc(after)} + row_number() over ` +
        `(order by ${INDEX_ORDER}), ${COLUMNS} from market_staging` +
        (stagingParts(db) > 1 ? ` where part = ${Math.trunc(part)}` : ''),
    )
    .execute(db);
  return Number(result.numAffectedRows ?? 0);
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

/**
 * Which sales are loaded, read off any one of them: 'none', the demo seed's generated sample, or DLD's
 * data. The two are never loaded together: the first real import removes the sample.
 */
export async function loadedSales(db: Kysely<Database>): Promise<'none' | 'demo' | 'dld'> {
  const row = await db.selectFrom('market_sales').select('demo').limit(1).executeTakeFirst();
  return row === undefined ? 'none' : Number(row.demo) === 1 ? 'demo' : 'dld';
}

/** The DLD areas and master projects the loaded sales name, each once. */
export async function salePlaces(
  db: Kysely<Database>,
): Promise<{ areas: string[]; masterProjects: string[] }> {
  const [areas, masters] = await Promise.all([
    db.selectFrom('market_sales').select('area').distinct().execute(),
    db
      .selectFrom('market_sales')
      .select('master_project')
      .distinct()
      .where('master_project', 'is not', null)
      .execute(),
  ]);
  return {
    areas: areas.map((row) => row.area),
    masterProjects: masters.map((row) => row.master_project!),
  };
}

/** Sales of the listing's kind, rooms (any, when the listing gives no bedroom count) and state since `since`. */
export async function comparableSales(
  db: Kysely<Database>,
  key: Pick<ListingMarketKey, 'kind' | 'rooms' | 'offplan'>,
  since: string,
  column: 'project' | 'building' | 'master_project' | 'area',
  names: readonly string[],
): Promise<ComparableSale[]> {
  if (names.length === 0) return [];
  let query = db
    .selectFrom('market_sales')
    .select(['sale_date as date', 'price_per_sqft'])
    .where('kind', '=', key.kind)
    .where('offplan', '=', key.offplan ? 1 : 0)
    .where(column, 'in', names)
    .where('sale_date', '>=', since);
  if (key.rooms !== null) query = query.where('rooms', '=', key.rooms);
  return query.execute();
}

/** The DLD project and building names with sales of a kind in the given areas or master projects, each pair once. */
export function projectAndBuildingNames(
  db: Kysely<Database>,
  kind: ListingMarketKey['kind'],
  areas: readonly string[],
  masterProjects: readonly string[],
) {
  return db
    .selectFrom('market_sales')
    .select(['project', 'building'])
    .distinct()
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        ...(areas.length ? [eb('area', 'in', areas)] : []),
        ...(masterProjects.length ? [eb('master_project', 'in', masterProjects)] : []),
      ]),
    )
    .execute();
}
