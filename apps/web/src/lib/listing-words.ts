import { currentLanguage, translate } from '@/i18n/i18n';

import { translatedWords } from './language-words';

/**
 * The words a listing's card shows, in the visitor's language: its type, handover and location. The API
 * keeps them in canonical English ("2BR", "Q4 2026", "Dubai Marina"), which English pages show as
 * stored; Russian and Arabic ones write them from the catalogs and the gazetteer (./translated-words,
 * loaded with the language, so the home page's English bundle does without the readers and the names).
 */
function translated() {
  const language = currentLanguage();
  const words = translatedWords();
  return words && language !== 'en' ? { words, texts: { language, t: translate } } : undefined;
}

/** "2BR" → «2 спальни», "غرفتا نوم". */
export function typeLabel(type: string): string {
  const found = translated();
  return found ? found.words.typeLabel(type, found.texts) : type;
}

/** "Q4 2026" → «4 кв. 2026», "الربع الرابع 2026". */
export function handoverLabel(handover: string): string {
  const found = translated();
  return found ? found.words.handoverLabel(handover, found.texts) : handover;
}

/** "Handover: Q4 2026", «Сдача: 4 кв. 2026», «Объект сдан». */
export function handoverLine(handover: string): string {
  const found = translated();
  return found
    ? found.words.handoverLine(handover, found.texts)
    : translate('card.handover', { date: handover });
}

/** "Dubai Marina" → «Дубай Марина», "دبي مارينا". */
export function locationLabel(location: string): string {
  const found = translated();
  return found ? found.words.locationLabel(location, found.texts) : location;
}

/**
 * The Location filter's options: the stored location as the value, the visitor's name for it as the
 * label, in the visitor's alphabetical order (English keeps the list's own order, already alphabetical).
 */
export function locationChoices(locations: readonly string[]): { value: string; label: string }[] {
  const found = translated();
  return found
    ? found.words.locationChoices(locations, found.texts)
    : locations.map((value) => ({ value, label: value }));
}
