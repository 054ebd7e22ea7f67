import { missingForListing, type ParsedAd, parseTelegramAd, readStatusWords } from '@dd/core';
import { adPriceDoubts } from '../market/price-doubts.ts';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema.ts';
import type { ServiceContext } from '../service-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { NotAnImageError, type StoredImage, storeImage } from '../images/image-store.ts';
import { MAX_IMAGES_PER_LISTING, removeUnreferencedImages } from '../images/image-upload.ts';
import {
  addDealSource,
  addListingPhotos,
  createListingFromAd,
} from '../properties/listing-writes.service.ts';
import {
  isListingChannel,
  type ListingPost,
  postEdited,
  postOffersPrice,
  postSaysStatus,
} from '../properties/listing-suggestions.service.ts';
import { dealFacts, findSameDeal } from '../properties/same-deal.service.ts';
import { MAX_AD_TEXT } from '../telegram-import/bulk-import.service.ts';
import type { BotClient } from './bot-client.ts';
import {
  type Channel,
  countListingCreated,
  countPost,
  findChannel,
  upsertChannel,
} from './channels.repository.ts';
import { addDraftImages, findDraft, insertDraft, updateDraftFields } from './drafts.repository.ts';
import { findAlbumPost, findPost, linkPosts, type PostRecord, recordPosts } from './posts.repository.ts';
import type { PostUnit } from './post-units.ts';

/** What became of a post, for the log and the tests. */
export type PostOutcome =
  | 'listing'
  | 'draft'
  | 'not_ad'
  | 'no_text'
  | 'too_long'
  | 'channel_off'
  | 'seen_before'
  | 'photos_added'
  | 'updated'
  | 'status'
  | 'same_deal'
  | 'suggested'
  | 'unchanged';

/** What reading a post needs besides the context: the Bot API (for its photos) and a log. */
export interface BotIo {
  bot: BotClient;
  log: { warn: (details: object, message: string) => void };
}

/** Reads one channel post (or album) and makes a listing or a draft of it, or updates what it made before. */
export async function handlePost(ctx: ServiceContext, io: BotIo, unit: PostUnit): Promise<PostOutcome> {
  const { db, now } = ctx;
  const channel =
    (await findChannel(db, unit.chatId)) ?? (await upsertChannel(db, unit.chat, now(), 'administrator'));
  const known = await findPost(db, unit.chatId, unit.messageId);
  if (!known) {
    await recordPosts(db, unit.chatId, unit.messageIds, unit.mediaGroupId, unit.postedAt);
    if (!unit.edited) await countPost(db, unit.chatId, unit.postedAt);
  }
  if (channel.mode === 'off') return 'channel_off';
  const post = listingPost(unit, channel);
  if (known?.listing_id || known?.draft_id) {
    return unit.edited ? applyEdit(ctx, unit, known, post) : 'seen_before';
  }

  // A reply to an ad saying SOLD / ПРОДАНО / RESERVED…: the listing made of that ad takes the status
  // when the ad is its own source; a reply to another channel's post of the deal only suggests it.
  if (unit.replyTo) {
    const status = readStatusWords(unit.text);
    if (status) {
      const target = await findPost(db, unit.chatId, unit.replyTo);
      if (!target?.listing_id) return 'not_ad';
      const outcome = await postSaysStatus(ctx, target.listing_id, post, status);
      return outcome === 'suggested' ? 'suggested' : 'status';
    }
  }

  // A part of an album that arrived after the album was read: its photos join what was made (a
  // listing only when the album is its own post: another channel's photos never join it).
  if (unit.mediaGroupId) {
    const album = await findAlbumPost(db, unit.chatId, unit.mediaGroupId);
    if (album) return addAlbumPhotos(ctx, io, unit, album);
  }

  const text = unit.text.trim();
  if (!text) return 'no_text';
  if (text.length > MAX_AD_TEXT) {
    io.log.warn(
      { chat: unit.chatId, message: unit.messageId, length: text.length },
      'Telegram post too long to read as an ad',
    );
    return 'too_long';
  }
  const ad = parseTelegramAd(text);
  if (!ad.is_ad) return 'not_ad';

  const images = await fetchPhotos(ctx, io, unit);
  const source = { chat: unit.chatId, messageId: unit.messageId, postedAt: unit.postedAt };
  try {
    // Another post of a deal already listed (a repost, another agent): one more source of that listing.
    // Its price is the listing's only from the listing's own channel in publish mode, else a suggestion.
    const match = await findSameDeal(ctx, dealFacts(ad.fields, images));
    if (match) {
      await addDealSource(ctx, match.id, source, ad.fields.distress_price, false);
      await linkPosts(db, unit.chatId, unit.messageIds, { listing_id: match.id, draft_id: null });
      await removeUnreferencedImages(ctx, images);
      const priced = await postOffersPrice(ctx, match.id, post, ad.fields.distress_price);
      return priced === 'suggested' ? 'suggested' : 'same_deal';
    }
    // In publish mode a complete ad is published at once, unless its price is implausible: then it
    // waits as a draft saying why (as does an incomplete one whose price was doubtful), for an admin.
    const doubts = channel.mode === 'publish' ? (await adPriceDoubts(ctx, ad, now())).doubts : [];
    if (channel.mode === 'publish' && missingForListing(ad).length === 0 && doubts.length === 0) {
      const outcome = await createListingFromAd(ctx, ad, {
        via: 'channel',
        images,
        source,
        sameDeal: 'create',
      });
      if (outcome.status !== 'created') {
        await removeUnreferencedImages(ctx, images);
        return 'seen_before';
      }
      await linkPosts(db, unit.chatId, unit.messageIds, { listing_id: outcome.id, draft_id: null });
      await countListingCreated(db, unit.chatId);
      return 'listing';
    }
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      await insertDraft(
        trx,
        id,
        {
          source,
          postText: text,
          fields: ad.fields,
          postedAt: unit.postedAt,
          images,
          ...(doubts.length > 0 && { heldBecause: doubts.join(' ') }),
        },
        now(),
      );
      await linkPosts(trx, unit.chatId, unit.messageIds, { listing_id: null, draft_id: id });
    });
    return 'draft';
  } catch (error) {
    await removeUnreferencedImages(ctx, images).catch(() => {});
    if (isUniqueViolation(error)) return 'seen_before'; // another instance read the same post meanwhile
    throw error;
  }
}

