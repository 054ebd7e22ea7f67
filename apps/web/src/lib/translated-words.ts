import { readHandoverWord, readTypeWord } from '@dd/core';
import { placeName } from '@dd/core/places';

import type { MessageKey, MessageValues } from '@/i18n/i18n';

/**
 * A listing's card words in Russian or Arabic, from the canonical English the API keeps ("2BR", "Q4
 * 2026", "Dubai Marina"); a value written otherwise (free text an admin typed) is kept as written. Loaded
 * with the language (./language-words) and given its texts; components use ./listing-words.
 */
export interface Texts {
  language: 'ru' | 'ar';
  t: (key: MessageKey, values?: MessageValues) => string;
}

/** "Studio", "2BR", "4 Bedroom Villa" → «Студия», «2 спальни», «Вилла, 4 спальни»; "Hotel room" as written. */
export function typeLabel(type: string, { t }: Texts): string {
  const word = readTypeWord(type);
  if (!word) return type;
  const bedrooms =
    word.bedrooms === null
      ? null
      : t(word.orMore ? 'word.bedroomsOrMore' : 'word.bedrooms', { count: word.bedrooms });
  const kind = word.kind === null ? null : t('word.kind', { kind: word.kind });
  if (kind !== null && bedrooms !== null) return t('word.kindBedrooms', { kind, bedrooms });
  return kind ?? bedrooms ?? type;
}

/** "Ready", "Q4 2026", "Dec 2026" → «Объект сдан», «4 кв. 2026», «декабрь 2026»; other text as written. */
export function handoverLabel(handover: string, { t }: Texts): string {
  const word = readHandoverWord(handover);
  if (!word) return handover;
  const year = 'year' in word ? String(word.year) : '';
  switch (word.kind) {
    case 'ready':
      return t('word.ready');
    case 'quarter':
      return t('word.quarter', { quarter: word.quarter, year });
    case 'half':
      return t('word.half', { half: word.half, year });
    case 'month':
      return t('word.month', { month: word.month, year });
    case 'year':
      return year;
  }
}

/** The card's handover line: «Сдача: 4 кв. 2026», and for a home handed over «Объект сдан». */
export function handoverLine(handover: string, texts: Texts): string {
  return readHandoverWord(handover)?.kind === 'ready'
    ? texts.t('word.handoverReady')
    : texts.t('card.handover', { date: handoverLabel(handover, texts) });
}

/** A location named by the gazetteer: «Дубай Марина», "دبي مارينا"; other places as written. */
export const locationLabel = (location: string, { language }: Texts): string => placeName(location, language);

const collators = new Map<string, Intl.Collator>();

/** The Location filter's options: the stored value, the translated label, in the language's order. */
export function locationChoices(
  locations: readonly string[],
  texts: Texts,
): { value: string; label: string }[] {
  let collator = collators.get(texts.language);
  if (!collator) collators.set(texts.language, (collator = new Intl.Collator(texts.language)));
  return locations
    .map((value) => ({ value, label: locationLabel(value, texts) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
