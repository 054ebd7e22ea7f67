import { API_BASE_URL } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

import { i18n, loadLanguage } from './i18n';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  languageFromCookie,
  textDirection,
} from './languages';
import type { Language } from './languages';

const STORAGE_KEY = 'lang';

/**
 * The visitor's choice: the cookie the server renders pages from, else its copy in localStorage (a
 * cookie cleared on its own), else English.
 */
export function storedLanguage(): Language {
  if (/(?:^|;\s*)lang=/.test(document.cookie)) return languageFromCookie(document.cookie);
  try {
    const kept = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(kept)) return kept;
  } catch {
    // storage disabled
  }
  return DEFAULT_LANGUAGE;
}

/** The language the server rendered the page in (`<html lang>`), English when it says none of ours. */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

function keep(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage disabled: the cookie keeps it
  }
}

/** Shows the app in a language: its catalog loaded, `<html lang dir>` set, the texts rendered again. */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = textDirection(language);
  if (i18n.locale !== language) i18n.activate(language);
}

/**
 * The visitor's choice from the switch: shown, kept in the browser (cookie and localStorage) and, for
 * a logged-in visitor, on the account, so that e-mails follow it.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  keep(language);
  saveLanguageToAccount(language);
}

/**
 * PUT /api/me/language for the stored visitor login, quietly: the choice is the browser's either way,
 * and a server without the call (or a login that expired) must not bother the visitor.
 */
export function saveLanguageToAccount(language: Language = i18n.locale as Language): void {
  const token = getToken();
  if (!token) return;
  void fetch(`${API_BASE_URL}/me/language`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}
