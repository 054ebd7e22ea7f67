import type { ComparableSale, ListingMarketKey, MarketSale } from '@dd/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteDemoRows, insertNew, loadedData, type MarketTable, summarizeTable } from './market-table.ts';

/** The sales as an import stores them (ADR 0029): one row per DLD transaction. */
export const SALES_TABLE: MarketTable<MarketSale> & { source: 'dld' } = {
  name: 'market_sales',
  source: 'dld',
  date: 'sale_date',
  key: 'transaction_id',
  keyOf: (sale) => sale.transaction_id,
  columns: [
    ['transaction_id', 'text'],
    ['sale_date', 'text'],
    ['kind', 'text'],
    ['rooms', 'text'],
    ['offplan', 'integer'],
    ['area', 'text'],
    ['master_project', 'text'],
    ['project', 'text'],
    ['building', 'text'],
    ['area_sqft', 'double precision'],
    ['price', 'double precision'],
    ['price_per_sqft', 'double precision'],
    ['demo', 'integer'],
  ],
  // Each level is inside the next (building, project, master project, area).
  order: 'kind, rooms, offplan, area, master_project, project, building, sale_date, transaction_id',
  mergeChunk: 2000,
  row: (sale) => ({
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
  }),
  partKey: (sale) => `${sale.kind}|${sale.rooms ?? ''}|${sale.offplan ? 1 : 0}|${sale.area}`,
};

/**
 * Stores sales not stored yet (by transaction id; the rest are left as they are) in one statement
 * and transaction. Returns how many were new.
 */
export const insertSales = (db: Kysely<Database>, sales: readonly MarketSale[], demo: boolean) =>
  insertNew(db, SALES_TABLE, sales, demo);

/** Removes the demo seed's generated sample (before the first real import). */
export const deleteDemoSales = (db: Kysely<Database>) => deleteDemoRows(db, SALES_TABLE);

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
  const { rows, first, last, demo } = await summarizeTable(db, SALES_TABLE);
  return { sales: rows, first_sale: first, last_sale: last, demo };
}

/** Which sales are loaded: 'none', the demo seed's generated sample, or DLD's data (never both). */
export const loadedSales = (db: Kysely<Database>) => loadedData(db, SALES_TABLE);

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
