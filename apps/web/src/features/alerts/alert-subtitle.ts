import { savedSearchDefaultName } from '@dd/core';
import type { SavedSearch } from '@dd/core';

import { translate } from '@/i18n/i18n';
import { perLanguage } from '@/lib/format';

import { searchName } from './search-name';

/** "26 November 2026", "26 ноября 2026 г.", "26 نوفمبر 2026": the day in Dubai. */
const dayFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'en-AE' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
    }),
);

/** Names compared as a reader would: case, spacing and quotes aside. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/["«»“”]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * The line under an alert's name: its search in words when the name does not already say it (a name
 * made from the filters, in this language or in the server's English, is not repeated), and the day
 * it was saved. "2BR in Dubai Marina, under AED 2M · Saved 26 November 2026".
 */
export function alertSubtitle(alert: SavedSearch): string {
  const search = searchName(alert);
  const name = plain(alert.name);
  const saved = translate('alerts.savedOn', { date: dayFormat().format(Date.parse(alert.created_at)) });
  const repeats = name === plain(search) || name === plain(savedSearchDefaultName(alert));
  return repeats ? saved : `${search} · ${saved}`;
}
