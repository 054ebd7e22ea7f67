import type * as TranslatedWords from './translated-words';

/**
 * The translated words of a listing (./translated-words: the readers of its type and handover, and the
 * gazetteer's community names), loaded with the catalog of a language other than English
 * (src/i18n/i18n.ts). English pages show the canonical English as stored, so the home page's English
 * bundle does without them.
 */
let words: typeof TranslatedWords | undefined;

export async function loadTranslatedWords(): Promise<void> {
  words ??= await import('./translated-words');
}

/** The translated words, once loaded. */
export const translatedWords = (): typeof TranslatedWords | undefined => words;
