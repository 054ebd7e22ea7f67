import type { ListingFilters } from '@dd/core';
import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Executor, PropertyImageRow, PropertyRow } from '../../db/schema.ts';

/** Position in the public order: display_order desc, then newest first, then id (DESIGN §5). */
export interface OrderKey {
  display_order: number;
  created_at: string;
  id: string;
}

/** Case-insensitive containment, identical on SQLite and PostgreSQL (LIKE wildcards escaped). */
function containsCi(column: 'property_name' | 'developer' | 'location' | 'property_type', needle: string) {
  const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * False for a listing sold before `cutoff` (ISO time): the public list's default view leaves those out.
 * A sold listing without a time of sale stays in. Columns named with their table, for joins too.
 */
export function shownAfterSale(cutoff: string) {
  return sql<SqlBool>`(${sql.ref('properties.status')} <> 'sold' or ${sql.ref('properties.status_changed_at')} is null or ${sql.ref('properties.status_changed_at')} >= ${cutoff})`;
}

export interface ListFilters extends ListingFilters {
  /** Leaves out listings sold before this time (ISO); absent: every listing. */
  soldSince?: string | undefined;
}

export async function listProperties(
  db: Executor,
  filters: ListFilters,
  page: { limit?: number | undefined; after?: OrderKey | undefined } = {},
): Promise<PropertyRow[]> {
  let query = db.selectFrom('properties').selectAll();
  const q = filters.q?.trim();
  if (q)
    query = query.where((eb) =>
      eb.or([containsCi('property_name', q), containsCi('developer', q), containsCi('location', q)]),
    );
  if (filters.location?.trim()) query = query.where(containsCi('location', filters.location.trim()));
  if (filters.type?.trim()) query = query.where(containsCi('property_type', filters.type.trim()));
  if (filters.minPrice !== undefined) query = query.where('distress_price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.where('distress_price', '<=', filters.maxPrice);
  if (filters.soldSince !== undefined) query = query.where(shownAfterSale(filters.soldSince));
  const after = page.after;
  if (after) {
    query = query.where((eb) => {
      const conditions: Expression<SqlBool>[] = [
        eb('display_order', '<', after.display_order),
        eb.and([eb('display_order', '=', after.display_order), eb('created_at', '<', after.created_at)]),
        eb.and([
          eb('display_order', '=', after.display_order),
          eb('created_at', '=', after.created_at),
          eb('id', '<', after.id),
        ]),
      ];
      return eb.or(conditions);
    });
  }
  query = query.orderBy('display_order', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (page.limit !== undefined) query = query.limit(page.limit);
  return query.execute();
}

export function findPropertyById(db: Executor, id: string): Promise<PropertyRow | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Images of the given listings, grouped by listing id and in display position. */
export async function imagesByProperty(
  db: Executor,
  propertyIds: string[],
): Promise<Map<string, PropertyImageRow[]>> {
  const grouped = new Map<string, PropertyImageRow[]>();
  if (propertyIds.length === 0) return grouped;
  // Chunked so a very long list stays under the engines' bound-parameter limits.
  for (let i = 0; i < propertyIds.length; i += 500) {
    const rows = await db
      .selectFrom('property_images')
      .selectAll()
      .where('property_id', 'in', propertyIds.slice(i, i + 500))
      .orderBy('property_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const list = grouped.get(row.property_id);
      if (list) list.push(row);
      else grouped.set(row.property_id, [row]);
    }
  }
  return grouped;
}
