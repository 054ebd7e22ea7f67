import type { AdFields, ListingStatus, ListingSuggestion, Property } from '@dd/core';
import { medianFromBelowMarket, priceDoubts } from '@dd/core';
import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { type Actor, recordAudit } from '../audit/audit.service.ts';
import type { Executor } from '../../db/schema.ts';
import type { ServiceContext } from '../service-context.ts';
import { commitListingWrite } from './listing-commit.ts';
import { getProperty, isPropertyId } from './properties.service.ts';
import { setStatus } from './property-status.repository.ts';
import { applyPostFields, setDistressPrice } from './property-writes.repository.ts';

// What a channel's post may change of a published listing by itself (ADR 0046). Only the listing's
// own source channel, which the owner set to review or publish, speaks for it:
// - a SOLD/RESERVED word there sets the status;
// - an edit of the post that made the listing sets the fields it states, but the price;
// - in publish mode, its posts may lower the price.
// Anything else a post says of a listing (another channel's post of the same deal, a SOLD reply
// there, a price from the own channel in review mode or above the current one) is kept as a
// suggestion for an admin.

/** The post that speaks of a listing, and its channel as the owner set it. */
export interface ListingPost {
  chat: string;
  messageId: string;
  mode: 'review' | 'publish';
  /** "@username" or the channel's title, as the activity log names it. */
  channelName: string;
}

type Ctx = ServiceContext;

const botActor = (post: ListingPost): Actor => ({ id: null, name: `Telegram ${post.channelName}` });

async function listingFacts(ctx: Ctx, listingId: string) {
  return ctx.db
    .selectFrom('properties')
    .select([
      'id',
      'property_name',
      'distress_price',
      'original_price',
      'size_sqft',
      'below_market_pct',
      'status',
      'source_chat',
      'source_message_id',
    ])
    .where('id', '=', listingId)
    .executeTakeFirst();
}

/** Whether a chat is the channel the listing was made from (its photos may join it). */
export async function isListingChannel(ctx: Ctx, listingId: string, chat: string): Promise<boolean> {
  return (await listingFacts(ctx, listingId))?.source_chat === chat;
}

/** Keeps (or, for an edited post, updates) what a post says of a listing, as an open suggestion. */
async function suggest(
  ctx: Ctx,
  listingId: string,
  post: ListingPost,
  change: { kind: 'price'; price: number } | { kind: 'status'; status: ListingStatus },
): Promise<void> {
  const values = {
    price: change.kind === 'price' ? change.price : null,
    status: change.kind === 'status' ? change.status : null,
    created_at: ctx.now().toISOString(),
    resolution: null,
    resolved_at: null,
    resolved_by: null,
  };
  await ctx.db
    .insertInto('listing_suggestions')
    .values({
      id: randomUUID(),
      listing_id: listingId,
      chat_id: post.chat,
      message_id: post.messageId,
      kind: change.kind,
      ...values,
    })
    .onConflict((oc) => oc.columns(['listing_id', 'chat_id', 'message_id', 'kind']).doUpdateSet(values))
    .execute();
}

/**
 * A post says the listing is sold, reserved or available again: from the listing's own channel it is
 * so (in the activity log); from any other, a suggestion. Returns whether the status changed.
 */
export async function postSaysStatus(
  ctx: Ctx,
  listingId: string,
  post: ListingPost,
  status: ListingStatus,
): Promise<'changed' | 'suggested' | 'unchanged'> {
  const listing = await listingFacts(ctx, listingId);
  if (!listing) return 'unchanged';
  if (listing.source_chat !== post.chat) {
    if (listing.status === status) return 'unchanged';
    await suggest(ctx, listingId, post, { kind: 'status', status });
    return 'suggested';
  }
  const before = await commitListingWrite(
    ctx,
    (trx) => setStatus(trx, listingId, status, ctx.now()),
    (before) => before !== undefined && before !== status,
  );
  if (before === undefined || before === status) return 'unchanged';
  await recordAudit(ctx, botActor(post), {
    action: 'listing_status',
    property: { id: listingId, name: listing.property_name },
    summary: `Marked ${listing.property_name} ${status} from its post in ${post.channelName}`,
    changes: [{ field: 'status', from: before, to: status }],
  });
  return 'changed';
}

