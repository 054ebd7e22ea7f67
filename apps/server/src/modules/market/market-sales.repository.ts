import type { MarketSale } from '@dd/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

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
    .values(
      sales.map((sale) => ({
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
      })),
    )
    .onConflict((conflict) => conflict.column('transaction_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
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
