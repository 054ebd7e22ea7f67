import type { PriceNote } from '../market/price-doubts.ts';

/** The property fields an ad can state (SPEC §3 names); null when the ad does not say. */
export interface AdFields {
  property_name: string | null;
  developer: string | null;
  location: string | null;
  property_type: string | null;
  furnishing: string | null;
  size_sqft: number | null;
  floor_level: string | null;
  view_type: string | null;
  has_balcony: boolean | null;
  has_pool: boolean | null;
  parking_spaces: number | null;
  handover_date: string | null;
  payment_plan: string | null;
  original_price: number | null;
  distress_price: number | null;
  brochure_link: string | null;
}

export type AdField = keyof AdFields;

export const AD_FIELDS: readonly AdField[] = [
  'property_name',
  'developer',
  'location',
  'property_type',
  'furnishing',
  'size_sqft',
  'floor_level',
  'view_type',
  'has_balcony',
  'has_pool',
  'parking_spaces',
  'handover_date',
  'payment_plan',
  'original_price',
  'distress_price',
  'brochure_link',
];

export interface ParsedAd {
  /** False for texts that are not property offers (greetings, "SOLD", market news…). */
  is_ad: boolean;
  /** Why the text is not an ad, in words an admin understands; null for ads. */
  not_ad_reason: string | null;
  fields: AdFields;
  /** Discount the ad states in percent (used to derive a missing price); null when none. */
  discount_percent: number | null;
  /** Fields the ad does not state (null in `fields`). */
  missing: AdField[];
  /** Things an admin should check: derived prices, guesses, ambiguities. */
  warnings: string[];
  /** How the prices were come by when that makes them doubtful: swapped, from USD, in another currency. */
  price_notes: PriceNote[];
}

/** What a listing cannot do without (issue: location, type, distress price, original price or discount). */
export function missingForListing(ad: ParsedAd): string[] {
  const missing: string[] = [];
  if (!ad.fields.location) missing.push('location');
  if (!ad.fields.property_type) missing.push('property type');
  if (!ad.fields.distress_price) missing.push('price');
  if (!ad.fields.original_price) missing.push('original price or discount');
  return missing;
}