/**
 * A post gives the listing's deal a price (another post of the same deal, or an edit): a lower price
 * from the listing's own channel in publish mode becomes the listing's (kept in its price history and
 * the activity log); any other price that differs is a suggestion.
 */
export async function postOffersPrice(
  ctx: Ctx,
  listingId: string,
  post: ListingPost,
  price: number | null,
): Promise<'changed' | 'suggested' | 'unchanged'> {
  const listing = await listingFacts(ctx, listingId);
  if (!listing || price === null || price === listing.distress_price) return 'unchanged';
  const own = listing.source_chat === post.chat && post.mode === 'publish';
  // Even the listing's own channel does not cut it to an implausible price (a typo, a stray zero).
  const doubtful =
    priceDoubts({
      distress_price: price,
      original_price: listing.original_price,
      size_sqft: listing.size_sqft,
      market_median_per_sqft:
        listing.below_market_pct === null || !(listing.size_sqft > 0)
          ? null
          : medianFromBelowMarket(
              listing.distress_price / listing.size_sqft,
              Number(listing.below_market_pct),
            ),
    }).length > 0;
  if (!own || doubtful || price > listing.distress_price || price > listing.original_price) {
    await suggest(ctx, listingId, post, { kind: 'price', price });
    return 'suggested';
  }
  await commitListingWrite(ctx, (trx) =>
    setDistressPrice(trx, listingId, listing.distress_price, price, ctx.now()),
  );
  await recordAudit(ctx, botActor(post), {
    action: 'listing_edited',
    property: { id: listingId, name: listing.property_name },
    summary: `Lowered the price of ${listing.property_name} from its post in ${post.channelName}`,
    changes: [{ field: 'distress_price', from: listing.distress_price, to: price }],
  });
  return 'changed';
}

/**
 * The post a listing was made from was edited: the listing takes the fields the edit states, except
 * those an admin set by hand and the price (lowered in publish mode, else suggested); the edit of any
 * other post of the deal changes no field, its price only suggested. Returns the fields that changed.
 */
export async function postEdited(
  ctx: Ctx,
  listingId: string,
  post: ListingPost,
  fields: Partial<AdFields>,
): Promise<string[]> {
  const listing = await listingFacts(ctx, listingId);
  if (!listing) return [];
  const ownPost = listing.source_chat === post.chat && listing.source_message_id === post.messageId;
  const { distress_price: price = null, ...rest } = fields;
  const priced = await postOffersPrice(ctx, listingId, post, price);
  if (!ownPost) return [];
  const before = await getProperty(ctx, listingId);
  const changed = await commitListingWrite(
    ctx,
    (trx) => applyPostFields(trx, listingId, rest, ctx.now()),
    (changed) => changed.length > 0,
  );
  if (changed.length > 0) {
    const after = await getProperty(ctx, listingId);
    await recordAudit(ctx, botActor(post), {
      action: 'listing_edited',
      property: { id: listingId, name: after.property_name },
      summary: `Updated ${after.property_name} from the edit of its post in ${post.channelName}`,
      changes: changed.map((field) => ({
        field,
        from: fieldValue(before, field),
        to: fieldValue(after, field),
      })),
    });
  }
  return priced === 'changed' ? ['distress_price', ...changed] : changed;
}

