import { type Property, type PropertyListQuery, type PropertySummary, propertySummarySchema } from '@dd/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import { toProperty, toSummary } from './properties.mapper.ts';
import { findPropertyById, imagesByProperty, listProperties } from './properties.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Listing ids are lower-case UUIDs; anything else cannot exist. */
export const isPropertyId = (id: string): boolean => UUID.test(id);

export interface ListingPage {
  items: PropertySummary[];
  /** Cursor of the next page, when a limit was asked for and more listings follow. */
  nextCursor: string | null;
}

export async function listPublicProperties(
  db: Kysely<Database>,
  query: PropertyListQuery,
): Promise<ListingPage> {
  const { min_price, max_price, limit, cursor } = query;
  if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
    throw new BadRequestError('min_price: must not exceed max_price', {
      min_price: ['must not exceed max_price'],
    });
  }
  const rows = await listProperties(
    db,
    { q: query.q, location: query.location, type: query.type, minPrice: min_price, maxPrice: max_price },
    { limit: limit === undefined ? undefined : limit + 1, after: cursor ? decodeCursor(cursor) : undefined },
  );
  const pageRows = limit === undefined ? rows : rows.slice(0, limit);
  const images = await imagesByProperty(
    db,
    pageRows.map((row) => row.id),
  );
  const last = pageRows.at(-1);
  const hasMore = limit !== undefined && rows.length > limit;
  return {
    items: pageRows.map((row) => toSummary(row, images.get(row.id))),
    nextCursor:
      hasMore && last
        ? encodeCursor({ display_order: last.display_order, created_at: toIso(last.created_at), id: last.id })
        : null,
  };
}

/** The wire form of the public list (what the route's serializer would write). */
export const propertyListSchema = z.array(propertySummarySchema);

/** Every listing as the JSON GET /api/properties answers without parameters; the listing cache keeps it. */
export async function publicListingJson(db: Kysely<Database>): Promise<string> {
  const { items } = await listPublicProperties(db, { q: undefined, location: undefined, type: undefined });
  return JSON.stringify(z.encode(propertyListSchema, items));
}

export async function getProperty(db: Kysely<Database>, id: string): Promise<Property> {
  // Ids are UUIDs; anything else cannot exist, so it is a 404 without a query.
  const row = isPropertyId(id) ? await findPropertyById(db, id) : undefined;
  if (!row) throw new NotFoundError('Property not found');
  const images = await imagesByProperty(db, [row.id]);
  return toProperty(row, images.get(row.id));
}
