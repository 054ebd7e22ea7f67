import { i18n, loadLanguage } from './i18n';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromCookie,
  textDirection,
} from './languages';
import type { Language } from './languages';

/**
 * The visitor's choice: the cookie the server renders pages from, else its copy in localStorage (a
 * cookie cleared on its own), else English. The switch writes both (choose-language.ts).
 */
export function storedLanguage(): Language {
  return chosenLanguage() ?? DEFAULT_LANGUAGE;
}

/** The language this browser chose with the switch, if it ever did. */
export function chosenLanguage(): Language | undefined {
  if (/(?:^|;\s*)lang=/.test(document.cookie)) return languageFromCookie(document.cookie);
  try {
    const kept = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(kept)) return kept;
  } catch {
    // storage disabled
  }
  return undefined;
}

/** The language the server rendered the page in (`<html lang>`), English when it says none of ours. */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Shows the app in a language: its catalog loaded, `<html lang dir>` set, the texts rendered again. */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirection(language);
  if (i18n.locale !== language) i18n.activate(language);
}
