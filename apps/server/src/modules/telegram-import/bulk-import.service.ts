import { type AdUnit, groupAds, type ParsedAd, parseTelegramAd } from '@dd/core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServiceContext } from '../service-context.ts';
import { AppError, UnprocessableError } from '../../lib/errors.ts';
import { NotAnImageError, type StoredImage, storeImage } from '../images/image-store.ts';
import { MAX_IMAGES_PER_LISTING, removeUnreferencedImages } from '../images/image-upload.ts';
import {
  assertListable,
  createListingFromAd,
  findListingBySource,
} from '../properties/listing-writes.service.ts';
import { type OpenedExport, PhotoError, type PhotoSource } from './export-archive.ts';

/** The answer of a bulk import (SPEC §3 "Bulk result", plus what was skipped and how many photos came along). */
export interface BulkResult {
  /** Every message in the export, service messages included. */
  total_messages: number;
  properties_created: number;
  properties_failed: number;
  /** One per failed ad, in export order; at most MAX_REPORTED_ERRORS (properties_failed has the count). */
  errors: { message_id: number; chat: string; error: string }[];
  skipped: {
    /** Texts (with their photos) that are not property ads. */
    not_ads: number;
    /** Ads imported before (same chat and message), or other posts of deals already listed: nothing is created twice. */
    duplicates: number;
    /** Messages: joins, pins, title changes… */
    service_messages: number;
    /** Messages with no text that belong to no ad: stickers, voice, lone photos, unreadable entries. */
    without_text: number;
  };
  images_attached: number;
}

export interface BulkImportOptions {
  /** The ad parser (tests inject their own); default: the shared one from @dd/core. */
  parse?: (text: string) => ParsedAd;
  /** Called after each ad with the number of messages dealt with so far. */
  onProgress?: (processed: number, total: number) => void;
  log?: { error: (details: object, message: string) => void };
  /** Stops the import between two ads (the app is closing). */
  signal?: AbortSignal;
}

export const MAX_REPORTED_ERRORS = 1000;
/** Longer texts are not read as ads (Telegram itself allows 4096 characters). */
export const MAX_AD_TEXT = 20_000;

type Outcome = { created: number } | 'not_ad' | 'duplicate' | { error: string };

/**
 * Imports every ad of an export. Each ad is its own transaction (createListingFromAd): one bad message
 * never stops the rest, and a crash leaves whole listings only. Photos are stored before the
 * transaction and removed again if it fails. The event loop is given a turn after every ad, so the
 * server keeps answering (progress included) during a long import.
 */
export async function runBulkImport(
  ctx: ServiceContext,
  opened: OpenedExport,
  options: BulkImportOptions = {},
): Promise<BulkResult> {
  const total = opened.data.totalMessages;
  const result: BulkResult = {
    total_messages: total,
    properties_created: 0,
    properties_failed: 0,
    errors: [],
    skipped: { not_ads: 0, duplicates: 0, service_messages: 0, without_text: 0 },
    images_attached: 0,
  };
  let inAds = 0;
  let earlierChats = 0;
  for (const chat of opened.data.chats) {
    result.skipped.service_messages += chat.messages.filter((m) => m.isService).length;
    // Progress counts every message up to the last one of the ad just done, in export order.
    const position = new Map(chat.messages.map((m, index) => [m.id, index + 1]));
    for (const unit of groupAds(chat.messages)) {
      options.signal?.throwIfAborted();
      const outcome = await importUnit(ctx, chat.key, unit, opened.photos, options);
      if (outcome === 'not_ad') result.skipped.not_ads++;
      else if (outcome === 'duplicate') result.skipped.duplicates++;
      else if ('created' in outcome) {
        result.properties_created++;
        result.images_attached += outcome.created;
      } else {
        result.properties_failed++;
        if (result.errors.length < MAX_REPORTED_ERRORS) {
          result.errors.push({ message_id: unit.messageId, chat: chat.name, error: outcome.error });
        }
      }
      inAds += unit.messageIds.length;
      const reached = Math.max(...unit.messageIds.map((id) => position.get(id) ?? 0));
      options.onProgress?.(Math.min(total, earlierChats + reached), total);
      await nextTurn();
    }
    earlierChats += chat.messages.length;
  }
  result.skipped.without_text = total - inAds - result.skipped.service_messages;
  options.onProgress?.(total, total);
  return result;
}

async function importUnit(
  ctx: ServiceContext,
  chat: string,
  unit: AdUnit,
  photos: PhotoSource,
  options: BulkImportOptions,
): Promise<Outcome> {
  if (unit.text.length > MAX_AD_TEXT) return { error: `The text is longer than ${MAX_AD_TEXT} characters` };
  let ad: ParsedAd;
  try {
    ad = (options.parse ?? parseTelegramAd)(unit.text);
  } catch (error) {
    options.log?.error({ err: error, messageId: unit.messageId }, 'ad parser failed');
    return { error: 'The text could not be read' };
  }
  if (!ad.is_ad) return 'not_ad';
  try {
    assertListable(ad);
  } catch (error) {
    if (error instanceof UnprocessableError) return { error: error.message };
    throw error;
  }
  const source = { chat, messageId: String(unit.messageId) };
  // Photos are costly: an ad imported before is recognised before they are read.
  if (unit.photos.length > 0 && (await findListingBySource(ctx, source))) return 'duplicate';
  const uploadsDir = ctx.config.uploadDir;
  const images: StoredImage[] = [];
  try {
    for (const path of unit.photos) {
      if (images.length === MAX_IMAGES_PER_LISTING) break;
      const bytes = await photos.read(path);
      if (bytes) images.push(await storePhoto(bytes, path, uploadsDir));
    }
    const outcome = await createListingFromAd(ctx, ad, { via: 'bulk_add', images, source });
    // The same post imported before, or another post of a deal already listed (kept as its source).
    if (outcome.status !== 'created') {
      await removeUnreferencedImages(ctx, images);
      return 'duplicate';
    }
    return { created: images.length };
  } catch (error) {
    await removeUnreferencedImages(ctx, images).catch(() => {});
    if (error instanceof PhotoError || error instanceof AppError) return { error: error.message };
    options.log?.error({ err: error, messageId: unit.messageId }, 'bulk import of one ad failed');
    return { error: 'The listing could not be saved (server error); try this message again later' };
  }
}

async function storePhoto(bytes: Buffer, path: string, uploadsDir: string): Promise<StoredImage> {
  try {
    return await storeImage(bytes, uploadsDir);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new PhotoError(`Photo ${path}: ${error.message}`);
    throw error;
  }
}
