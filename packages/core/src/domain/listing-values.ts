/**
 * One spelling per value in the public filters (ADR 0025): a listing's location and type, however an
 * admin, an ad or an export wrote them, are stored as the parser reads them. A location that is wholly a
 * known community (an alias such as "jvc", "дубай марина", or the canonical name in any case) becomes the
 * canonical name; a type the parser's type reader understands ("2 bedroom apartment", "2-BR Apartment",
 * "студия", "4-BR Villa") becomes the public type ("2BR", "Studio", "Villa"). Anything else is kept as
 * typed, trimmed, with runs of white space made one space.
 */
import { communityOfWholeText } from '../telegram/ad-places.ts';
import { readPropertyType } from '../telegram/ad-types-normalize.ts';

const collapse = (value: string) => value.trim().replace(/\s+/gu, ' ');
const lowerOf = (value: string) => value.toLowerCase().replace(/ё/gu, 'е');

/** "dubai marina" → "Dubai Marina"; "Marina Gate  Tower" → "Marina Gate Tower" (kept). */
export function normaliseLocation(location: string): string {
  const text = collapse(location);
  if (!text) return text;
  return communityOfWholeText(lowerOf(text))?.name ?? text;
}

/** "2 bedroom apartment" → "2BR"; "studio apartment" → "Studio"; "Hotel room" → "Hotel room" (kept). */
export function normalisePropertyType(type: string): string {
  const text = collapse(type);
  if (!text) return text;
  // Read on the lower-cased text alone: in a type field a capital is how it was typed, not a name.
  return readPropertyType(lowerOf(text)).type ?? text;
}

/** The listing's location and type as stored; other fields untouched. */
export function normaliseListingValues<T extends { location: string; property_type: string }>(values: T): T {
  return {
    ...values,
    location: normaliseLocation(values.location),
    property_type: normalisePropertyType(values.property_type),
  };
}
