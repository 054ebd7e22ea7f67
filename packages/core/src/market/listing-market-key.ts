/**
 * What a listing is compared with (docs/decisions/0029): its kind and bedrooms as DLD writes them, and
 * its state, from its type and handover. The type is read by the parser's type reader, so a public type
 * ('2BR', 'Studio', 'Villa') and a type as typed ('2-BR Apartment', '4-BR Villa', 'студия') read alike:
 *
 * - 'Studio' → apartment, 'Studio'; '1BR' … '4BR' → apartment, '1 B/R' … '4 B/R';
 * - '5BR+' → apartment, '5 B/R': DLD writes each count, and five is by far the commonest of five or more
 *   (a type naming the count, '6BR', keeps it: '6 B/R');
 * - Villa, Townhouse, Penthouse → that kind, with the bedrooms the type names ('4BR Villa') or null
 *   when it names none: the public 'Villa' has lost its count, and the caller then compares with the
 *   kind's sales of every size;
 * - Duplex → apartment, with its bedrooms (null when the type names none);
 * - a type naming a hotel apartment → 'hotel apartment', with its bedrooms;
 * - Office, Plot → no key ('not a home'); a type the reader does not understand → 'type unknown'.
 *
 * Off-plan while the handover is in the current month or later, ready when it is 'Ready' or a month
 * already past (the list filter's rule, domain/handover.ts). A handover that names neither gives no key
 * ('handover unknown') rather than a guess: off-plan and ready prices differ too much to pick one. A size
 * that is not a positive number gives 'size unknown': there is no price per sq ft to compare.
 */
import { handoverStateOf, readHandover } from '../domain/handover.ts';
import { readPropertyType } from '../telegram/ad-types-normalize.ts';
import type { DldRooms, MarketKind } from './market-sale.ts';

export interface ListingMarketKey {
  kind: MarketKind;
  /** Null when the type names no bedroom count (a villa, townhouse, penthouse or duplex). */
  rooms: DldRooms | null;
  offplan: boolean;
}

/** Why a listing has no market key. */
export const MARKET_KEY_REASONS = ['not a home', 'type unknown', 'size unknown', 'handover unknown'] as const;
export type MarketKeyReason = (typeof MARKET_KEY_REASONS)[number];

export interface ListingForMarketKey {
  property_type: string;
  handover_date: string;
  size_sqft: number;
}

const HOTEL_RE = /(?<![a-z])hotel(?![a-z])|отел/u;

/** DLD's bedrooms for a count: 0 is a studio. */
const roomsOf = (bedrooms: number | null): DldRooms | null =>
  bedrooms === null ? null : bedrooms === 0 ? 'Studio' : `${bedrooms} B/R`;

/** The kind and rooms of a type, or why it has none. */
function kindOf(
  propertyType: string,
): { kind: MarketKind; rooms: DldRooms | null } | Extract<MarketKeyReason, 'not a home' | 'type unknown'> {
  const lower = propertyType.trim().replace(/\s+/gu, ' ').toLowerCase().replace(/ё/gu, 'е');
  const { type, bedrooms } = readPropertyType(lower);
  switch (type) {
    case null:
      return 'type unknown';
    case 'Office':
    case 'Plot':
      return 'not a home';
    case 'Villa':
      return { kind: 'villa', rooms: roomsOf(bedrooms) };
    case 'Townhouse':
      return { kind: 'townhouse', rooms: roomsOf(bedrooms) };
    case 'Penthouse':
      return { kind: 'penthouse', rooms: roomsOf(bedrooms) };
    case 'Studio':
      return { kind: HOTEL_RE.test(lower) ? 'hotel apartment' : 'apartment', rooms: 'Studio' };
    default:
      // '1BR' … '5BR+' and Duplex: an apartment with the bedrooms the reader found.
      return { kind: HOTEL_RE.test(lower) ? 'hotel apartment' : 'apartment', rooms: roomsOf(bedrooms) };
  }
}

/**
 * The listing's kind and DLD rooms as listingMarketKey reads them, from its type alone, or why it has
 * none ('not a home', 'type unknown'). What its rents are compared by (ADR 0058): a rent needs neither
 * a size nor a state (an off-plan home is bought to let after handover too).
 */
export function listingHomeKind(
  propertyType: string,
):
  | Pick<ListingMarketKey, 'kind' | 'rooms'>
  | { reason: Extract<MarketKeyReason, 'not a home' | 'type unknown'> } {
  const kind = kindOf(propertyType);
  return typeof kind === 'string' ? { reason: kind } : kind;
}

/**
 * The listing's kind, DLD rooms and state on `today` (UTC month), or the reason it has none. Reasons
 * are checked in the order of MARKET_KEY_REASONS.
 */
export function listingMarketKey(
  listing: ListingForMarketKey,
  today: Date,
): ListingMarketKey | { reason: MarketKeyReason } {
  const kind = kindOf(listing.property_type);
  if (typeof kind === 'string') return { reason: kind };
  if (!(listing.size_sqft > 0) || !Number.isFinite(listing.size_sqft)) return { reason: 'size unknown' };
  const state = handoverStateOf(readHandover(listing.handover_date), today);
  if (state === null) return { reason: 'handover unknown' };
  return { ...kind, offplan: state === 'off-plan' };
}
