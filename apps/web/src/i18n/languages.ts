/**
 * The site's languages (English by default), and what the browser and the server both need to know
 * about them: names, text direction, the locale numbers and dates are formatted with, and the cookie
 * that keeps a visitor's choice (docs/decisions/0038).
 */
export const LANGUAGES = ['en', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the switch sets (a year), which the server renders the page's language from. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Its copy in localStorage. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const textDirection = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The Intl locale of a language: English as written in the UAE, Russian, and Arabic of the UAE with
 * Latin digits (prices and sizes read as on the Dubai portals and in the ads, and the same figures as
 * the English page).
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-AE',
  ru: 'ru-RU',
  ar: 'ar-AE-u-nu-latn',
};

/** The language a Cookie header chose, English when it chose none (or one the site does not have). */
export function languageFromCookie(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=', 2);
    if (name?.trim() === LANGUAGE_COOKIE && isLanguage(value?.trim())) return value.trim() as Language;
  }
  return DEFAULT_LANGUAGE;
}
