import {
  type AdFields,
  type AdminEditedProperty,
  type ListingOrigin,
  type ListingStatus,
  missingForListing,
  type ParsedAd,
  type Property,
  type PropertyBulkBody,
  type PropertyBulkResult,
  type PropertyForm,
} from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import type { StoredImage } from '../images/image-store.ts';
import { MAX_IMAGES_PER_LISTING, removeUnreferencedImages } from '../images/image-upload.ts';
import type { ServiceContext } from '../service-context.ts';
import { commitListingWrite } from './listing-commit.ts';
import { getAdminEditedProperty, getProperty, isPropertyId } from './properties.service.ts';
import { deleteListings, findListings, imagesOfListings, setStatuses } from './property-bulk.repository.ts';
import { setStatus } from './property-status.repository.ts';
import {
  type AdOrigin,
  allImagePaths,
  applyPostFields,
  deleteAllProperties,
  deleteProperty,
  findBySource,
  imagesOf,
  insertProperty,
  type ListingSource,
  type NewListing,
  type PlacedPin,
  replaceImages,
  setDisplayOrder,
  setDistressPrice,
  updateProperty,
} from './property-writes.repository.ts';
import { dealFacts, findSameDeal } from './same-deal.service.ts';

// The one place a listing changes. Every function here writes in one transaction and, after it
// commits, refreshes the public list on every instance (commitListingWrite): callers never do.

/** Something the public list shows changed outside a listing write (a market check): refresh it. */
export async function refreshPublicList(ctx: Pick<ServiceContext, 'listingCache'>): Promise<void> {
  await ctx.listingCache.invalidate();
}

/** What one transaction with the new listing also writes (a published draft's posts and channel count). */
export type AlsoInTransaction = (trx: Executor, listingId: string) => Promise<void>;

/**
 * Creates a listing with its images in one transaction: the admin form, Quick Add, Bulk Add, a
 * channel post and a published draft all come here. Returns its id; a unique violation (the same
 * post imported meanwhile) is thrown for the caller to answer.
 */
export async function createListing(
  ctx: ServiceContext,
  listing: NewListing & { images: StoredImage[]; alsoInTransaction?: AlsoInTransaction },
): Promise<string> {
  const id = randomUUID();
  await commitListingWrite(ctx, async (trx) => {
    await insertProperty(trx, id, listing, ctx.now());
    await replaceImages(trx, id, listing.images, ctx.now());
    await listing.alsoInTransaction?.(trx, id);
  });
  return id;
}

function checkImageCount(count: number): void {
  if (count > MAX_IMAGES_PER_LISTING) {
    throw new BadRequestError(`A listing can have at most ${MAX_IMAGES_PER_LISTING} images`, {
      images: [`at most ${MAX_IMAGES_PER_LISTING} images`],
    });
  }
}

/** The admin form's new listing, its pin where the admin placed it, else at the gazetteer's point. */
export async function createProperty(
  ctx: ServiceContext,
  form: PropertyForm,
  images: StoredImage[],
  pin?: PlacedPin | null,
): Promise<AdminEditedProperty> {
  checkImageCount(images.length);
  const id = await createListing(ctx, { form, via: 'form', images, pin: pin ?? undefined });
  return getAdminEditedProperty(ctx, id);
}

export type ImportOutcome =
  | { status: 'created'; id: string }
  /** This very post was imported before. */
  | { status: 'duplicate'; id: string }
  /** Another post of a deal already listed (ADR 0019). */
  | { status: 'same_deal'; id: string; property_name: string };

/**
 * What to do with an ad of a deal already listed: `merge` keeps the post as another source of that
 * listing (a lower price becomes the listing's); `report` changes nothing (Quick Add warns first);
 * `create` makes a listing all the same.
 */
export type SameDealPolicy = 'merge' | 'report' | 'create';

/** Throws a 422 naming what keeps the parsed text from becoming a listing; nothing is created. */
export function assertListable(ad: ParsedAd): void {
  if (!ad.is_ad) {
    throw new UnprocessableError(
      `This text does not look like a property ad${ad.not_ad_reason ? ` (${ad.not_ad_reason})` : ''}`,
    );
  }
  const missing = missingForListing(ad);
  if (missing.length > 0) {
    throw new UnprocessableError(`The ad does not state: ${missing.join(', ')}`, {
      telegram_text: missing.map((what) => `no ${what} found`),
    });
  }
}

/** The parsed fields as a listing; what the ad does not state stays empty (0 for numbers, false for features). */
export function adToForm(fields: AdFields): PropertyForm {
  const f = fields;
  const type = f.property_type ?? '';
  return {
    property_name: f.property_name ?? `${type} in ${f.location ?? 'Dubai'}`,
    developer: f.developer ?? '',
    location: f.location ?? '',
    property_type: type,
    furnishing: f.furnishing ?? '',
    size_sqft: f.size_sqft ?? 0,
    floor_level: f.floor_level ?? '',
    view_type: f.view_type ?? '',
    has_balcony: f.has_balcony ?? false,
    has_pool: f.has_pool ?? false,
    parking_spaces: f.parking_spaces ?? 0,
    handover_date: f.handover_date ?? '',
    payment_plan: f.payment_plan ?? '',
    original_price: f.original_price ?? 0,
    distress_price: f.distress_price ?? 0,
    brochure_link: f.brochure_link,
  };
}

