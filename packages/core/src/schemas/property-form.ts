import { z } from 'zod';
import { requiredString } from './fields.ts';

/**
 * The admin property form (SPEC §5, §7): multipart text fields, also accepted as JSON values.
 * Unknown fields (id, display_order, image paths…) are dropped. Messages are fragments; the API
 * prefixes the field name.
 */
const text = (max: number) =>
  z.string(requiredString).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A whole number > 0, written with or without thousands separators ("1,250,000"). */
const positiveInt = (max: number) =>
  z
    .union([z.number(), z.string()], {
      error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a number'),
    })
    .transform((v, ctx) => {
      const s = typeof v === 'number' ? String(v) : v.trim().replace(/[,\s_]/g, '');
      if (s === '') {
        ctx.addIssue({ code: 'custom', message: 'is required' });
        return z.NEVER;
      }
      if (!/^\d+$/.test(s)) {
        ctx.addIssue({
          code: 'custom',
          message: /^\d*\.\d+$/.test(s) ? 'must be a whole number' : 'must be a number',
        });
        return z.NEVER;
      }
      const n = Number(s);
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
  developer: text(120).describe('Developer, e.g. "Emaar"'),
  location: text(120).describe('Community, e.g. "Dubai Marina"'),
  property_type: text(60).describe('Free text, e.g. "Studio", "2BR", "2-BR Apartment", "Villa"'),
  furnishing: text(60).describe('e.g. "Furnished", "Unfurnished"'),
  size_sqft: positiveInt(10_000_000).describe('Size in sq.ft: whole number > 0 ("1,250" accepted)'),
  floor_level: text(60).describe('e.g. "High floor", "12th floor"'),
  view_type: text(120).describe('e.g. "Full sea view"'),
  has_balcony: checkbox.describe('true/false/on/1/0; absent = false'),
  has_pool: checkbox.describe('Private pool: true/false/on/1/0; absent = false'),
  parking_spaces: parking.describe('Whole number; anything non-numeric counts as 0'),
  handover_date: text(60).describe('Free text, e.g. "2Q 2026", "Ready"'),
  payment_plan: text(200).describe('e.g. "60/40", "1% monthly"'),
  original_price: positiveInt(MAX_PRICE_AED).describe('AED, whole number > 0'),
  distress_price: positiveInt(MAX_PRICE_AED).describe('AED, whole number > 0, not above original_price'),
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
