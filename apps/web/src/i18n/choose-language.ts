import { API_BASE_URL } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

import { currentLanguage } from './i18n';
import { chosenLanguage, showLanguage } from './language-choice';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_STORAGE_KEY } from './languages';
import type { Language } from './languages';

function keep(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the cookie keeps it
  }
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
 * After a login: the language this browser chose, on the account (the browser's choice wins). A
 * browser where no language was ever chosen leaves the account's as it is (set at registration or on
 * another device).
 */
export function saveChosenLanguageToAccount(): void {
  const chosen = chosenLanguage();
  if (chosen) saveLanguageToAccount(chosen);
}

/**
 * PUT /api/me/language for the stored visitor login, quietly: the choice is the browser's either way,
 * and a server without the call (or a login that expired) must not bother the visitor.
 */
export function saveLanguageToAccount(language: Language = currentLanguage()): void {
  const token = getToken();
  if (!token) return;
  void fetch(`${API_BASE_URL}/me/language`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}
