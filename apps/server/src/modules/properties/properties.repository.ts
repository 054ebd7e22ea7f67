import {
  type CellRange,
  type ListingFilters,
  type ListingSort,
  type MapBox,
  type MapGrid,
  NO_MARKET_FIGURE,
  NO_PRICE_PER_SQFT,
  NO_YIELD_FIGURE,
  snapToCells,
} from '@dd/core';
import { parseSearch, wantedHandover } from '@dd/core/search';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { Database, Executor, PropertyImageRow, PropertyRow } from '../../db/schema.ts';

/**
 * Position in one of the public orders (LISTING_SORTS): the compared value of 'discount' (the
 * fraction saved), 'market' (how far below the market), 'yield' (the gross rent yield), 'price' (the
 * distress price) or 'price_sqft' (the price per sq ft), then display_order, created_at and id.
 */
export interface OrderKey {
  /** The value the order compares first; 0 (unused) for 'featured' and 'newest'. */
  value: number;
  display_order: number;
  created_at: string;
  id: string;
}

/**
 * The discount order's value in SQL, in doubles as discountFraction computes it in JavaScript.
 * The index properties_discount_order_idx is on this very expression: keep both identical.
 */
export const DISCOUNT_SQL = sql<number>`(case when ${sql.ref('original_price')} > 0 then cast(${sql.ref('original_price')} - ${sql.ref('distress_price')} as double precision) / ${sql.ref('original_price')} else 0 end)`;

/**
 * The market order's value in SQL, as core's marketOrderValue: how far below the market, or
 * NO_MARKET_FIGURE without a figure (so those come last in a descending order on both engines, which
 * place nulls differently). The index properties_market_order_idx is on this very expression, and
 * the below market filter compares it too, so that the index serves filter and order together.
 */
export const MARKET_SQL = sql<number>`coalesce(${sql.ref('below_market_pct')}, ${sql.lit(NO_MARKET_FIGURE)})`;

/**
 * The yield order's value in SQL, as core's yieldOrderValue: the gross rent yield, or NO_YIELD_FIGURE
 * without a figure (last in a descending order on both engines). The index properties_yield_order_idx
 * is on this very expression, and the yield filter compares it too, as MARKET_SQL does.
 */
export const YIELD_SQL = sql<number>`coalesce(${sql.ref('gross_yield_pct')}, ${sql.lit(NO_YIELD_FIGURE)})`;

/**
 * The price per sq ft order's value in SQL, as core's pricePerSqftOrderValue: the distress price over
 * the size in doubles, or NO_PRICE_PER_SQFT without a size or a price (those come last on both
 * engines). The index properties_price_sqft_order_idx is on this very expression.
 */
export const PRICE_SQFT_SQL = sql<number>`(case when ${sql.ref('size_sqft')} > 0 and ${sql.ref('distress_price')} > 0 then cast(${sql.ref('distress_price')} as double precision) / ${sql.ref('size_sqft')} else ${sql.lit(NO_PRICE_PER_SQFT)} end)`;

/**
 * At least `percent` off the original price as core's meetsDiscount reads it (the badge's
 * Math.round): round(x) >= N is x >= N - 0.5, so (original - distress) * 200 >= (2N - 1) * original,
 * in whole numbers (bigint: 200 times a price passes PostgreSQL's integer). Without an original
 * price the discount is 0.
 */
function atLeastDiscount(percent: number) {
  const original = sql`cast(${sql.ref('original_price')} as bigint)`;
  const saving = sql`(${original} - ${sql.ref('distress_price')}) * 200`;
  return sql<SqlBool>`(case when ${sql.ref('original_price')} > 0 then ${saving} >= ${sql.lit(2 * percent - 1)} * ${original} else ${sql.lit(percent)} <= 0 end)`;
}

type TieColumn = 'display_order' | 'created_at' | 'id';

interface Order {
  /** What the order compares first, with its direction; absent for featured (its ties are the order). */
  first?: { expression: Expression<number>; direction: 'asc' | 'desc' };
  /** The columns that break its ties, each descending (the featured order, then the id). */
  ties: TieColumn[];
}

const FEATURED_TIES: TieColumn[] = ['display_order', 'created_at', 'id'];

