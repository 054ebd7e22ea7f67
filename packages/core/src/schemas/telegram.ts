import { z } from 'zod';
import { AD_FIELDS, type AdField } from '../telegram/ad-types.ts';
import { propertyImageSchema } from './property.ts';

/** What the parser read from an ad, field by field (null = not stated). */
export const adFieldsSchema = z
  .object({
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
  } satisfies Record<AdField, z.ZodType>)
  .meta({ id: 'AdFields' });

export const adFieldSchema = z.enum(AD_FIELDS as [AdField, ...AdField[]]);

export const CHANNEL_MODES = ['review', 'publish', 'off'] as const;
export type ChannelMode = (typeof CHANNEL_MODES)[number];

export const telegramChannelSchema = z
  .object({
    chat_id: z.string().describe('Telegram chat id of the channel, e.g. "-1001234567890"'),
    title: z.string(),
    username: z.string().nullable().describe('@username of a public channel, without the @'),
    mode: z
      .enum(CHANNEL_MODES)
      .describe(
        'review: every ad becomes a draft; publish: complete ads become listings at once; off: ignored',
      ),
    member_status: z.string().describe("The bot's standing: administrator, member, left or kicked"),
    posts_seen: z.number().int(),
    listings_created: z.number().int(),
    last_post_at: z.string().nullable(),
  })
  .meta({ id: 'TelegramChannel' });

export const channelModeBodySchema = z
  .object({ mode: z.enum(CHANNEL_MODES, { error: 'must be review, publish or off' }) })
  .strict();

export const BOT_CONNECTIONS = ['off', 'starting', 'connected', 'degraded', 'unauthorized'] as const;

/** Where the site's bot token comes from: the environment wins over the dashboard. */
export const BOT_SOURCES = ['environment', 'dashboard'] as const;
export type BotSource = (typeof BOT_SOURCES)[number];

/** A bot token as @BotFather gives it: the bot's numeric id, a colon, and its secret part. */
export const BOT_TOKEN_PATTERN = /^\d{1,20}:[\w-]{20,100}$/;

/** PUT /api/admin/telegram/bot: the token an owner pasted from @BotFather. */
export const telegramBotBodySchema = z
  .object({
    token: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .regex(BOT_TOKEN_PATTERN, 'must be a bot token as @BotFather gives it (123456789:ABC…)'),
  })
  .strict();

/** The token with its secret part hidden but for its last 4 characters: "123456789:••••••••wxYz". */
export function maskBotToken(token: string): string {
  const colon = token.indexOf(':');
  const id = colon >= 0 ? token.slice(0, colon) : '';
  return `${id}:${'•'.repeat(8)}${token.slice(-4)}`;
}

export const telegramStatusSchema = z
  .object({
    enabled: z
      .boolean()
      .describe('Whether the site has a bot (TELEGRAM_BOT_TOKEN, or a token saved in the dashboard)'),
    source: z
      .enum(BOT_SOURCES)
      .nullable()
      .describe(
        'environment: TELEGRAM_BOT_TOKEN, which wins; dashboard: the token an owner saved; null: no bot',
      ),
    token_masked: z
      .string()
      .nullable()
      .describe(
        "The bot's token with all but its bot id and last 4 characters hidden; the token itself is never sent",
      ),
    delivery: z.enum(['polling', 'webhook']).nullable(),
    connection: z.enum(BOT_CONNECTIONS),
    detail: z.string().nullable().describe('Why the bot is not connected, in words for an admin'),
    bot_username: z.string().nullable(),
    checked_at: z.string().nullable(),
    pending_updates: z.number().int(),
    failed_updates: z.number().int(),
  })
  .meta({ id: 'TelegramStatus' });

export const draftSchema = z
  .object({
    id: z.string(),
    source: z
      .object({
        chat_id: z.string(),
        message_id: z.string(),
        channel_title: z.string().nullable(),
        username: z.string().nullable(),
        url: z.string().nullable().describe('https://t.me/<username>/<message_id> for public channels'),
      })
      .nullable(),
    post_text: z.string(),
    fields: adFieldsSchema,
    missing: z.array(z.string()).describe('What a listing still needs: location, property type, price…'),
    manual_fields: z
      .array(adFieldSchema)
      .describe('Fields an admin corrected; an edit of the post keeps them'),
    held_because: z
      .string()
      .nullable()
      .describe(
        'Why a post from a channel in publish mode waits here instead of being published: its price ' +
          'looked implausible (the reasons, with what the market pays); null otherwise',
      ),
    images: z.array(propertyImageSchema),
    posted_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Draft' });

const draftText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).nullable();
const draftCount = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max.toLocaleString('en')}`)
    .nullable();

/** A correction of a draft: any of its fields; null clears one. */
export const draftUpdateSchema = z
  .object({
    property_name: draftText(200),
    developer: draftText(120),
    location: draftText(120),
    property_type: draftText(60),
    furnishing: draftText(60),
    size_sqft: draftCount(10_000_000),
    floor_level: draftText(60),
    view_type: draftText(120),
    has_balcony: z.boolean({ error: 'must be true or false' }).nullable(),
    has_pool: z.boolean({ error: 'must be true or false' }).nullable(),
    parking_spaces: draftCount(100),
    handover_date: draftText(60),
    payment_plan: draftText(200),
    original_price: draftCount(2_000_000_000),
    distress_price: draftCount(2_000_000_000),
    brochure_link: draftText(2000).refine(
      (v) => v === null || v === '' || (URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol)),
      'must be an absolute http(s) URL',
    ),
  } satisfies Record<AdField, z.ZodType>)
  .partial()
  .strict();

export type TelegramChannel = z.infer<typeof telegramChannelSchema>;
export type TelegramStatus = z.infer<typeof telegramStatusSchema>;
export type Draft = z.infer<typeof draftSchema>;
export type DraftUpdate = z.infer<typeof draftUpdateSchema>;
