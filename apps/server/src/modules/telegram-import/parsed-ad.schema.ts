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
    price_notes: z
      .array(z.enum(['swapped', 'usd_only', 'foreign_only']))
      .describe(
        'What makes the prices doubtful however they were read: the original was below the asking price ' +
          '(swapped), the price was in US dollars only (converted at 3.6725), or in another currency only',
      ),
  })
  .meta({ id: 'ParsedAd' });