const fieldValue = (property: Property, field: string): string | number | boolean | null => {
  const value = (property as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
};

/** A listing's open suggestions, newest first, with the channel each came from. */
export async function listSuggestions(ctx: Ctx, listingId: string): Promise<ListingSuggestion[]> {
  if (!isPropertyId(listingId) || !(await listingFacts(ctx, listingId))) {
    throw new NotFoundError('Property not found');
  }
  return (await openSuggestions(ctx, listingId)).get(listingId) ?? [];
}

/** The open suggestions of one listing, or of all, by listing, newest first. */
export async function openSuggestions(
  ctx: Pick<Ctx, 'db'>,
  listingId?: string,
): Promise<Map<string, ListingSuggestion[]>> {
  let query = ctx.db
    .selectFrom('listing_suggestions')
    .leftJoin('telegram_channels', 'telegram_channels.chat_id', 'listing_suggestions.chat_id')
    .select([
      'listing_suggestions.id',
      'listing_suggestions.listing_id',
      'listing_suggestions.kind',
      'listing_suggestions.price',
      'listing_suggestions.status',
      'listing_suggestions.message_id',
      'listing_suggestions.created_at',
      'telegram_channels.title',
      'telegram_channels.username',
    ])
    .where('listing_suggestions.resolution', 'is', null);
  if (listingId) query = query.where('listing_suggestions.listing_id', '=', listingId);
  const rows = await query.orderBy('listing_suggestions.created_at', 'desc').execute();
  const byListing = new Map<string, ListingSuggestion[]>();
  for (const row of rows) {
    let list = byListing.get(row.listing_id);
    if (!list) byListing.set(row.listing_id, (list = []));
    list.push({
      id: row.id,
      kind: row.kind,
      price: row.price === null ? null : Number(row.price),
      status: row.status as ListingStatus | null,
      channel: row.title,
      username: row.username,
      url: row.username ? `https://t.me/${row.username}/${row.message_id}` : null,
      created_at: new Date(row.created_at).toISOString(),
    });
  }
  return byListing;
}

/**
 * An admin's decision on an open suggestion: accepting sets the price or the status it gives (a price
 * above the original price is refused), ignoring only closes it. Both are in the activity log.
 */
export async function decideSuggestion(
  ctx: Ctx,
  actor: Actor,
  listingId: string,
  suggestionId: string,
  decision: 'accept' | 'ignore',
): Promise<Property> {
  const suggestion = isPropertyId(listingId)
    ? await ctx.db
        .selectFrom('listing_suggestions')
        .selectAll()
        .where('id', '=', suggestionId)
        .where('listing_id', '=', listingId)
        .where('resolution', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!suggestion) throw new NotFoundError('Suggestion not found');
  const listing = await listingFacts(ctx, listingId);
  if (!listing) throw new NotFoundError('Property not found');
  const price = suggestion.price === null ? null : Number(suggestion.price);
  if (decision === 'accept' && price !== null && price > listing.original_price) {
    throw new ConflictError('The suggested price is above the original price: edit the listing instead');
  }
  const now = ctx.now();
  const close = (trx: Executor) =>
    trx
      .updateTable('listing_suggestions')
      .set({
        resolution: decision === 'accept' ? 'accepted' : 'ignored',
        resolved_at: now.toISOString(),
        resolved_by: actor.name,
      })
      .where('id', '=', suggestionId)
      .execute();
  if (decision === 'ignore') {
    await ctx.db.transaction().execute(close);
    await recordAudit(ctx, actor, {
      action: 'listing_edited',
      property: { id: listingId, name: listing.property_name },
      summary: `Ignored a suggested ${suggestion.kind} for ${listing.property_name}`,
    });
    return getProperty(ctx, listingId);
  }
  await commitListingWrite(ctx, async (trx) => {
    if (suggestion.kind === 'price' && price !== null) {
      await setDistressPrice(trx, listingId, listing.distress_price, price, now);
    } else if (suggestion.kind === 'status' && suggestion.status) {
      await setStatus(trx, listingId, suggestion.status as ListingStatus, now);
    }
    await close(trx);
  });
  await recordAudit(ctx, actor, {
    action: suggestion.kind === 'status' ? 'listing_status' : 'listing_edited',
    property: { id: listingId, name: listing.property_name },
    summary: `Accepted a suggested ${suggestion.kind} for ${listing.property_name}`,
    changes:
      suggestion.kind === 'price'
        ? [{ field: 'distress_price', from: listing.distress_price, to: price }]
        : [{ field: 'status', from: listing.status, to: suggestion.status }],
  });
  return getProperty(ctx, listingId);
}
