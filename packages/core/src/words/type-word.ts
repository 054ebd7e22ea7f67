/**
 * The fixed words of a listing, read from the canonical English the database and the API keep, so that
 * each language writes them its own way (the web app's catalogs): here, the property type. The public
 * types are "Studio", "1BR" … "5BR+", "Villa", "Townhouse", "Penthouse", "Duplex", "Office" and "Plot"
 * (domain/listing-values.ts); older or hand-typed ones say "2 Bedroom", "2 BR", "3-Bedroom Apartment",
 * "4 Bedroom Villa". A type read otherwise is null: it is shown as written.
 */

export const HOME_KINDS = [
  'studio',
  'apartment',
  'villa',
  'townhouse',
  'penthouse',
  'duplex',
  'office',
  'plot',
] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

export interface PropertyTypeWord {
  /** What kind of home; null for a bedroom count alone ("2BR"). */
  kind: HomeKind | null;
  /** The number of bedrooms, or null. */
  bedrooms: number | null;
  /** "5BR+": this many bedrooms or more. */
  orMore: boolean;
}

const KIND_WORDS: Readonly<Record<string, HomeKind>> = {
  studio: 'studio',
  apartment: 'apartment',
  flat: 'apartment',
  villa: 'villa',
  townhouse: 'townhouse',
  'town house': 'townhouse',
  penthouse: 'penthouse',
  duplex: 'duplex',
  office: 'office',
  plot: 'plot',
  land: 'plot',
};
const KIND = 'studio|apartment|flat|villa|town ?house|penthouse|duplex|office|plot|land';
const BEDROOMS_RE = new RegExp(
  `^(\\d{1,2}) *(\\+)? *-? *(?:br|b/r|beds?|bedrooms?|bdr|bhk)(\\+)?(?: +(${KIND}))?$`,
  'u',
);
const KIND_RE = new RegExp(`^(${KIND})$`, 'u');

/** "2BR" → 2 bedrooms; "Villa" → a villa; "4 Bedroom Villa" → both; "Hotel room" → null. */
export function readTypeWord(text: string): PropertyTypeWord | null {
  const lower = text.trim().replace(/\s+/gu, ' ').toLowerCase();
  if (lower === 'studio apartment') return { kind: 'studio', bedrooms: null, orMore: false };
  const kind = KIND_RE.exec(lower);
  if (kind) return { kind: KIND_WORDS[kind[1]!]!, bedrooms: null, orMore: false };
  const count = BEDROOMS_RE.exec(lower);
  if (!count) return null;
  const bedrooms = Number(count[1]);
  if (bedrooms < 1 || bedrooms > 20) return null;
  const kindWord = count[4] ? KIND_WORDS[count[4]]! : null;
  // "2 Bedroom Studio" says two things at once.
  if (kindWord === 'studio') return null;
  return { kind: kindWord, bedrooms, orMore: count[2] !== undefined || count[3] !== undefined };
}