/** Each order, ties broken by the featured order (DESIGN §5) and then the id; an index serves each. */
const ORDERS: Record<ListingSort, Order> = {
  featured: { ties: FEATURED_TIES },
  discount: { first: { expression: DISCOUNT_SQL, direction: 'desc' }, ties: FEATURED_TIES },
  market: { first: { expression: MARKET_SQL, direction: 'desc' }, ties: FEATURED_TIES },
  yield: { first: { expression: YIELD_SQL, direction: 'desc' }, ties: FEATURED_TIES },
  price: { first: { expression: sql.ref<number>('distress_price'), direction: 'asc' }, ties: FEATURED_TIES },
  price_sqft: { first: { expression: PRICE_SQFT_SQL, direction: 'asc' }, ties: FEATURED_TIES },
  // created_at first: the featured order's created_at tie-break is then already decided.
  newest: { ties: ['created_at', 'display_order', 'id'] },
};

/**
 * Rows after `after` in the order. The tie columns, all descending, compare as one row value, which
 * both engines can start an index scan at; a first value bounds the scan to its rest (same value and
 * later ties, or a value further on). `indexed: false` writes the first value so that no index serves
 * it (unindexed).
 */
function afterKey(
  eb: ExpressionBuilder<Database, 'properties'>,
  order: Order,
  after: OrderKey,
  indexed = true,
) {
  const [a, b, c] = order.ties as [TieColumn, TieColumn, TieColumn];
  const later = eb(eb.refTuple(a, b, c), '<', eb.tuple(after[a], after[b], after[c]));
  if (!order.first) return later;
  const { direction } = order.first;
  const expression = indexed ? order.first.expression : unindexed(order.first.expression);
  return eb.and([
    eb(expression, direction === 'asc' ? '>=' : '<=', after.value),
    eb.or([eb(expression, direction === 'asc' ? '>' : '<', after.value), later]),
  ]);
}

/**
 * A text filter as the list compares it: trimmed and lower-cased (by JavaScript, before it meets the
 * column's SQL lower()); undefined when nothing is left. Two filters with the same searched text
 * match the same listings (the page cache keys on it).
 */
export function searchedText(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed.toLowerCase() : undefined;
}