/** The listing imported from this chat message, if any. */
export async function findListingBySource(
  ctx: Pick<ServiceContext, 'db'>,
  source: ListingSource,
): Promise<string | undefined> {
  return findBySource(ctx.db, source);
}

/**
 * Creates a listing from a parsed ad with its photos (Quick Add, Bulk Add, a followed channel). With
 * a source (chat and message), an ad imported before is reported as a duplicate instead of being
 * created again; an ad of a deal already listed is handled as `sameDeal` says.
 */
export async function createListingFromAd(
  ctx: ServiceContext,
  ad: ParsedAd,
  options: {
    /** How the listing is made: Quick Add, Bulk Add or a followed channel. */
    via: Exclude<ListingOrigin, 'form'>;
    images?: StoredImage[];
    source?: ListingSource;
    sameDeal?: SameDealPolicy;
    /** Quick Add: the pasted text and its phones, kept on the listing for admins. */
    origin?: AdOrigin;
  },
): Promise<ImportOutcome> {
  assertListable(ad);
  const { source } = options;
  const images = (options.images ?? []).slice(0, MAX_IMAGES_PER_LISTING);
  if (source) {
    const existing = await findBySource(ctx.db, source);
    if (existing) return { status: 'duplicate', id: existing };
  }
  const policy = options.sameDeal ?? 'merge';
  if (policy !== 'create') {
    const match = await findSameDeal(ctx, dealFacts(ad.fields, images));
    if (match) {
      if (policy === 'merge' && source) {
        await addDealSource(
          ctx,
          match.id,
          { chat: source.chat, messageId: source.messageId, postedAt: source.postedAt ?? ctx.now() },
          ad.fields.distress_price,
          true,
        );
      }
      return { status: 'same_deal', id: match.id, property_name: match.property_name };
    }
  }
  try {
    const form = adToForm(ad.fields);
    const id = await createListing(ctx, { form, via: options.via, source, ad: options.origin, images });
    return { status: 'created', id };
  } catch (error) {
    // Another import of the same message won the race: same answer as finding it first.
    if (source && isUniqueViolation(error)) {
      const existing = await findBySource(ctx.db, source);
      if (existing) return { status: 'duplicate', id: existing };
    }
    throw error;
  }
}

/**
 * Another post of a listing's deal: kept as one more source of the listing. From an admin's import
 * (`takeLowerPrice`), a lower price than the listing's (not above its original price) becomes the
 * listing's, the change kept in its history; a channel's post only suggests it
 * (listing-suggestions.service.ts). Returns whether the price fell.
 */
export async function addDealSource(
  ctx: ServiceContext,
  listingId: string,
  post: { chat: string; messageId: string; postedAt: Date },
  price: number | null,
  takeLowerPrice: boolean,
): Promise<boolean> {
  const { dropped } = await commitListingWrite(
    ctx,
    async (trx) => {
      const inserted = await trx
        .insertInto('listing_sources')
        .values({
          id: randomUUID(),
          listing_id: listingId,
          chat_id: post.chat,
          message_id: post.messageId,
          distress_price: price,
          posted_at: post.postedAt.toISOString(),
          created_at: ctx.now().toISOString(),
        })
        .onConflict((oc) => oc.columns(['chat_id', 'message_id']).doNothing())
        .executeTakeFirst();
      const added = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
      const listing = await trx
        .selectFrom('properties')
        .select(['distress_price', 'original_price'])
        .where('id', '=', listingId)
        .executeTakeFirst();
      if (
        !takeLowerPrice ||
        !listing ||
        price === null ||
        price >= listing.distress_price ||
        price > listing.original_price
      ) {
        return { added, dropped: false };
      }
      await setDistressPrice(trx, listingId, listing.distress_price, price, ctx.now());
      return { added, dropped: true };
    },
    // The detail shows the sources too: cached details are stale whenever the list is refreshed.
    ({ added, dropped }) => added || dropped,
  );
  return dropped;
}

/**
 * Saves the form. Images: `keepImages` (paths of current images, in the wanted order) keeps those
 * and drops the rest; without it every current image stays. New uploads follow the kept ones.
 * The pin as updateProperty takes it: placed, given back to the gazetteer (null), or as it is.
 */
