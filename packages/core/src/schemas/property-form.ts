import { z } from 'zod';
import { inMapBox, UAE_BOX } from '../domain/map-box.ts';
import { readTypedPrice } from '../telegram/ad-prices.ts';
import { requiredString } from './fields.ts';

/**
 * The admin property form (SPEC §5, §7): multipart text fields, also accepted as JSON values. Required:
 * name, location, type and the two prices, what every path needs for a listing (ADR 0025); the rest may be
 * left empty, as Quick Add and Bulk Add leave what an ad does not state.
 * Unknown fields (id, display_order, image paths…) are dropped. Messages are fragments; the API
 * prefixes the field name.
 */
const text = (max: number) =>
  z.string(requiredString).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** Optional text: trimmed; missing, null or blank is stored as '' (what Quick Add stores when an ad is silent). */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

type Reader = (written: string) => number | null;

/** Sizes: digits with or without thousands separators ("1,250"). */
const readDigits: Reader = (written) => {
  const s = written.replace(/[,\s_]/g, '');
  if (/^\d+$/.test(s)) return Number(s);
  return /^\d*\.\d+$/.test(s) ? Number(s) : null;
};

/**
 * A whole number > 0 read by `read` ("1,250,000"; prices also "2.5M", "950K" with the ads' reader). With
 * `optional`, blank, missing or 0 means "not stated" and is stored as 0.
 */
const positiveInt = (max: number, read: Reader = readDigits, optional = false) =>
  z
    .union([z.number(), z.string()], {
      error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a number'),
    })
    .optional()
    .nullable()
    .transform((v, ctx) => {
      const s = v === undefined || v === null ? '' : String(v).trim();
      if (s === '' || (optional && /^0+$/.test(s))) {
        if (optional) return 0;
        ctx.addIssue({ code: 'custom', message: 'is required' });
        return z.NEVER;
      }
      if (/^-\s*\d/.test(s)) {
        ctx.addIssue({ code: 'custom', message: 'must be greater than 0' });
        return z.NEVER;
      }
      const n = typeof v === 'number' ? v : read(s);
      if (n === null || !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: 'must be a number' });
        return z.NEVER;
      }
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number' });
        return z.NEVER;
      }
      if (n <= 0) ctx.addIssue({ code: 'custom', message: 'must be greater than 0' });
      else if (n > max)
        ctx.addIssue({ code: 'custom', message: `must be at most ${max.toLocaleString('en')}` });
      return n;
    });

const TRUE = ['true', 'on', '1', 'yes'];
const FALSE = ['false', 'off', '0', 'no', ''];

/** Checkbox: true/false/on/1/0 (a missing checkbox is false). */
const checkbox = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || typeof v === 'boolean') return v ?? false;
    const s = String(v).trim().toLowerCase();
    if (TRUE.includes(s)) return true;
    if (FALSE.includes(s)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** Parking spaces: a non-numeric value becomes 0 (SPEC §5); bounded to a sane count. */
const parking = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v, ctx) => {
    const n = Number.parseInt(String(v ?? '').trim(), 10);
    if (!Number.isFinite(n) || n < 0) return 0;
    if (n > 100) {
      ctx.addIssue({ code: 'custom', message: 'must be at most 100' });
      return z.NEVER;
    }
    return n;
  });

/** Optional absolute http(s) link; anything else (javascript:, relative paths) is refused. */
const brochureLink = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const ok = URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol);
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
      return z.NEVER;
    }
    return v;
  });

export const MAX_PRICE_AED = 2_000_000_000;