/** Case-insensitive containment of a searched text, identical on SQLite and PostgreSQL (LIKE wildcards escaped). */
function containsCi(column: 'property_name' | 'developer' | 'location' | 'property_type', needle: string) {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** A number written so that no index serves a comparison with it: the same value, plus 0. */
const unindexed = (expression: Expression<number>) => sql<number>`${expression} + 0`;

/**
 * Inside the map box, edges included (core's inMapBox); a listing without a point (null) never is.
 * `indexed: false` writes the coordinates so that no index serves them (`lng + 0`), as the price bounds.
 */
function inBox(box: MapBox, indexed: boolean) {
  const coordinate = (column: 'lat' | 'lng'): Expression<number> =>
    indexed ? sql.ref<number>(column) : unindexed(sql.ref<number>(column));
  const [lat, lng] = [coordinate('lat'), coordinate('lng')];
  return sql<SqlBool>`(${lat} >= ${box.south} and ${lat} <= ${box.north} and ${lng} >= ${box.west} and ${lng} <= ${box.east})`;
}

/** False for a sold listing: the public list's default view leaves it out (named with its table, for joins). */
export function notSold() {
  return sql<SqlBool>`${sql.ref('properties.status')} <> 'sold'`;
}

export interface ListFilters extends ListingFilters {
  /** Leaves out sold listings; absent or false: every listing. */
  hideSold?: boolean | undefined;
  /**
   * For each type word of the search, the stored property_type values it matches (list-vocabulary's
   * resolveFilters); needed when the search has type words.
   */
  typeValues?: string[][] | undefined;
  /**
   * The stored handover_date values in every handover state the query asks for (the `handover` filter
   * and the search's handover words); needed with either.
   */
  handoverValues?: string[] | undefined;
}

/** A column's value is one of `values` (none: no row). Chunked under the engines' parameter limits. */
function oneOf(column: 'property_type' | 'handover_date', values: readonly string[]) {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  const chunks: ReturnType<typeof sql<SqlBool>>[] = [];
  for (let i = 0; i < values.length; i += 500)
    chunks.push(sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.slice(i, i + 500))})`);
  return sql<SqlBool>`(${sql.join(chunks, sql` or `)})`;
}

/**
 * The search (core's parseSearch): each word group contained in name, developer or location (any one
 * of its texts), and each type word one of the property types it matches; null when the search is only
 * handover words (those are the handover condition, see `matching`).
 */
function searchCondition(q: string, typeValues: string[][] | undefined) {
  const { groups, types } = parseSearch(q);
  if (types.length > 0 && typeValues?.length !== types.length)
    throw new Error('The search has type words: resolve the filters first (resolveFilters).');
  const parts = groups.map(
    (texts) =>
      sql<SqlBool>`(${sql.join(
        texts.flatMap((text) => [
          containsCi('property_name', text),
          containsCi('developer', text),
          containsCi('location', text),
        ]),
        sql` or `,
      )})`,
  );
  for (const values of typeValues ?? []) parts.push(oneOf('property_type', values));
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : null;
}

/**
 * How a page of a map box is read (boxRead; ADR 0059): 'box' from properties_point_idx, then sorted, the
 * other terms an index could serve written so that none does (unindexed); 'order' walking its
 * order's index, the box written so that its index does not serve it; 'planner' with every term
 * written for its index, the planner choosing by its statistics.
 */
type BoxRead = 'box' | 'order' | 'planner';

/**
 * The public list's listings that match the filters (SPEC §9, as the web page's matchesFilters).
 * `priceIndexed: false` writes the price bounds so that no index serves them (`distress_price + 0`):
 * a page in another order then walks that order's index and stops at the page's end, instead of
 * reading every listing in the price range from the price index and sorting them (the page's
 * ranges hold a fifth of the listings or more). `boxRead` says how the map box is read (BoxRead).
 */
function matching(db: Executor, filters: ListFilters, priceIndexed = true, boxRead: BoxRead = 'planner') {
  const othersIndexed = boxRead !== 'box';
  const price =
    priceIndexed && othersIndexed ? sql.ref<number>('distress_price') : unindexed(sql.ref('distress_price'));
  const figure = (expression: Expression<number>) => (othersIndexed ? expression : unindexed(expression));
  let query = db.selectFrom('properties');
  const q = searchedText(filters.q);
  const search = q ? searchCondition(q, filters.typeValues) : null;
  if (search) query = query.where(search);
  const location = searchedText(filters.location);
  if (location) query = query.where(containsCi('location', location));
  const type = searchedText(filters.type);
  if (type) query = query.where(containsCi('property_type', type));
  if (filters.minPrice !== undefined) query = query.where(price, '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.where(price, '<=', filters.maxPrice);
  // The handover filter and the search's handover words (core's wantedHandover).
  if (wantedHandover(filters).length > 0) {
    if (!filters.handoverValues) throw new Error('A handover filter needs resolveFilters first.');
    query = query.where(oneOf('handover_date', filters.handoverValues));
  }
  // The filter's percent is never negative, so listings without a figure (NO_MARKET_FIGURE) are out.
  if (filters.minBelowMarket !== undefined)
    query = query.where(figure(MARKET_SQL), '>=', filters.minBelowMarket);
  // The same for the yield filter (NO_YIELD_FIGURE).
  if (filters.minYield !== undefined) query = query.where(figure(YIELD_SQL), '>=', filters.minYield);
  if (filters.minDiscount !== undefined) query = query.where(atLeastDiscount(filters.minDiscount));
  if (filters.bbox) query = query.where(inBox(filters.bbox, boxRead !== 'order'));
  if (filters.hideSold) query = query.where(notSold());
  return query;
}

type Page = { sort?: ListingSort; limit?: number | undefined; after?: OrderKey | undefined };

/**
 * A page of a map box holding at least this many listings (and at least 40 per listed one) walks its
 * order's index on SQLite, filtering by the box, instead of reading the box from properties_point_idx
 * and sorting it. Reading the box costs a row per listing in it; the walk about limit × listings / in
 * box rows: they cost the same near √(25 × 50,000) ≈ 1,100 listings at 50,000 (ADR 0059).
 */
const BOX_WALK_AT = 1000;

/**
 * How a page of the box is read (BoxRead). PostgreSQL chooses between the box's and the order's index
 * by its statistics ('planner'; its plans at 50,000 in ADR 0059). SQLite plans without statistics: it
 * takes the box's index whenever the box is written for it, even at a city's zoom where that means
 * sorting most of the listings, and another index whenever one serves a range (a price range, the
 * figure of a market or yield filter with a cursor). So the box's listings are counted first, on its
 * index (at most BOX_WALK_AT entries, none of the table's rows): a box holding fewer is read from it
 * ('box'), one holding more walks the order's index ('order'). Without a limit every listing of the
 * box is read anyway: 'box'.
 */
async function boxRead(db: Executor, box: MapBox, limit: number | undefined): Promise<BoxRead> {
  if (isPostgres(db)) return 'planner';
  if (limit === undefined) return 'box';
  const enough = Math.max(BOX_WALK_AT, 40 * limit);
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('properties')
        .select(sql.lit(1).as('one'))
        .where(inBox(box, true))
        .limit(enough)
        .as('box'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) < enough ? 'box' : 'order';
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The listings that match, in the order asked for, after the cursor's position, at most `limit`. */
function ordered(db: Executor, filters: ListFilters, page: Page, read: BoxRead = 'planner') {
  const sort = page.sort ?? 'featured';
  const order = ORDERS[sort];
  let query = matching(db, filters, sort === 'price', read);
  const after = page.after;
  if (after) query = query.where((eb) => afterKey(eb, order, after, read !== 'box'));
  if (order.first) query = query.orderBy(order.first.expression, order.first.direction);
  for (const column of order.ties) query = query.orderBy(column, 'desc');
  if (page.limit !== undefined) query = query.limit(page.limit);
  return query;
}

/** How the filters' page is read: as boxRead says for a map box, else 'planner'. */
const readOf = (db: Executor, filters: ListFilters, page: Page) =>
  filters.bbox ? boxRead(db, filters.bbox, page.limit) : ('planner' as const);

/** Whole rows (the admin list). */
export async function listProperties(
  db: Executor,
  filters: ListFilters,
  page: Page = {},
): Promise<PropertyRow[]> {
  return ordered(db, filters, page, await readOf(db, filters, page))
    .selectAll()
    .execute();
}

/** What the public card shows (toSummary) and when a sold one leaves the view: fewer columns to read and convert. */
export const SUMMARY_COLUMNS = [
  'id',
  'property_name',
  'developer',
  'location',
  'property_type',
  'size_sqft',
  'handover_date',
  'original_price',
  'distress_price',
  'display_order',
  'status',
  'status_changed_at',
  'source_posted_at',
  'created_at',
  'below_market_pct',
  'gross_yield_pct',
  'lat',
  'lng',
] as const;

export type SummaryRow = Pick<PropertyRow, (typeof SUMMARY_COLUMNS)[number]>;

/** The public list's rows: the card's columns only. */
export async function listSummaryRows(
  db: Executor,
  filters: ListFilters,
  page: Page = {},
): Promise<SummaryRow[]> {
  return ordered(db, filters, page, await readOf(db, filters, page))
    .select(SUMMARY_COLUMNS)
    .execute();
}

/** How many listings match the filters (every page together). */
export async function countProperties(db: Executor, filters: ListFilters): Promise<number> {
  const row = await matching(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One cell of a map's grid holding listings that match (mapCells). */
export interface MapCellRow {
  count: number;
  /** The lowest distress price in the cell. */
  price: number;
  /** The smallest listing id in it: the listing, in a cell of one. */
  id: string;
  /** The mean of the listings' points. */
  lat: number;
  lng: number;
  /** The extent of the listings' points. */
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The index of the cell holding a coordinate, floor(degrees / cell) as core's cellIndex (SQLite's
 * floor is one of the math functions better-sqlite3 builds in).
 */
const cellOf = (column: 'lat' | 'lng', cell: number) =>
  sql<number>`cast(floor(${sql.ref(column)} / ${cell}) as bigint)`;

/**
 * The listings that match the filters in the cells of `range` on `grid`, grouped by cell in the
 * database: one row per cell holding any, west to east, then south to north. The filters are the
 * list's (its own box aside); the box read is the range snapped to whole cells (core's snapToCells),
 * widened by a millionth of a cell so that rounding cannot leave out a listing of an edge cell, and
 * the cells' indexes then decide, so a cell is wholly in or wholly out. Read from properties_point_idx
 * on SQLite (every listing of the box is read: boxRead's 'box'), as the planner chooses on PostgreSQL.
 */
export async function mapCells(
  db: Executor,
  filters: Omit<ListFilters, 'bbox'>,
  grid: Pick<MapGrid, 'lngCell' | 'latCell'>,
  range: CellRange,
): Promise<MapCellRow[]> {
  const snapped = snapToCells(range, grid);
  const [lngMargin, latMargin] = [grid.lngCell / 1e6, grid.latCell / 1e6];
  const bbox: MapBox = {
    west: snapped.west - lngMargin,
    south: snapped.south - latMargin,
    east: snapped.east + lngMargin,
    north: snapped.north + latMargin,
  };
  const [x, y] = [cellOf('lng', grid.lngCell), cellOf('lat', grid.latCell)];
  const rows = await matching(db, { ...filters, bbox }, true, await boxRead(db, bbox, undefined))
    .where(x, '>=', range.west)
    .where(x, '<=', range.east)
    .where(y, '>=', range.south)
    .where(y, '<=', range.north)
    .select((eb) => [
      x.as('x'),
      y.as('y'),
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('distress_price').as('price'),
      eb.fn.min('id').as('id'),
      eb.fn.avg<number | string>('lat').as('lat'),
      eb.fn.avg<number | string>('lng').as('lng'),
      eb.fn.min<number>('lng').as('west'),
      eb.fn.min<number>('lat').as('south'),
      eb.fn.max<number>('lng').as('east'),
      eb.fn.max<number>('lat').as('north'),
    ])
    .groupBy([sql.ref('x'), sql.ref('y')])
    .orderBy(sql.ref('x'))
    .orderBy(sql.ref('y'))
    .execute();
  return rows.map((row) => ({
    count: Number(row.count),
    price: Number(row.price),
    id: row.id,
    lat: Number(row.lat),
    lng: Number(row.lng),
    west: Number(row.west),
    south: Number(row.south),
    east: Number(row.east),
    north: Number(row.north),
  }));
}

/**
 * The distinct values of a column among the listings of the view, each once, in the order of its
 * first listing in the featured order (so that options that differ only in case keep the spelling
 * the page would meet first).
 */
export async function distinctInFeaturedOrder(
  db: Executor,
  column: 'location' | 'property_type',
  filters: Pick<ListFilters, 'hideSold'>,
): Promise<string[]> {
  const ranked = matching(db, filters).select([
    sql.ref<string>(column).as('value'),
    sql<number>`row_number() over (order by ${sql.ref('display_order')} desc, ${sql.ref('created_at')} desc, ${sql.ref('id')} desc)`.as(
      'position',
    ),
  ]);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select('value')
    .groupBy('value')
    .orderBy((eb) => eb.fn.min('position'))
    .execute();
  return rows.map((row) => row.value);
}

export function findPropertyById(db: Executor, id: string): Promise<PropertyRow | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a card shows of an image. */
export type CardImageRow = Pick<PropertyImageRow, 'path' | 'card_path' | 'width' | 'height'>;

/** Images of the given listings, grouped by listing id and in display position. */
export function imagesByProperty(
  db: Executor,
  propertyIds: string[],
): Promise<Map<string, PropertyImageRow[]>> {
  return groupedImages(db, propertyIds, (query) => query.selectAll());
}

/** The card's columns of the images of the given listings, grouped and ordered as imagesByProperty. */
export function cardImagesByProperty(
  db: Executor,
  propertyIds: string[],
): Promise<Map<string, (CardImageRow & { property_id: string })[]>> {
  return groupedImages(db, propertyIds, (query) =>
    query.select(['property_id', 'path', 'card_path', 'width', 'height']),
  );
}

type ImagesQuery = SelectQueryBuilder<Database, 'property_images', object>;

async function groupedImages<T extends { property_id: string }>(
  db: Executor,
  propertyIds: string[],
  select: (query: ImagesQuery) => SelectQueryBuilder<Database, 'property_images', T>,
): Promise<Map<string, T[]>> {
  const grouped = new Map<string, T[]>();
  if (propertyIds.length === 0) return grouped;
  // Chunked so a very long list stays under the engines' bound-parameter limits.
  for (let i = 0; i < propertyIds.length; i += 500) {
    const rows = await select(db.selectFrom('property_images'))
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

/**
 * The followed channel each listing's post is in, by listing id: the listing's source chat joined
 * to telegram_channels (listings added by hand, or whose channel is not followed, have none).
 * Without ids, every listing's.
 */
export async function sourceChannelsByProperty(
  db: Executor,
  propertyIds?: string[],
): Promise<Map<string, { title: string; username: string | null }>> {
  const query = db
    .selectFrom('properties')
    .innerJoin('telegram_channels', 'telegram_channels.chat_id', 'properties.source_chat')
    .select([
      'properties.id as id',
      'telegram_channels.title as title',
      'telegram_channels.username as username',
    ]);
  const channels = new Map<string, { title: string; username: string | null }>();
  const add = (rows: { id: string; title: string; username: string | null }[]) => {
    for (const row of rows) channels.set(row.id, { title: row.title, username: row.username });
  };
  if (!propertyIds) add(await query.execute());
  // Chunked so a very long list stays under the engines' bound-parameter limits.
  else
    for (let i = 0; i < propertyIds.length; i += 500) {
      add(await query.where('properties.id', 'in', propertyIds.slice(i, i + 500)).execute());
    }
  return channels;
}
