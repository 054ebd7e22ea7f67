import { z } from 'zod';

/** What stands between a fresh install and its first real lead (issue 43), each checked by the server. */
export const SETUP_ITEM_IDS = [
  'contacts',
  'inquiry_notices',
  'admin_password',
  'mail',
  'https',
  'telegram',
  'market_data',
] as const;

export type SetupItemId = (typeof SETUP_ITEM_IDS)[number];

export const setupItemSchema = z
  .object({
    id: z.enum(SETUP_ITEM_IDS),
    done: z.boolean(),
    title: z.string(),
    detail: z.string(),
    /** Where the dashboard fixes it (a tab, and the button's words); null: it is set on the server. */
    action: z.object({ label: z.string(), tab: z.string() }).nullable(),
  })
  .meta({ id: 'SetupItem' });

export const setupSchema = z.object({ items: z.array(setupItemSchema) }).meta({ id: 'Setup' });

export type SetupItem = z.infer<typeof setupItemSchema>;
export type Setup = z.infer<typeof setupSchema>;