export async function editProperty(
  ctx: ServiceContext,
  id: string,
  form: PropertyForm,
  newImages: StoredImage[],
  keepImages: string[] | undefined,
  pin?: PlacedPin | null,
): Promise<AdminEditedProperty> {
  if (!isPropertyId(id)) throw new NotFoundError('Property not found');
  const current = await imagesOf(ctx.db, id);
  const kept = keepImages === undefined ? current : pickKept(current, keepImages);
  const final = [...kept, ...newImages];
  checkImageCount(final.length);
  const found = await commitListingWrite(
    ctx,
    async (trx) => {
      if (!(await updateProperty(trx, id, form, ctx.now(), pin))) return false;
      await replaceImages(trx, id, final, ctx.now());
      return true;
    },
    (found) => found,
  );
  if (!found) throw new NotFoundError('Property not found');
  await removeUnreferencedImages(ctx, current);
  return getAdminEditedProperty(ctx, id);
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

/**
 * An edited Telegram post: the listing made of it takes the fields the edit states, except those an
 * admin set by hand. Returns the names of the fields that changed.
 */
export async function applyPostEdit(
  ctx: ServiceContext,
  listingId: string,
  fields: Partial<AdFields>,
): Promise<string[]> {
  return commitListingWrite(
    ctx,
    (trx) => applyPostFields(trx, listingId, fields, ctx.now()),
    (changed) => changed.length > 0,
  );
}

/**
 * Photos that arrived after the listing was made (the rest of a post's album), after its own, up to
 * MAX_IMAGES_PER_LISTING; `alsoInTransaction` writes with them (the posts they came in).
 */
export async function addListingPhotos(
  ctx: ServiceContext,
  listingId: string,
  images: StoredImage[],
  alsoInTransaction?: AlsoInTransaction,
): Promise<void> {
  await commitListingWrite(ctx, async (trx) => {
    const current = await imagesOf(trx, listingId);
    const room = Math.max(0, MAX_IMAGES_PER_LISTING - current.length);
    await replaceImages(trx, listingId, [...current, ...images.slice(0, room)], ctx.now());
    await alsoInTransaction?.(trx, listingId);
  });
}

/**
 * Marks a listing available, reserved or sold. A change (not a repeat of the same status) restarts
 * status_changed_at; a sold listing leaves the public list's default view at once.
 */
export async function changeStatus(
  ctx: ServiceContext,
  id: string,
  status: ListingStatus,
): Promise<Property> {
  if (!isPropertyId(id)) throw new NotFoundError('Property not found');
  const before = await commitListingWrite(
    ctx,
    (trx) => setStatus(trx, id, status, ctx.now()),
    (before) => before !== undefined && before !== status,
  );
  if (before === undefined) throw new NotFoundError('Property not found');
  return getProperty(ctx, id);
}

export async function moveProperty(ctx: ServiceContext, id: string, displayOrder: number): Promise<Property> {
  const found =
    isPropertyId(id) &&
    (await commitListingWrite(
      ctx,
      (trx) => setDisplayOrder(trx, id, displayOrder, ctx.now()),
      (found) => found,
    ));
  if (!found) throw new NotFoundError('Property not found');
  return getProperty(ctx, id);
}

export async function removeProperty(ctx: ServiceContext, id: string): Promise<void> {
  if (!isPropertyId(id)) throw new NotFoundError('Property not found');
  const images = await commitListingWrite(
    ctx,
    async (trx) => {
      const rows = await imagesOf(trx, id);
      return (await deleteProperty(trx, id)) ? rows : null;
    },
    (images) => images !== null,
  );
  if (!images) throw new NotFoundError('Property not found');
  await removeUnreferencedImages(ctx, images);
}

/** Deletes every listing in one transaction, then the image files nothing references any more. */
export async function removeAllProperties(ctx: ServiceContext): Promise<number> {
  const { count, images } = await commitListingWrite(ctx, async (trx) => ({
    images: await allImagePaths(trx),
    count: await deleteAllProperties(trx),
  }));
  await removeUnreferencedImages(ctx, images);
  return count;
}

export interface BulkOutcome {
  result: PropertyBulkResult;
  /** The listings that existed, with their names and statuses before (for the activity log). */
  found: { id: string; name: string; status: string }[];
}

/**
 * One action on many listings (the admin table's bulk actions), in one transaction: every named
 * listing that exists changes, or none does. Ids of no listing are reported, not refused.
 */
export async function bulkAction(ctx: ServiceContext, body: PropertyBulkBody): Promise<BulkOutcome> {
  const ids = [...new Set(body.ids)];
  const candidates = ids.filter(isPropertyId);
  const { found, changed, images } = await commitListingWrite(
    ctx,
    async (trx) => {
      const found = await findListings(trx, candidates);
      const existing = found.map((row) => row.id);
      if (body.action === 'set_status') {
        return { found, changed: await setStatuses(trx, existing, body.status, ctx.now()), images: [] };
      }
      const images = await imagesOfListings(trx, existing);
      return { found, changed: await deleteListings(trx, existing), images };
    },
    ({ changed }) => changed > 0,
  );
  const foundIds = new Set(found.map((row) => row.id));
  if (images.length > 0) await removeUnreferencedImages(ctx, images);
  return {
    result: {
      action: body.action,
      changed,
      unchanged: found.length - changed,
      not_found: ids.filter((id) => !foundIds.has(id)),
    },
    found: found.map((row) => ({ id: row.id, name: row.property_name, status: row.status })),
  };
}
