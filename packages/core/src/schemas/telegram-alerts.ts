import { z } from 'zod';

/** GET /api/me/telegram: whether alerts can go to Telegram, and the visitor's linked chat. */
export const telegramAlertsStatusSchema = z
  .object({
    available: z.boolean().describe('False when the site has no Telegram bot (TELEGRAM_BOT_TOKEN unset)'),
    bot_username: z.string().nullable().describe("The bot's @username, once it has connected"),
    linked: z.boolean().describe("True while a chat gets the visitor's alerts"),
    chat_name: z.string().nullable().describe('The linked chat, as Telegram names its user'),
    linked_at: z.string().nullable(),
  })
  .meta({ id: 'TelegramAlertsStatus' });
export type TelegramAlertsStatus = z.infer<typeof telegramAlertsStatusSchema>;

/** POST /api/me/telegram-link: the link that ties a Telegram chat to the account, once. */
export const telegramLinkSchema = z
  .object({
    url: z.string().describe('https://t.me/<bot>?start=<one-time token>'),
    expires_at: z.string().describe('The token works once, until then'),
  })
  .meta({ id: 'TelegramLink' });
export type TelegramLink = z.infer<typeof telegramLinkSchema>;
