import { formatInteger } from '@dd/core';
import { setupI18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { messages as en } from 'virtual:lingui-catalog/en-home';

import { loadTranslatedWords } from '@/lib/language-words';

import type en_catalog from './catalogs/en.json';
import { type Language, DEFAULT_LANGUAGE } from './languages';

/** A text of the site: a key of the English catalog (src/i18n/catalogs/en.json). */
export type MessageKey = keyof typeof en_catalog;
export type MessageValues = Record<string, string | number | undefined>;

/**
 * The one Lingui instance of the app. The English texts of the home page's first screen are loaded
 * with it; the other English texts, Russian and Arabic are chunks of their own, loaded at start or when
 * chosen (lingui-catalogs.ts; the server's renderer has them all).
 */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en } });

const loaders: Record<Language, () => Promise<{ messages: typeof en }>> = {
  en: () => import('virtual:lingui-catalog/en-more'),
  ru: () => import('virtual:lingui-catalog/ru'),
  ar: () => import('virtual:lingui-catalog/ar'),
};
const loaded = new Set<Language>();

/** Loads a language's catalog (once), and for Russian and Arabic the listings' words, without switching to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const [{ messages }] = await Promise.all([
    loaders[language](),
    language === 'en' ? undefined : loadTranslatedWords(),
  ]);
  i18n.load(language, messages);
  loaded.add(language);
}

/** The current language. */
export const currentLanguage = (): Language => i18n.locale as Language;

/** A text in the current language, outside components (toasts, messages of a failed call). */
export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._({ id: key, values: withCounts(values) } as MessageDescriptor);
}

/**
 * The English catalog's plurals read their `#` from `<name>#` (lingui-catalogs.ts: no Intl on the
 * first screen): each number among the values, also written as en writes it ("1,250").
 */
export function withCounts<T extends MessageValues | undefined>(values: T): T {
  if (!values || currentLanguage() !== 'en') return values;
  let counted: MessageValues | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') (counted ??= { ...values })[`${name}#`] = englishNumber(value);
  }
  return (counted ?? values) as T;
}

let englishIntl: Intl.NumberFormat | undefined;
/** A number as Lingui's `#` writes it in English: whole ones by hand, others by Intl (made on first use). */
const englishNumber = (value: number): string =>
  Number.isInteger(value)
    ? formatInteger(value)
    : (englishIntl ??= new Intl.NumberFormat('en')).format(value);
