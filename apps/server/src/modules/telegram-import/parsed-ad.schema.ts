import { AD_FIELDS, type AdField } from '@dd/core';
import { z } from 'zod';

const fieldShape = {
  property_name: z.string().nullable(),
  developer: z.string().nullable(),
  location: z.string().nullable(),
  property_type: z.string().nullable(),
  furnishing: z.string().nullable(),
  size_sqft: z.number().int().nullable(),
  floor_level: z.string().nullable(),
  view_type: z.string().nullable(),
  has_balcony: z.boolean().nullable(),
  has_pool: z.boolean().nullable(),
  parking_spaces: z.number().int().nullable(),
  handover_date: z.string().nullable(),
  payment_plan: z.string().nullable(),
  original_price: z.number().int().nullable(),
  distress_price: z.number().int().nullable(),
  brochure_link: z.string().nullable(),
} satisfies Record<AdField, z.ZodType>;

/** What the parser read from an ad (null = not stated), for the Quick Add preview. */
export const parsedAdSchema = z
  .object({
    is_ad: z.boolean(),
    not_ad_reason: z.string().nullable(),
    fields: z.object(fieldShape),
    discount_percent: z.number().nullable(),
    missing: z.array(z.enum(AD_FIELDS as [AdField, ...AdField[]])),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'ParsedAd' });
