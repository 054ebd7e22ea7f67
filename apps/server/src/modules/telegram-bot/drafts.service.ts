import { type AdFields, type Draft, type DraftUpdate, missingForListing, type ParsedAd } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { removeUnreferencedImages } from '../images/image-upload.ts';
import { adToForm, createListing } from '../properties/listing-writes.service.ts';
import { countListingCreated, findChannel, listChannels } from './channels.repository.ts';
import { type DraftRow, deleteDraft, findDraft, listDrafts, updateDraftFields } from './drafts.repository.ts';
import { movePostsToListing } from './posts.repository.ts';

/** What a listing still needs from these fields (the same rule as Quick Add). */
export function missingFrom(fields: AdFields): string[] {
  const ad: ParsedAd = {
    is_ad: true,
    not_ad_reason: null,
    fields,
    discount_percent: null,
    missing: [],
    warnings: [],
    price_notes: [],
  };
  return missingForListing(ad);
}

export async function listDraftsFor(ctx: ServiceContext): Promise<Draft[]> {
  const [drafts, channels] = await Promise.all([listDrafts(ctx.db), listChannels(ctx.db)]);
  const byChat = new Map(channels.map((channel) => [channel.chat_id, channel]));
  return drafts.map((draft) => toDraft(draft, byChat));
}

export async function getDraft(ctx: ServiceContext, id: string): Promise<Draft> {
  const draft = await findDraft(ctx.db, id);
  if (!draft) throw new NotFoundError('Draft not found');
  const channel = draft.source_chat ? await findChannel(ctx.db, draft.source_chat) : undefined;
  return toDraft(draft, new Map(channel ? [[channel.chat_id, channel]] : []));
}

/** Applies an admin's corrections; the fields changed are kept when the post is edited later. */
export async function correctDraft(ctx: ServiceContext, id: string, change: DraftUpdate): Promise<Draft> {
  const draft = await findDraft(ctx.db, id);
  if (!draft) throw new NotFoundError('Draft not found');
  const fields: AdFields = { ...draft.fields };
  const manual = new Set(draft.manual_fields);
  for (const [key, raw] of Object.entries(change) as [keyof AdFields, unknown][]) {
    const value = typeof raw === 'string' && raw.trim() === '' ? null : raw;
    if (value === undefined || fields[key] === value) continue;
    (fields as unknown as Record<string, unknown>)[key] = value;
    manual.add(key);
  }
  await updateDraftFields(ctx.db, id, { fields, manualFields: [...manual] }, ctx.now());
  return getDraft(ctx, id);
}

/** Makes a listing of the draft (its photos and source come along) and removes the draft. */
export async function publishDraft(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  const draft = await findDraft(ctx.db, id);
  if (!draft) throw new NotFoundError('Draft not found');
  const missing = missingFrom(draft.fields);
  if (missing.length > 0) {
    throw new UnprocessableError(`The draft does not state: ${missing.join(', ')}`, {
      fields: missing.map((what) => `no ${what}`),
    });
  }
  const { original_price: original, distress_price: distress } = draft.fields;
  if (distress! > original!) {
    throw new UnprocessableError('The price is above the original price', {
      distress_price: ['must not be above the original price'],
    });
  }
  const source = draft.source_chat
    ? {
        chat: draft.source_chat,
        messageId: draft.source_message_id!,
        ...(draft.posted_at ? { postedAt: new Date(draft.posted_at) } : {}),
      }
    : undefined;
  try {
    const listingId = await createListing(ctx, {
      form: adToForm(draft.fields),
      via: 'channel',
      source,
      manualFields: draft.manual_fields,
      images: draft.images,
      // The draft becomes the listing in the same transaction: its posts point at the listing.
      alsoInTransaction: async (trx, listingId) => {
        await movePostsToListing(trx, id, listingId);
        await deleteDraft(trx, id);
        if (draft.source_chat) await countListingCreated(trx, draft.source_chat);
      },
    });
    return { id: listingId };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('A listing was already made from this post');
    throw error;
  }
}

export async function discardDraft(ctx: ServiceContext, id: string): Promise<void> {
  const images = await ctx.db.transaction().execute((trx) => deleteDraft(trx, id));
  if (!images) throw new NotFoundError('Draft not found');
  await removeUnreferencedImages(ctx, images);
}

export function postUrl(username: string | null, messageId: string): string | null {
  return username ? `https://t.me/${username}/${messageId}` : null;
}

function toDraft(draft: DraftRow, channels: Map<string, { title: string; username: string | null }>): Draft {
  const channel = draft.source_chat ? channels.get(draft.source_chat) : undefined;
  return {
    id: draft.id,
    source: draft.source_chat
      ? {
          chat_id: draft.source_chat,
          message_id: draft.source_message_id!,
          channel_title: channel?.title ?? null,
          username: channel?.username ?? null,
          url: postUrl(channel?.username ?? null, draft.source_message_id!),
        }
      : null,
    post_text: draft.post_text,
    fields: draft.fields,
    missing: missingFrom(draft.fields),
    manual_fields: draft.manual_fields,
    held_because: draft.held_because,
    images: draft.images.map((image) => ({
      url: image.path,
      card_url: image.card_path,
      width: image.width,
      height: image.height,
    })),
    posted_at: draft.posted_at,
    created_at: draft.created_at,
    updated_at: draft.updated_at,
  };
}
