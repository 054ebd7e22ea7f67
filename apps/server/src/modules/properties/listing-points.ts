import { listingPoint } from '@dd/core/place-points';
import { fromBool } from '../../db/values.ts';
import type { ServiceContext } from '../service-context.ts';
import { commitListingWrite } from './listing-commit.ts';

/** A listing's point as its columns: both numbers, or both null. */
export interface PointColumns {
  lat: number | null;
  lng: number | null;
}

/**
 * The point the gazetteer gives a listing (core's listingPoint: its project's site, else its
 * community's middle), as columns; nulls when its name and location name no place it knows.
 */
export function gazetteerPoint(listing: { location: string; property_name: string }): PointColumns {
  const point = listingPoint(listing);
  return point ? { lat: point.lat, lng: point.lng } : { lat: null, lng: null };
}

/** Listings read, and their changes written in one transaction, per step of placeListings. */
const BATCH = 500;

/**
 * Gives every listing whose pin no admin placed the gazetteer's point, where its stored one differs
 * (none yet: listings from before points, or inserted without one, like the demo's; or a point the
 * gazetteer has since corrected). Reads the listings in id order, BATCH at a time, and writes the
 * batch's changes in one transaction, which refreshes the public list when any changed; each write is
 * conditional on the name and location it was worked out from and on the pin still being the
 * gazetteer's, so an edit meanwhile wins. Leaves updated_at as it is (the market check does not read
 * the point). Returns how many listings it changed.
 */
export async function placeListings(
  ctx: Pick<ServiceContext, 'db' | 'listingCache'>,
  isStopping: () => boolean = () => false,
): Promise<number> {
  let changed = 0;
  let after = '';
  for (;;) {
    if (isStopping()) return changed;
    const rows = await ctx.db
      .selectFrom('properties')
      .select(['id', 'location', 'property_name', 'lat', 'lng'])
      .where('pin_moved', '=', fromBool(false))
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const moves = rows.flatMap((row) => {
      const point = gazetteerPoint(row);
      return samePoint(point, row) ? [] : [{ row, point }];
    });
    if (moves.length > 0)
      changed += await commitListingWrite(
        ctx,
        async (trx) => {
          let written = 0;
          for (const { row, point } of moves) {
            const result = await trx
              .updateTable('properties')
              .set(point)
              .where('id', '=', row.id)
              .where('location', '=', row.location)
              .where('property_name', '=', row.property_name)
              .where('pin_moved', '=', fromBool(false))
              .executeTakeFirst();
            written += Number(result.numUpdatedRows);
          }
          return written;
        },
        (written) => written > 0,
      );
    if (rows.length < BATCH) return changed;
    after = rows.at(-1)!.id;
  }
}

/** Whether a stored point is that one (PostgreSQL and SQLite both read doubles back as numbers). */
const samePoint = (a: PointColumns, b: PointColumns) => a.lat === b.lat && a.lng === b.lng;
