import { type Favorite, FAVORITES_LIMIT, FAVORITES_LIMIT_REACHED } from '@dd/core';
import { toIso } from '../../db/values.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { toSummary } from '../properties/properties.mapper.ts';
import { cardImagesByProperty, findPropertyById } from '../properties/properties.repository.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  countFavorites,
  deleteFavorite,
  hasFavorite,
  insertFavorite,
  listFavoriteRows,
  summaryRowsByIds,
} from './favorites.repository.ts';

const NOT_FOUND = 'Property not found';

/**
 * The visitor's favourites, newest first: each listing as the public list shows it (sold and reserved
 * ones with their status), and a deleted one as removed, under the name it had when saved.
 */
export async function listFavorites(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<Favorite[]> {
  const { db } = ctx;
  const rows = await listFavoriteRows(db, userId);
  const ids = rows.map((row) => row.property_id);
  const listings = await summaryRowsByIds(db, ids);
  const images = await cardImagesByProperty(db, [...listings.keys()]);
  return rows.map((row) => {
    const listing = listings.get(row.property_id);
    return {
      property_id: row.property_id,
      property_name: listing?.property_name ?? row.property_name,
      location: listing?.location ?? row.location,
      favorited_at: toIso(row.created_at),
      removed: listing === undefined,
      property: listing ? toSummary(listing, images.get(listing.id)) : null,
    };
  });
}

/**
 * Saves a listing to the visitor's favourites; saving it again changes nothing. An unknown listing is
 * a 404 (ids are UUIDs, anything else cannot exist); past FAVORITES_LIMIT a 400.
 */
export async function addFavorite(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  userId: string,
  propertyId: string,
): Promise<void> {
  const listing = isPropertyId(propertyId) ? await findPropertyById(ctx.db, propertyId) : undefined;
  if (!listing) throw new NotFoundError(NOT_FOUND);
  await ctx.db.transaction().execute(async (trx) => {
    if (await hasFavorite(trx, userId, propertyId)) return;
    if ((await countFavorites(trx, userId)) >= FAVORITES_LIMIT) {
      throw new BadRequestError(FAVORITES_LIMIT_REACHED);
    }
    await insertFavorite(trx, {
      user_id: userId,
      property_id: propertyId,
      property_name: listing.property_name,
      location: listing.location,
      created_at: ctx.now().toISOString(),
    });
  });
}

/**
 * Takes a listing out of the visitor's favourites; one that is not there is fine (204 either way) as
 * long as the listing exists. A deleted listing can be taken out while it is still among them.
 */
export async function removeFavorite(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
  propertyId: string,
): Promise<void> {
  if (!isPropertyId(propertyId)) throw new NotFoundError(NOT_FOUND);
  if (await deleteFavorite(ctx.db, userId, propertyId)) return;
  if (!(await findPropertyById(ctx.db, propertyId))) throw new NotFoundError(NOT_FOUND);
}
