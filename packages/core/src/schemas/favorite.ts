import { z } from 'zod';

import { propertySummarySchema } from './property.ts';

/** How many deals one visitor may keep in their favourites. */
export const FAVORITES_LIMIT = 500;

/** The answer past FAVORITES_LIMIT (a 400). */
export const FAVORITES_LIMIT_REACHED = `You can keep at most ${FAVORITES_LIMIT} favourites. Remove some to save more.`;

/** One deal a visitor saved (GET /api/me/favorites). */
export const favoriteSchema = z
  .object({
    property_id: z.string(),
    property_name: z
      .string()
      .describe("The listing's name; for a removed listing, its name when it was saved"),
    location: z
      .string()
      .describe("The listing's location; for a removed listing, its location when it was saved"),
    favorited_at: z.string().describe('When the visitor saved it'),
    removed: z
      .boolean()
      .describe(
        'True when the listing was deleted: `property` is null and the entry says it is no longer listed',
      ),
    property: propertySummarySchema
      .nullable()
      .describe(
        'The listing as the public list shows it (its `status` says sold or reserved), or null once it was deleted',
      ),
  })
  .meta({ id: 'Favorite' });

export const favoriteListSchema = z.array(favoriteSchema);

export type Favorite = z.infer<typeof favoriteSchema>;
