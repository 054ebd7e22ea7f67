import { formatAed, formatAgoEn, formatDubaiDateTimeEn, formatInteger, type AgoUnit } from '@dd/core';

import { currentLanguage, translate } from '@/i18n/i18n';
import { INTL_LOCALES } from '@/i18n/languages';
import type { Language } from '@/i18n/languages';

/** Formatters per language, made once each. */
export function perLanguage<T>(make: (locale: string) => T): () => T {
  const made = new Map<Language, T>();
  return () => {
    const language = currentLanguage();
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(INTL_LOCALES[language])));
    return formatter;
  };
}

const aed = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'AED',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    }),
);
const integer = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/**
 * A price in the current language, "AED" always written out: "AED 1,250,000", "1 250 000 AED",
 * "1,250,000 AED" (Arabic, Latin digits).
 */
export function formatPrice(amount: number): string {
  return currentLanguage() === 'en' ? formatAed(amount) : aed().format(amount);
}

/** A whole number in the current language: "1,250", "1 250". */
export function formatNumber(amount: number): string {
  return currentLanguage() === 'en' ? formatInteger(amount) : integer().format(amount);
}

const oneDecimal = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A figure to one decimal in the current language (a yield): "8.2", "8,2". */
export function formatOneDecimal(value: number): string {
  return currentLanguage() === 'en' ? value.toFixed(1) : oneDecimal().format(value);
}

/** Size in square feet, e.g. "1,250 sq.ft". */
export function formatSqft(size: number): string {
  return translate('card.sqft', { size: formatNumber(size) });
}

/** "1 photo", "5 photos". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}

const relative = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const UNITS: [AgoUnit, number][] = [
  ['year', 525_600],
  ['month', 43_200],
  ['week', 10_080],
  ['day', 1_440],
  ['hour', 60],
  ['minute', 1],
];

/** How long ago an ISO time was: "5 minutes ago", "3 hours ago", "yesterday", "2 weeks ago" (a minute at least). */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.floor((now - Date.parse(iso)) / 60_000));
  const [unit, size] = UNITS.find(([, length]) => minutes >= length) ?? ['minute', 1];
  const count = Math.floor(minutes / size);
  return currentLanguage() === 'en' ? formatAgoEn(count, unit) : relative().format(-count, unit);
}

/** Dubai's clock on server and browser alike, so the server's HTML and the hydrated page agree. */
const fullDateFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'en-AE' ? 'en-GB' : locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    }),
);

/** "25 November 2026 at 14:03 (Dubai time)". */
export function fullDate(iso: string): string {
  const time = Date.parse(iso);
  const date = currentLanguage() === 'en' ? formatDubaiDateTimeEn(time) : fullDateFormat().format(time);
  return translate('card.dubaiTime', { date });
}
