import { DEFAULT_LANGUAGE, formatAed, type Language, LANGUAGES } from '@dd/core';
import i18next, { type TFunction } from 'i18next';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };

/**
 * The visitors' e-mails in English, Russian and Arabic (ADR 0039): one i18next instance over the
 * catalogs in ./locales, plural forms by the language's rules (Intl.PluralRules), numbers, prices
 * and dates by Intl for the language. The admin e-mails stay English.
 */
export const EMAIL_CATALOGS: Record<Language, object> = { en, ru, ar };

const i18n = i18next.createInstance();
// With the resources given and initAsync off, init has finished when it returns.
void i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: EMAIL_CATALOGS[l] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // The templates escape what goes into HTML; a visitor's text in a value is never read as a key.
  interpolation: { escapeValue: false, skipOnVariables: true },
});

/**
 * The Intl locale of each language. Arabic with Latin digits (ar-AE, numbering system latn): the
 * digits of prices, codes and counts are those of the listings, the ads and the web app in every
 * language, as in the UAE's own use (ADR 0039).
 */
const INTL_LOCALES: Record<Language, string> = { en: 'en-AE', ru: 'ru-RU', ar: 'ar-AE-u-nu-latn' };

export interface EmailLocale {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: TFunction;
  /** AED without decimals, e.g. "AED 1,900,000" (en), "1 900 000 AED" (ru). */
  price(amount: number): string;
  /** A whole percentage, e.g. "21%" (en), "21 %" (ru). */
  percent(value: number): string;
  /** A day in Dubai, e.g. "Wednesday, 2 December 2026". */
  date(at: Date): string;
  /** "10 minutes", "10 минут", "10 دقائق". */
  minutes(count: number): string;
}

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** A language as stored or asked for; English for anything else. */
export const toLanguage = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

const locales = new Map<Language, EmailLocale>();

/** The texts and formats of a language (English for an unknown one). */
export function emailLocale(value: string | null | undefined): EmailLocale {
  const language = toLanguage(value);
  let locale = locales.get(language);
  if (!locale) {
    const tag = INTL_LOCALES[language];
    const t = i18n.getFixedT(language);
    const money = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'AED',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'Asia/Dubai' });
    locale = {
      language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      t,
      // English keeps the site's own formatting (SPEC §9), the same as every page shows.
      price: language === 'en' ? formatAed : (amount) => money.format(amount),
      percent: (value) => percent.format(value / 100),
      date: (at) => date.format(at),
      minutes: (count) => t('common.minutes', { count }),
    };
    locales.set(language, locale);
  }
  return locale;
}