/** The form's fields, to compose with transport-specific fields (the API adds the image files). */
export const propertyFormShape = {
  property_name: text(200).describe('Project or listing name, e.g. "Binghatti Onyx"'),
  developer: optionalText(120).describe('Optional, e.g. "Emaar"'),
  location: text(120).describe('Community, e.g. "Dubai Marina"'),
  property_type: text(60).describe('Free text, e.g. "Studio", "2BR", "2-BR Apartment", "Villa"'),
  furnishing: optionalText(60).describe('Optional, e.g. "Furnished", "Unfurnished"'),
  size_sqft: positiveInt(10_000_000, readDigits, true).describe(
    'Size in sq.ft: whole number > 0 ("1,250" accepted); optional, blank or 0 = not stated',
  ),
  floor_level: optionalText(60).describe('Optional, e.g. "High floor", "12th floor"'),
  view_type: optionalText(120).describe('Optional, e.g. "Full sea view"'),
  has_balcony: checkbox.describe('true/false/on/1/0; absent = false'),
  has_pool: checkbox.describe('Private pool: true/false/on/1/0; absent = false'),
  parking_spaces: parking.describe('Whole number; anything non-numeric counts as 0'),
  handover_date: optionalText(60).describe('Optional free text, e.g. "2Q 2026", "Ready"'),
  payment_plan: optionalText(200).describe('Optional, e.g. "60/40", "1% monthly"'),
  original_price: positiveInt(MAX_PRICE_AED, readTypedPrice).describe(
    'AED, whole number > 0; "2,500,000", "2.5M", "950K" accepted',
  ),
  distress_price: positiveInt(MAX_PRICE_AED, readTypedPrice).describe(
    'AED, whole number > 0, not above original_price; "2.5M", "950K" accepted',
  ),
  brochure_link: brochureLink.describe('Optional absolute http(s) URL'),
};

/** The distress price may not be above the original price. */
export function checkPrices(
  form: { original_price: number; distress_price: number },
  ctx: z.RefinementCtx,
): void {
  if (form.distress_price > form.original_price) {
    ctx.addIssue({
      code: 'custom',
      path: ['distress_price'],
      message: 'must not be above the original price',
    });
  }
}

export const propertyFormSchema = z.object(propertyFormShape).superRefine(checkPrices);

export type PropertyForm = z.output<typeof propertyFormSchema>;

/**
 * One coordinate of the pin an admin places on the form's map, in WGS84 degrees: a number or its text
 * ("25.0805"). Missing: the pin stays as it is; null or blank: the pin goes back to the gazetteer.
 */
const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: 'must be a number of degrees' })
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return v;
      const s = String(v).trim();
      if (s === '') return null;
      const n = typeof v === 'number' ? v : /^-?\d+(?:\.\d+)?$/u.test(s) ? Number(s) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: 'must be a number of degrees' });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

/**
 * The admin form's pin (ADR 0059), beside the form's fields: `lat` and `lng` both or neither. Both set:
 * an admin placed the pin there, and it stays whatever the name, location or gazetteer say; both null
 * (or blank): the pin goes back to the gazetteer's point; both missing: it stays as it is.
 */
export const listingPinShape = {
  lat: coordinate(-90, 90).describe(
    'Optional: latitude of the pin an admin placed (with lng); null or blank gives the pin back to the gazetteer',
  ),
  lng: coordinate(-180, 180).describe('Optional: longitude of the pin an admin placed (with lat)'),
};

/** The pin's coordinates as the form's parsed fields hold them. */
export interface PinFields {
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}

/** `lat` and `lng` come together, and a placed pin is in the UAE (UAE_BOX). */
export function checkPin(form: PinFields, ctx: z.RefinementCtx): void {
  const { lat, lng } = form;
  if (lat === undefined && lng === undefined) return;
  if ((lat === null) !== (lng === null) || lat === undefined || lng === undefined) {
    // The one missing, else the one null beside a number.
    const missing = lat === undefined ? 'lat' : lng === undefined ? 'lng' : lat === null ? 'lat' : 'lng';
    const given = missing === 'lat' ? 'lng' : 'lat';
    ctx.addIssue({ code: 'custom', path: [missing], message: `must be given with ${given}` });
    return;
  }
  if (lat !== null && lng !== null && !inMapBox({ lat, lng }, UAE_BOX)) {
    ctx.addIssue({
      code: 'custom',
      path: ['lat'],
      message:
        `the pin must be in the UAE (lat ${UAE_BOX.south} to ${UAE_BOX.north}, ` +
        `lng ${UAE_BOX.west} to ${UAE_BOX.east})`,
    });
  }
}

/**
 * What a form's pin asks for: a placed point, `null` to give the pin back to the gazetteer, or
 * undefined to leave it as it is. Call after checkPin.
 */
export function placedPin(form: PinFields): { lat: number; lng: number } | null | undefined {
  const { lat, lng } = form;
  if (lat === undefined || lng === undefined) return undefined;
  return lat === null || lng === null ? null : { lat, lng };
}
