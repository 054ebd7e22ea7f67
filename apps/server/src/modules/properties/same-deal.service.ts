import {
  type AdFields,
  type DealFacts,
  informativeHash,
  PRICE_TOLERANCE,
  sameDeal,
  SIZE_TOLERANCE,
} from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import type { StoredImage } from '../images/image-store.ts';

export interface SameDealMatch {
  id: string;
  property_name: string;
  reason: 'figures' | 'photo';
}

/** What an ad says of its deal, with its photos' hashes. */
export function dealFacts(fields: AdFields, images: readonly StoredImage[] = []): DealFacts {
  return {
    property_name: fields.property_name,
    property_type: fields.property_type,
    size_sqft: fields.size_sqft,
    distress_price: fields.distress_price,
    photo_hashes: images.flatMap((image) => (image.phash ? [image.phash] : [])),
  };
}

/**
 * The listing an ad is the same deal as (newest first), if any. The database narrows the candidates:
 * listings whose price and size are within the tolerances, and the photos of listings of the same
 * type; the rule itself (packages/core same-deal.ts) decides (ADR 0019).
 */
export async function findSameDeal(
  ctx: Pick<ServiceContext, 'db'>,
  facts: DealFacts,
): Promise<SameDealMatch | undefined> {
  const { db } = ctx;
  const type = facts.property_type;
  if (!type) return undefined;
  const { distress_price: price, size_sqft: size } = facts;
  const columns = ['properties.id', 'property_name', 'property_type', 'size_sqft', 'distress_price'] as const;
  const [byFigures, byPhotos] = await Promise.all([
    price && size && facts.property_name
      ? db
          .selectFrom('properties')
          .select(columns)
          .where('distress_price', '>=', Math.floor(price * (1 - PRICE_TOLERANCE)))
          .where('distress_price', '<=', Math.ceil(price / (1 - PRICE_TOLERANCE)))
          .where('size_sqft', '>=', Math.floor(size * (1 - SIZE_TOLERANCE)))
          .where('size_sqft', '<=', Math.ceil(size / (1 - SIZE_TOLERANCE)))
          .orderBy('created_at', 'desc')
          .execute()
      : Promise.resolve([]),
    facts.photo_hashes.some(informativeHash)
      ? db
          .selectFrom('property_images')
          .innerJoin('properties', 'properties.id', 'property_images.property_id')
          .select([...columns, 'phash'])
          .where('phash', 'is not', null)
          .where((eb) => eb(eb.fn('lower', ['property_type']), '=', type.toLowerCase()))
          .orderBy('properties.created_at', 'desc')
          .execute()
      : Promise.resolve([]),
  ]);
  for (const row of byFigures) {
    if (sameDeal(facts, { ...row, photo_hashes: [] })) return { ...pick(row), reason: 'figures' };
  }
  for (const row of byPhotos) {
    if (sameDeal(facts, { ...row, photo_hashes: [row.phash!] })) return { ...pick(row), reason: 'photo' };
  }
  return undefined;
}

const pick = (row: { id: string; property_name: string }) => ({
  id: row.id,
  property_name: row.property_name,
});

export interface DealHistory {
  also_posted_in: {
    channel: string | null;
    username: string | null;
    url: string | null;
    posted_at: string;
  }[];
  price_history: { old_price: number; new_price: number; changed_at: string }[];
}

/** The other posts of each listing's deal and the changes of its price, newest first. */
export async function dealHistories(
  ctx: Pick<ServiceContext, 'db'>,
  listingIds: string[],
): Promise<Map<string, DealHistory>> {
  const { db } = ctx;
  const histories = new Map<string, DealHistory>();
  if (listingIds.length === 0) return histories;
  const of = (id: string) => {
    let history = histories.get(id);
    if (!history) histories.set(id, (history = { also_posted_in: [], price_history: [] }));
    return history;
  };
  for (let i = 0; i < listingIds.length; i += 400) {
    const ids = listingIds.slice(i, i + 400);
    const [sources, prices] = await Promise.all([
      db
        .selectFrom('listing_sources')
        .leftJoin('telegram_channels', 'telegram_channels.chat_id', 'listing_sources.chat_id')
        .select([
          'listing_sources.listing_id',
          'listing_sources.message_id',
          'listing_sources.posted_at',
          'telegram_channels.title',
          'telegram_channels.username',
        ])
        .where('listing_sources.listing_id', 'in', ids)
        .orderBy('listing_sources.posted_at', 'desc')
        .execute(),
      db
        .selectFrom('price_changes')
        .select(['listing_id', 'old_price', 'new_price', 'changed_at'])
        .where('listing_id', 'in', ids)
        .orderBy('changed_at', 'desc')
        .execute(),
    ]);
    for (const source of sources) {
      of(source.listing_id).also_posted_in.push({
        channel: source.title,
        username: source.username,
        url: source.username ? `https://t.me/${source.username}/${source.message_id}` : null,
        posted_at: new Date(source.posted_at).toISOString(),
      });
    }
    for (const change of prices) {
      of(change.listing_id).price_history.push({
        old_price: change.old_price,
        new_price: change.new_price,
        changed_at: new Date(change.changed_at).toISOString(),
      });
    }
  }
  return histories;
}
