/**
 * The language a page is rendered in: the one the web app's language switch keeps in the `lang`
 * cookie (apps/web/src/i18n/languages.ts), else English, the site's language for link previews and
 * crawlers, which send no cookie.
 */
export const PAGE_LANGUAGES = ['en', 'ru', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const LANGUAGE_COOKIE = /(?:^|;)\s*lang=([a-z]{2})\s*(?:;|$)/;

export function requestLanguage(cookie: string | undefined): PageLanguage {
  const value = cookie ? LANGUAGE_COOKIE.exec(cookie)?.[1] : undefined;
  return (PAGE_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as PageLanguage) : 'en';
}

const HTML_TAG = /<html\b[^>]*>/;

/** The page's `<html>` tag in a language: `lang`, and `dir="rtl"` for Arabic. */
export function injectLanguage(html: string, language: PageLanguage): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return html.replace(HTML_TAG, `<html lang="${language}" dir="${dir}">`);
}