/** The post as the listing rules see it: its channel and the mode the owner set. */
const listingPost = (unit: PostUnit, channel: Channel): ListingPost => ({
  chat: unit.chatId,
  messageId: unit.messageId,
  mode: channel.mode === 'publish' ? 'publish' : 'review',
  channelName: channel.username ? `@${channel.username}` : channel.title,
});

/**
 * An edited post: the draft made of it takes the fields the edit states, except those set by hand; a
 * listing, what its channel may change (listing-suggestions.service.ts).
 */
async function applyEdit(
  ctx: ServiceContext,
  unit: PostUnit,
  made: PostRecord,
  post: ListingPost,
): Promise<PostOutcome> {
  const { db, now } = ctx;
  const text = unit.text.trim();
  if (!text || text.length > MAX_AD_TEXT) return 'unchanged';
  const ad: ParsedAd = parseTelegramAd(text);
  if (made.listing_id) {
    // The post edited to say SOLD or RESERVED.
    const status = readStatusWords(text);
    if (status) {
      const outcome = await postSaysStatus(ctx, made.listing_id, post, status);
      return outcome === 'suggested' ? 'suggested' : 'status';
    }
    if (!ad.is_ad) return 'unchanged';
    const changed = await postEdited(ctx, made.listing_id, post, ad.fields);
    return changed.length === 0 ? 'unchanged' : 'updated';
  }
  const draft = await findDraft(db, made.draft_id!);
  if (!draft) return 'unchanged';
  const manual = new Set(draft.manual_fields);
  const fields = { ...draft.fields };
  for (const [key, value] of Object.entries(ad.fields) as [keyof typeof fields, never][]) {
    if (!manual.has(key) && value !== null) fields[key] = value;
  }
  await updateDraftFields(db, draft.id, { fields, postText: text }, now());
  return 'updated';
}

async function addAlbumPhotos(
  ctx: ServiceContext,
  io: BotIo,
  unit: PostUnit,
  album: PostRecord,
): Promise<PostOutcome> {
  const images = await fetchPhotos(ctx, io, unit);
  const link = (trx: Executor) =>
    linkPosts(trx, unit.chatId, unit.messageIds, { listing_id: album.listing_id, draft_id: album.draft_id });
  if (album.listing_id) {
    if (!(await isListingChannel(ctx, album.listing_id, album.chat_id))) {
      await removeUnreferencedImages(ctx, images);
      await ctx.db.transaction().execute(link);
      return 'unchanged';
    }
    await addListingPhotos(ctx, album.listing_id, images, link);
  } else {
    await ctx.db.transaction().execute(async (trx) => {
      if (album.draft_id) await addDraftImages(trx, album.draft_id, images);
      await link(trx);
    });
  }
  return 'photos_added';
}

/**
 * The post's photos, each in its largest size, through the image pipeline (decoded, stripped, WebP).
 * A photo that cannot be fetched or is not an image is left out with a log line; the post is still read.
 */
async function fetchPhotos(ctx: ServiceContext, io: BotIo, unit: PostUnit): Promise<StoredImage[]> {
  const images: StoredImage[] = [];
  for (const fileId of unit.photoFileIds.slice(0, MAX_IMAGES_PER_LISTING)) {
    try {
      const bytes = await io.bot.downloadFile(fileId);
      images.push(await storeImage(bytes, ctx.config.uploadDir));
    } catch (error) {
      const reason = error instanceof NotAnImageError ? `not an image: ${error.message}` : String(error);
      io.log.warn({ chat: unit.chatId, message: unit.messageId, fileId, reason }, 'Telegram photo left out');
    }
  }
  return images;
}
