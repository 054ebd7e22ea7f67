import { adFieldSchema, adFieldsSchema } from '@dd/core';
import { z } from 'zod';

/** What the parser read from an ad (null = not stated), for the Quick Add preview. */
export const parsedAdSchema = z
  .object({
    is_ad: z.boolean(),
    not_ad_reason: z.string().nullable(),
    fields: adFieldsSchema,
    discount_percent: z.number().nullable(),
    missing: z.array(adFieldSchema),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'ParsedAd' });
