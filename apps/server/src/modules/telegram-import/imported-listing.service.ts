import { type ListingOrigin, missingForListing, type ParsedAd, type PropertyForm } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../service-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { UnprocessableError } from '../../lib/errors.ts';
import type { StoredImage } from '../images/image-store.ts';
import { MAX_IMAGES_PER_LISTING } from '../images/image-upload.ts';
import { addDealSource, dealFacts, findSameDeal } from '../properties/same-deal.service.ts';
import {
  type AdOrigin,
  findBySource,
  insertProperty,
  type ListingSource,
  replaceImages,
} from '../properties/property-writes.repository.ts';

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
export function adToForm(ad: ParsedAd): PropertyForm {
  const f = ad.fields;
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

/**
 * Creates a listing from a parsed ad with its photos, in one transaction. With a source (chat and
 * message), an ad imported before is reported as a duplicate instead of being created again.
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
        );
      }
      return { status: 'same_deal', id: match.id, property_name: match.property_name };
    }
  }
  const id = randomUUID();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertProperty(trx, id, adToForm(ad), ctx.now(), options.via, source, options.origin);
      await replaceImages(trx, id, images, ctx.now());
    });
  } catch (error) {
    // Another import of the same message won the race: same answer as finding it first.
    if (source && isUniqueViolation(error)) {
      const existing = await findBySource(ctx.db, source);
      if (existing) return { status: 'duplicate', id: existing };
    }
    throw error;
  }
  await ctx.listingCache.invalidate();
  return { status: 'created', id };
}
