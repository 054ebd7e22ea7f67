import { ALERT_EMAIL_MAX_LISTINGS, type AlertListing } from '../../emails/saved-search-alert.ts';
import type { TelegramMessagePayload } from '../telegram-bot/telegram-outbox.repository.ts';
import type { TelegramTexts } from './telegram-texts.ts';

/** Telegram's limit on a message's text (after its HTML is read). */
const MAX_TEXT = 4096;

export interface TelegramAlertInput {
  texts: TelegramTexts;
  kind: 'instant' | 'daily';
  alertName: string;
  /** Every new listing of this message; at most 10 are shown, like the e-mail. */
  listings: AlertListing[];
  searchUrl: string;
  alertsUrl: string;
}

/** Telegram's HTML: only these three characters (and the quote, inside an attribute) are special. */
export const escapeTelegramHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * An alert as one Telegram message (sendMessage, HTML): a heading, then for each of up to 10 deals
 * its linked name, location and type, price, original price and discount; "See all N" to the search
 * when there are more, and a link to the alerts page. The first deal's page is the link preview, so
 * its photo shows (the page's og:image). Listings are left out should the text pass Telegram's limit.
 */
export function telegramAlertMessage(input: TelegramAlertInput): TelegramMessagePayload {
  const { texts: t, listings } = input;
  const count = listings.length;
  const heading =
    input.kind === 'instant'
      ? t.instantHeading(input.alertName, count)
      : t.dailyHeading(input.alertName, count);
  const block = (l: AlertListing) =>
    [
      `<b><a href="${escapeTelegramHtml(l.url)}">${escapeTelegramHtml(clip(l.name, 120))}</a></b> · ${escapeTelegramHtml(t.off(l.discountPercent))}`,
      escapeTelegramHtml(`${clip(l.location, 120)} · ${clip(l.propertyType, 60)}`),
      `<b>${escapeTelegramHtml(t.price(l.distressPrice))}</b> (${escapeTelegramHtml(t.was)} <s>${escapeTelegramHtml(t.price(l.originalPrice))}</s>)`,
    ].join('\n');
  let shown = Math.min(count, ALERT_EMAIL_MAX_LISTINGS);
  for (;;) {
    const footer = [
      ...(count > shown
        ? [`<a href="${escapeTelegramHtml(input.searchUrl)}">${escapeTelegramHtml(t.seeAll(count))}</a>`]
        : []),
      `<a href="${escapeTelegramHtml(input.alertsUrl)}">${escapeTelegramHtml(t.manage)}</a>`,
    ].join(' · ');
    const text = [
      `🔔 <b>${escapeTelegramHtml(clip(heading, 300))}</b>`,
      ...listings.slice(0, shown).map(block),
      footer,
    ].join('\n\n');
    // The limit counts the text Telegram shows; the markup is longer, so this is on the safe side.
    if (text.length <= MAX_TEXT || shown <= 1) {
      return {
        text,
        parse_mode: 'HTML',
        link_preview_options: { url: listings[0]!.url, prefer_large_media: true },
      };
    }
    shown--;
  }
}
