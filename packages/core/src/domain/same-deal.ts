/**
 * One deal, one listing: whether an ad is the same deal as a listing we have. Reposts by other agents
 * reword everything, so text similarity is no evidence; the strong signals (shared/MARKET.md) are the
 * deal's own figures and its photos:
 * - the same project (normalised name), type and bedrooms, with the size within 2 % and the distress
 *   price within 5 %; or
 * - a photo within a few bits of one of the listing's (64-bit difference hashes), with the same type
 *   and bedrooms.
 */

export interface DealFacts {
  property_name: string | null;
  property_type: string | null;
  size_sqft: number | null;
  distress_price: number | null;
  /** 16 hex digits each (a 64-bit difference hash per photo). */
  photo_hashes: readonly string[];
}

export const SIZE_TOLERANCE = 0.02;
export const PRICE_TOLERANCE = 0.05;
/** Photos this many bits apart or fewer are the same photo (recompressed, resized, lightly cropped). */
export const PHOTO_HASH_MAX_DISTANCE = 6;

/** Lower case, accents and punctuation gone, words single-spaced: "Marina Promenade (Emaar)" → "marina promenade emaar". */
export function normaliseProjectName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The kind of home and its bedrooms read from a type as listings write it ("2BR", "Studio", "4BR Townhouse"). */
export function typeKey(type: string): string {
  const t = type.toLowerCase();
  const kind = /villa/.test(t)
    ? 'villa'
    : /town\s*-?house|\bth\b/.test(t)
      ? 'townhouse'
      : /penthouse/.test(t)
        ? 'penthouse'
        : /duplex/.test(t)
          ? 'duplex'
          : 'apartment';
  const bedrooms = /studio/.test(t)
    ? '0'
    : (/(\d+)\s*-?\s*(?:br|bed|bhk|bedroom|спал|комн)/.exec(t)?.[1] ?? '?');
  return `${kind}:${bedrooms}`;
}

/**
 * Whether a photo's hash says anything: a flat or nearly flat picture (a placeholder, a plain banner,
 * a logo on white) has almost every bit the same, and is shared by unrelated ads.
 */
export function informativeHash(hash: string): boolean {
  const set = hashDistance(hash, '0000000000000000');
  return set >= 8 && set <= 56;
}

/** Bits that differ between two 64-bit hashes written as 16 hex digits (two 32-bit halves each). */
export function hashDistance(a: string, b: string): number {
  const half = (hash: string, at: number) => Number.parseInt(hash.slice(at, at + 8), 16);
  return popCount(half(a, 0) ^ half(b, 0)) + popCount(half(a, 8) ^ half(b, 8));
}

function popCount(x: number): number {
  let v = x >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const within = (a: number | null, b: number | null, tolerance: number) =>
  a !== null && b !== null && a > 0 && b > 0 && Math.abs(a - b) <= tolerance * Math.max(a, b);

/** Why the ad is the same deal as the listing ('figures' or 'photo'), or null when it is not. */
export function sameDeal(ad: DealFacts, listing: DealFacts): 'figures' | 'photo' | null {
  if (!ad.property_type || !listing.property_type) return null;
  if (typeKey(ad.property_type) !== typeKey(listing.property_type)) return null;
  const sameProject =
    ad.property_name !== null &&
    listing.property_name !== null &&
    normaliseProjectName(ad.property_name) !== '' &&
    normaliseProjectName(ad.property_name) === normaliseProjectName(listing.property_name);
  if (
    sameProject &&
    within(ad.size_sqft, listing.size_sqft, SIZE_TOLERANCE) &&
    within(ad.distress_price, listing.distress_price, PRICE_TOLERANCE)
  ) {
    return 'figures';
  }
  const samePhoto = ad.photo_hashes.some(
    (a) =>
      informativeHash(a) && listing.photo_hashes.some((b) => hashDistance(a, b) <= PHOTO_HASH_MAX_DISTANCE),
  );
  return samePhoto ? 'photo' : null;
}
