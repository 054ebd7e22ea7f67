import type { AdFields } from '@dd/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminCall } from '@/lib/admin-api';

const text = z.string().nullable();
const whole = z.number().int().nullable();
const flag = z.boolean().nullable();

const adFieldsSchema = z.object({
  property_name: text,
  developer: text,
  location: text,
  property_type: text,
  furnishing: text,
  size_sqft: whole,
  floor_level: text,
  view_type: text,
  has_balcony: flag,
  has_pool: flag,
  parking_spaces: whole,
  handover_date: text,
  payment_plan: text,
  original_price: whole,
  distress_price: whole,
  brochure_link: text,
}) satisfies z.ZodType<AdFields>;

/** The dry-run answer of POST /api/admin/parse-telegram-ad: what was read, and whether it can be listed. */
export const adPreviewSchema = z.object({
  property_name: z.string().nullable(),
  parsed: z.object({
    is_ad: z.boolean(),
    not_ad_reason: z.string().nullable(),
    fields: adFieldsSchema,
    discount_percent: z.number().nullable(),
    missing: z.array(z.string()),
    warnings: z.array(z.string()),
    price_notes: z.array(z.enum(['swapped', 'usd_only', 'foreign_only'])),
  }),
  ready: z.boolean(),
  problem: z.string().nullable(),
  missing_for_listing: z.array(z.string()),
  /** The listing this ad looks like the same deal as (ADR 0019); Create Property would answer 409. */
  same_as: z.object({ id: z.string(), property_name: z.string() }).nullable(),
  /** What comparable homes sell for per sq ft, for the fields read; null when not known. */
  market_median_per_sqft: z.number().nullable(),
  /** Why the price read is implausible (priceDoubts in @dd/core). */
  price_doubts: z.array(z.string()),
});

export type AdPreview = z.infer<typeof adPreviewSchema>;

/** POST /api/admin/parse-telegram-ad?dry_run=true: reads the ad without saving anything. */
export function previewTelegramAd(telegramText: string, signal?: AbortSignal): Promise<AdPreview> {
  return adminCall('/admin/parse-telegram-ad?dry_run=true', adPreviewSchema, {
    method: 'POST',
    body: { telegram_text: telegramText },
    signal,
  });
}

/** The previews of Quick Add, refreshed when a listing is created (their `same_as` may change). */
export const AD_PREVIEWS_KEY = ['admin', 'quick-add', 'preview'] as const;

/**
 * The parser is deterministic: a text read once needs no second request. Only `same_as` depends on the
 * listings, so the previews are marked stale when Quick Add creates one (api/create-listing.ts).
 */
export const adPreviewQueryOptions = (telegramText: string) =>
  queryOptions({
    queryKey: [...AD_PREVIEWS_KEY, telegramText],
    queryFn: ({ signal }) => previewTelegramAd(telegramText, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** The preview of a (debounced) text; keeps showing the last one while the next is being read. */
export function useAdPreview(telegramText: string) {
  return useQuery({
    ...adPreviewQueryOptions(telegramText),
    enabled: telegramText.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
