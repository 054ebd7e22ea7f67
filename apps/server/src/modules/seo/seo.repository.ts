import type { Executor } from '../../db/schema.ts';
import { notSold } from '../properties/properties.repository.ts';

export interface ListingImage {
  path: string;
  card_path: string;
  width: number;
  height: number;
}

/**
 * The first image of the first listing (in the public order) that has one, among those the home page
 * shows by default (none sold).
 */
export function firstListingImage(db: Executor): Promise<ListingImage | undefined> {
  return db
    .selectFrom('property_images')
    .innerJoin('properties', 'properties.id', 'property_images.property_id')
    .select([
      'property_images.path',
      'property_images.card_path',
      'property_images.width',
      'property_images.height',
    ])
    .where(notSold())
    .orderBy('properties.display_order', 'desc')
    .orderBy('properties.created_at', 'desc')
    .orderBy('properties.id', 'desc')
    .orderBy('property_images.position')
    .limit(1)
    .executeTakeFirst();
}

/** Every listing's id and last change, in the public order. */
export function listingsForSitemap(db: Executor): Promise<{ id: string; updated_at: Date | string }[]> {
  return db
    .selectFrom('properties')
    .select(['id', 'updated_at'])
    .orderBy('display_order', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
