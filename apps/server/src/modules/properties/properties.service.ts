import {
  type AdminEditedProperty,
  DEFAULT_LISTING_SORT,
  discountFraction,
  type ListingSort,
  marketOrderValue,
  yieldOrderValue,
  pricePerSqftOrderValue,
  type Property,
  type PropertyListQuery,
  type PropertySummary,
  propertySummarySchema,
} from '@dd/core';
import { z } from 'zod';
import { toIso } from '../../db/values.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import type { PropertyRow } from '../../db/schema.ts';
import { toAdminEditedProperty, toProperty, toSummary } from './properties.mapper.ts';
import {
  cardImagesByProperty,
  findPropertyById,
  imagesByProperty,
  type ListFilters,
  listSummaryRows,
  sourceChannelsByProperty,
  type OrderKey,
  type SummaryRow,
} from './properties.repository.ts';
import { resolveFilters } from './list-vocabulary.ts';
import { dealHistories } from './same-deal.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Listing ids are lower-case UUIDs; anything else cannot exist. */
export const isPropertyId = (id: string): boolean => UUID.test(id);

export interface ListingPage {
  items: PropertySummary[];
  /** Cursor of the next page, when a limit was asked for and more listings follow. */
  nextCursor: string | null;
}

/** The repository's filters for a query of the public list (sold listings only with `sold: 'include'`). */
export function listFilters(
  query: Partial<
    Pick<
      PropertyListQuery,
      | 'q'
      | 'location'
      | 'type'
      | 'min_price'
      | 'max_price'
      | 'sold'
      | 'handover'
      | 'min_below_market'
      | 'min_yield'
      | 'min_discount'
      | 'bbox'
    >
  >,
): ListFilters {
  const { min_price, max_price } = query;
  if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
    throw new BadRequestError('min_price: must not exceed max_price', {
      min_price: ['must not exceed max_price'],
    });
  }
  return {
    q: query.q,
    location: query.location,
    type: query.type,
    minPrice: min_price,
    maxPrice: max_price,
    handover: query.handover,
    minBelowMarket: query.min_below_market,
    minYield: query.min_yield,
    minDiscount: query.min_discount,
    bbox: query.bbox,
    hideSold: query.sold !== 'include',
  };
}

/**
 * A page of the public list, in the order asked for (featured by default). Without `sold: 'include'`,
 * sold listings are left out.
 */
export async function listPublicProperties(
  ctx: Pick<ServiceContext, 'db'> & Partial<Pick<ServiceContext, 'listingCache'>>,
  query: PropertyListQuery,
  now: Date = new Date(),
): Promise<ListingPage> {
  const { db } = ctx;
  const { limit, cursor } = query;
  const sort = query.sort ?? DEFAULT_LISTING_SORT;
  const filters = await resolveFilters(ctx, listFilters(query), now);
  const after = cursor ? decodeCursor(sort, cursor) : undefined;
  const rows = await listSummaryRows(db, filters, {
    sort,
    limit: limit === undefined ? undefined : limit + 1,
    after,
  });
  const pageRows = limit === undefined ? rows : rows.slice(0, limit);
  const images = await cardImagesByProperty(
    db,
    pageRows.map((row) => row.id),
  );
  const last = pageRows.at(-1);
  const hasMore = limit !== undefined && rows.length > limit;
  return {
    items: pageRows.map((row) => toSummary(row, images.get(row.id))),
    nextCursor: hasMore && last ? encodeCursor(sort, orderKey(sort, last)) : null,
  };
}

/** A row's position in an order, as its cursor carries it. */
function orderKey(sort: ListingSort, row: SummaryRow): OrderKey {
  return {
    value:
      sort === 'discount'
        ? discountFraction(row)
        : sort === 'market'
          ? marketOrderValue(row)
          : sort === 'yield'
            ? yieldOrderValue(row)
            : sort === 'price'
              ? row.distress_price
              : sort === 'price_sqft'
                ? pricePerSqftOrderValue(row)
                : 0,
    display_order: row.display_order,
    created_at: toIso(row.created_at),
    id: row.id,
  };
}

/** The wire form of the public list (what the route's serializer would write). */
export const propertyListSchema = z.array(propertySummarySchema);

/**
 * The JSON GET /api/properties answers without parameters (every listing but the sold ones), which the
 * listing cache keeps until a write changes the list.
 */
export async function publicListingJson(ctx: Pick<ServiceContext, 'db'>): Promise<string> {
  const page = await listPublicProperties(ctx, { q: undefined, location: undefined, type: undefined });
  return JSON.stringify(z.encode(propertyListSchema, page.items));
}

/** One listing's public card, as the list shows it (no login needed); 404 like the detail. */
export async function getPropertyCard(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<PropertySummary> {
  const { db } = ctx;
  const row = isPropertyId(id) ? await findPropertyById(db, id) : undefined;
  if (!row) throw new NotFoundError('Property not found');
  const images = await cardImagesByProperty(db, [row.id]);
  return toSummary(row, images.get(row.id));
}

export async function getProperty(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<Property> {
  return fullRecord(ctx, await findListing(ctx, id));
}

/** One listing's full record and whether an admin placed its pin: what the admin form's writes answer. */
export async function getAdminEditedProperty(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
): Promise<AdminEditedProperty> {
  const row = await findListing(ctx, id);
  return toAdminEditedProperty(row, await fullRecord(ctx, row));
}

async function findListing(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<PropertyRow> {
  // Ids are UUIDs; anything else cannot exist, so it is a 404 without a query.
  const row = isPropertyId(id) ? await findPropertyById(ctx.db, id) : undefined;
  if (!row) throw new NotFoundError('Property not found');
  return row;
}

async function fullRecord(ctx: Pick<ServiceContext, 'db'>, row: PropertyRow): Promise<Property> {
  const { db } = ctx;
  const images = await imagesByProperty(db, [row.id]);
  const channel = row.source_chat ? (await sourceChannelsByProperty(db, [row.id])).get(row.id) : undefined;
  const history = await dealHistories(ctx, [row.id]);
  return toProperty(row, images.get(row.id), channel, history.get(row.id));
}
