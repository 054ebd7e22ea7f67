import { setupI18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { messages as en } from 'virtual:lingui-catalog/en-home';

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

/** Loads a language's catalog (once), without switching to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { messages } = await loaders[language]();
  i18n.load(language, messages);
  loaded.add(language);
}

/** The current language. */
export const currentLanguage = (): Language => i18n.locale as Language;

/**
 * Texts already made, per language, key and values: Lingui interpolates a compiled message on every
 * call (a formatter object per call, its plural rules and number formats looked up by a key it builds
 * with JSON.stringify), and the home page's cards ask for the same few dozen texts on every render.
 * Emptied when a catalog loads or the language changes; capped so that it cannot grow without end.
 */
const made = new Map<string, string>();
i18n.on('change', () => made.clear());

/** A text in the current language, outside components (toasts, messages of a failed call). */
export function translate(key: MessageKey, values?: MessageValues): string {
  const id = `${i18n.locale} ${key} ${values ? JSON.stringify(values) : ''}`;
  let text = made.get(id);
  if (text === undefined) {
    text = i18n._({ id: key, values } as MessageDescriptor);
    if (made.size > 5000) made.clear();
    made.set(id, text);
  }
  return text;
}
