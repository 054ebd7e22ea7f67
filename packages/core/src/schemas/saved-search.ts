import { z } from 'zod';

import { MAX_MIN_YIELD } from '../domain/filters.ts';

/** How often a saved search sends what is new: at once, or one digest a day at 09:00 Dubai time. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Most saved searches one visitor may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_LIMIT_REACHED = `You can keep at most ${MAX_SAVED_SEARCHES} alerts. Delete one to add another.`;

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));

/** A filter's words: trimmed, each run of spaces one space (as savedSearchKey compares them). */
const words = (max: number) => text(max).transform((v) => (v === null ? null : v.replace(/\s+/gu, ' ')));

const price = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of AED')
  .min(0, 'must not be negative')
  .max(2_000_000_000, 'is too large')
  .nullish()
  .transform((v) => v ?? null);

const percent = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of percent')
  .min(0, 'must not be negative')
  .max(99, 'must be at most 99')
  .nullish()
  .transform((v) => v ?? null);

const yieldPercent = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of percent')
  .min(0, 'must not be negative')
  .max(MAX_MIN_YIELD, `must be at most ${MAX_MIN_YIELD}`)
  .nullish()
  .transform((v) => v ?? null);

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'must be instant or daily' });

/** The search an alert keeps: the home page's filters (every one optional). */
const filterShape = {
  q: words(200).describe('Search words, as the home page reads them'),
  location: words(200).describe('Case-insensitive containment'),
  property_type: words(100).describe('Case-insensitive containment'),
  min_price: price.describe('Inclusive lower bound on the distress price, AED'),
  max_price: price.describe('Inclusive upper bound on the distress price, AED'),
  min_discount: percent.describe('At least this many percent off the original price'),
  min_below_market: percent.describe('At least this many percent below the market'),
  min_yield: yieldPercent.describe('A gross rent yield of at least this many percent'),
};

const priceOrder = (value: { min_price?: number | null; max_price?: number | null }) =>
  value.min_price === null ||
  value.min_price === undefined ||
  value.max_price === null ||
  value.max_price === undefined ||
  value.min_price <= value.max_price;
const PRICE_ORDER = { message: 'must not be above max_price', path: ['min_price'] };

/** Body of POST /api/me/saved-searches. */
export const savedSearchCreateSchema = z
  .object({
    name: text(80).describe('What the alert is called; made from its filters when left out'),
    ...filterShape,
    frequency,
  })
  .refine(priceOrder, PRICE_ORDER)
  .meta({ id: 'SavedSearchCreate' });
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

/** Body of PATCH /api/me/saved-searches/{id}: any of the fields; `active` false turns it off. */
export const savedSearchUpdateSchema = z
  .object({
    name: text(80).describe('A new name; empty: made from its filters'),
    ...filterShape,
    frequency: frequency.optional(),
    active: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .partial()
  .refine(priceOrder, PRICE_ORDER)
  .meta({ id: 'SavedSearchUpdate' });
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    q: z.string().nullable(),
    location: z.string().nullable(),
    property_type: z.string().nullable(),
    min_price: z.number().int().nullable(),
    max_price: z.number().int().nullable(),
    min_discount: z.number().int().nullable(),
    min_below_market: z.number().int().nullable(),
    min_yield: z.number().int().nullable(),
    frequency,
    active: z.boolean().describe('False once turned off (by the unsubscribe link or here)'),
    created_at: z.string(),
    search_path: z.string().describe('The home page showing this search, e.g. /?location=Dubai+Marina'),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The 409 of a second alert for the same search (POST, or PATCH to another's filters): the one kept. */
export const duplicateAlertSchema = z
  .object({
    detail: z.string(),
    code: z.string().optional(),
    id: z.string().describe('The alert the visitor already has for this search'),
  })
  .meta({ id: 'DuplicateAlert' });
export type DuplicateAlert = z.infer<typeof duplicateAlertSchema>;

/** Body of POST /api/alerts/unsubscribe (or the token in the query, as mail clients send it). */
export const unsubscribeSchema = z.object({
  token: z.string({ error: 'is required' }).min(1, 'is required').max(500, 'is too long'),
});

export const unsubscribeResultSchema = z
  .object({ name: z.string().describe("The alert's name"), active: z.literal(false) })
  .meta({ id: 'UnsubscribeResult' });
