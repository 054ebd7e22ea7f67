/**
 * Every word the bot writes to a visitor's chat, per language, in one place (the alert messages and
 * its answers to /start, /stop and anything else). A language is added here (and to TELEGRAM_LOCALES)
 * without touching the layout. English is the only one today. Texts are plain: the caller escapes
 * them for Telegram's HTML.
 */
export const TELEGRAM_LOCALES = ['en'] as const;
export type TelegramLocale = (typeof TELEGRAM_LOCALES)[number];

export interface TelegramTexts {
  /** The heading of an alert message. */
  instantHeading(name: string, count: number): string;
  dailyHeading(name: string, count: number): string;
  off(percent: number): string;
  was: string;
  seeAll(count: number): string;
  manage: string;
  /** /start with a good token. */
  linked: string;
  /** /start with a token that is wrong, used or expired (or none). */
  badToken(alertsUrl: string): string;
  /** /stop in a linked chat. */
  stopped: string;
  /** /stop in a chat that gets nothing. */
  notLinked(alertsUrl: string): string;
  /** The visitor unlinked the chat on the site. */
  unlinkedOnSite: string;
  /** Anything else. */
  help(alertsUrl: string): string;
}

const deals = (n: number) => (n === 1 ? '1 new deal' : `${n} new deals`);

const en: TelegramTexts = {
  instantHeading: (name, count) =>
    count === 1 ? `New deal for your alert “${name}”` : `${deals(count)} for your alert “${name}”`,
  dailyHeading: (name, count) => `Your daily deals for “${name}”: ${deals(count)}`,
  off: (percent) => `${percent}% OFF`,
  was: 'was',
  seeAll: (count) => `See all ${count}`,
  manage: 'Manage alerts',
  linked:
    'Done: this chat now gets your Dubai Distress Deals alerts, as soon as a matching deal is listed (or in your daily digest). Send /stop to turn them off.',
  badToken: (url) =>
    `This link does not work any more: a link works once, for 15 minutes. Open ${url} and tap “Get alerts on Telegram” for a new one.`,
  stopped:
    'Alerts to this chat are off. Your saved searches still send e-mails; to get them here again, use the link on the Alerts page of the site.',
  notLinked: (url) =>
    `This chat gets no alerts. To get them here, open ${url} and tap “Get alerts on Telegram”.`,
  unlinkedOnSite: 'This chat no longer gets alerts: they were turned off on the Dubai Distress Deals site.',
  help: (url) =>
    `I send the deals that match your saved searches on Dubai Distress Deals. Link this chat from ${url}; send /stop to turn the alerts off.`,
};

const TEXTS: Record<TelegramLocale, TelegramTexts> = { en };

/** The texts of a visitor's language; English for any language not translated yet. */
export const telegramTexts = (locale: string | null | undefined): TelegramTexts =>
  TEXTS[(TELEGRAM_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as TelegramLocale) : 'en'];
