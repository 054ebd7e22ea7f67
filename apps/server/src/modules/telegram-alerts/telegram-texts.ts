import { emailLocale } from '../../emails/i18n.ts';
import { SITE_NAME } from '../../emails/layout.ts';

/**
 * Every word the bot writes to a visitor's chat (the alert messages and its answers to /start,
 * /stop and anything else), in the visitor's language: the `telegram` part of the catalogs the
 * visitors' e-mails use (ADR 0039), so one test keeps the three languages whole. Texts are plain:
 * the caller escapes them for Telegram's HTML.
 */
export interface TelegramTexts {
  /** The heading of an alert message. */
  instantHeading(name: string, count: number): string;
  dailyHeading(name: string, count: number): string;
  off(percent: number): string;
  was: string;
  /** AED for the language ("AED 1,900,000", "1 900 000 AED"). */
  price(amount: number): string;
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

const texts = new Map<string, TelegramTexts>();

/** The texts of a visitor's language (or a Telegram user's `language_code`); English for any other. */
export function telegramTexts(language: string | null | undefined): TelegramTexts {
  const locale = emailLocale(language);
  const cached = texts.get(locale.language);
  if (cached) return cached;
  const t = (key: string, values?: Record<string, unknown>) =>
    locale.t(`telegram.${key}`, { site: SITE_NAME, ...values });
  const deals = (count: number) => t('deals', { count });
  const made: TelegramTexts = {
    instantHeading: (name, count) =>
      count === 1 ? t('instantHeadingOne', { name }) : t('instantHeadingMany', { name, deals: deals(count) }),
    dailyHeading: (name, count) => t('dailyHeading', { name, deals: deals(count) }),
    off: (percent) => t('off', { percent: locale.percent(percent) }),
    was: t('was'),
    price: locale.price,
    seeAll: (count) => t('seeAll', { count }),
    manage: t('manage'),
    linked: t('linked'),
    badToken: (url) => t('badToken', { url }),
    stopped: t('stopped'),
    notLinked: (url) => t('notLinked', { url }),
    unlinkedOnSite: t('unlinkedOnSite'),
    help: (url) => t('help', { url }),
  };
  texts.set(locale.language, made);
  return made;
}
