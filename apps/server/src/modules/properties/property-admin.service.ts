import type { AdminProperty, Property, PropertyForm } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../service-context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { StoredImage } from '../images/image-store.ts';
import { MAX_IMAGES_PER_LISTING, removeUnreferencedImages } from '../images/image-upload.ts';
import { listChannels } from '../telegram-bot/channels.repository.ts';
import { toAdminProperty, toProperty } from './properties.mapper.ts';
import { dealHistories } from './same-deal.service.ts';
import { imagesByProperty, listProperties } from './properties.repository.ts';
import { getProperty, isPropertyId } from './properties.service.ts';
import {
  allImagePaths,
  deleteAllProperties,
  deleteProperty,
  imagesOf,
  insertProperty,
  replaceImages,
  setDisplayOrder,
  updateProperty,
} from './property-writes.repository.ts';
import { inquiryCountsByListing } from '../inquiries/inquiries.repository.ts';

function checkImageCount(count: number): void {
  if (count > MAX_IMAGES_PER_LISTING) {
    throw new BadRequestError(`A listing can have at most ${MAX_IMAGES_PER_LISTING} images`, {
      images: [`at most ${MAX_IMAGES_PER_LISTING} images`],
    });
  }
}

/** Every listing with every field and its inquiry counts, in the public order (display_order desc, newest first). */
export async function listAdminProperties(ctx: ServiceContext): Promise<AdminProperty[]> {
  const rows = await listProperties(ctx.db, {});
  const images = await imagesByProperty(
    ctx.db,
    rows.map((row) => row.id),
  );
  const channels = new Map((await listChannels(ctx.db)).map((channel) => [channel.chat_id, channel]));
  const histories = await dealHistories(
    ctx,
    rows.map((row) => row.id),
  );
  const inquiries = await inquiryCountsByListing(ctx.db);
  return rows.map((row) =>
    toAdminProperty(
      row,
      toProperty(
        row,
        images.get(row.id),
        row.source_chat ? channels.get(row.source_chat) : undefined,
        histories.get(row.id),
      ),
      inquiries.get(row.id),
    ),
  );
}

export async function createProperty(
  ctx: ServiceContext,
  form: PropertyForm,
  images: StoredImage[],
): Promise<Property> {
  checkImageCount(images.length);
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await insertProperty(trx, id, form, ctx.now(), 'form');
    await replaceImages(trx, id, images, ctx.now());
  });
  await ctx.listingCache.invalidate();
  return getProperty(ctx, id);
}

/**
 * Saves the form. Images: `keepImages` (paths of current images, in the wanted order) keeps those
 * and drops the rest; without it every current image stays. New uploads follow the kept ones.
 */
export async function editProperty(
  ctx: ServiceContext,
  id: string,
  form: PropertyForm,
  newImages: StoredImage[],
  keepImages: string[] | undefined,
): Promise<Property> {
  if (!isPropertyId(id)) throw new NotFoundError('Property not found');
  const current = await imagesOf(ctx.db, id);
  const kept = keepImages === undefined ? current : pickKept(current, keepImages);
  const final = [...kept, ...newImages];
  checkImageCount(final.length);
  const found = await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateProperty(trx, id, form, ctx.now()))) return false;
    await replaceImages(trx, id, final, ctx.now());
    return true;
  });
  if (!found) throw new NotFoundError('Property not found');
  await ctx.listingCache.invalidate();
  await removeUnreferencedImages(ctx, current);
  return getProperty(ctx, id);
}

function pickKept<T extends { path: string }>(current: T[], keep: string[]): T[] {
  const byPath = new Map(current.map((image) => [image.path, image]));
  const unknown = keep.filter((path) => !byPath.has(path));
  if (unknown.length > 0) {
    throw new BadRequestError(`keep_images: ${unknown[0]} is not an image of this listing`, {
      keep_images: unknown.map((path) => `${path} is not an image of this listing`),
    });
  }
  return [...new Set(keep)].map((path) => byPath.get(path)!);
}

export async function removeProperty(ctx: ServiceContext, id: string): Promise<void> {
  if (!isPropertyId(id)) throw new NotFoundError('Property not found');
  const images = await ctx.db.transaction().execute(async (trx) => {
    const rows = await imagesOf(trx, id);
    return (await deleteProperty(trx, id)) ? rows : null;
  });
  if (!images) throw new NotFoundError('Property not found');
  await ctx.listingCache.invalidate();
  await removeUnreferencedImages(ctx, images);
}

/** Deletes every listing in one transaction, then the image files nothing references any more. */
export async function removeAllProperties(ctx: ServiceContext): Promise<number> {
  const { count, images } = await ctx.db.transaction().execute(async (trx) => ({
    images: await allImagePaths(trx),
    count: await deleteAllProperties(trx),
  }));
  await ctx.listingCache.invalidate();
  await removeUnreferencedImages(ctx, images);
  return count;
}

export async function moveProperty(ctx: ServiceContext, id: string, displayOrder: number): Promise<Property> {
  if (!isPropertyId(id) || !(await setDisplayOrder(ctx.db, id, displayOrder, ctx.now()))) {
    throw new NotFoundError('Property not found');
  }
  await ctx.listingCache.invalidate();
  return getProperty(ctx, id);
}
