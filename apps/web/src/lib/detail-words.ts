import { readFloorWord, readFurnishingWord, readPlanWord, readViewWord, type FloorLevel } from '@dd/core';

import { currentLanguage, translate } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/i18n';

import { perLanguage } from './format';

/**
 * The words a listing's page adds to its card's, in the visitor's language: payment plan and view, which
 * English pages show as stored (canonical English: "Post-handover 60/40", "Full sea view"), and the
 * furnishing and floor badges, which have their words in every language ("32nd Floor", «32-й этаж»). A
 * value the readers do not know (free text an admin typed) is shown as written.
 */

/** "Cash", "Post-handover 60/40", "1% monthly" → «Наличный расчёт», «Рассрочка после сдачи 60/40», … */
export function planLabel(plan: string): string {
  const word = currentLanguage() === 'en' ? null : readPlanWord(plan);
  if (!word) return plan;
  if (word.kind === 'cash') return translate('word.cash');
  const monthly =
    word.monthly === null
      ? null
      : translate(word.postHandover ? 'word.monthlyPostHandover' : 'word.monthly', {
          pct: percent(word.monthly),
        });
  if (word.split !== null && monthly !== null)
    return translate('word.splitAndMonthly', { split: word.split, monthly });
  if (monthly !== null) return monthly;
  if (word.split === null) return translate('word.postHandover');
  return word.postHandover ? translate('word.postHandoverSplit', { split: word.split }) : word.split;
}

const decimal = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
/** "0.5" as the language writes it («0,5»). */
const percent = (written: string): string => decimal().format(Number(written));

const list = perLanguage((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** "Full sea and Burj Khalifa view" → «Полный вид на море и Бурдж-Халифу»; "Crystal lagoon view" as written. */
export function viewLabel(view: string): string {
  const word = currentLanguage() === 'en' ? null : readViewWord(view);
  if (!word) return view;
  const subjects = list().format(word.subjects.map((subject) => translate('word.viewSubject', { subject })));
  return word.modifier
    ? translate('word.viewModified', { modifier: word.modifier, subjects })
    : translate('word.view', { subjects });
}

/** "Semi-furnished" → «Частично с мебелью»; other text as written. */
export function furnishingLabel(furnishing: string): string {
  const word = readFurnishingWord(furnishing);
  if (word === 'furnished') return translate('feature.furnished');
  if (word === 'semi-furnished') return translate('feature.semiFurnished');
  if (word === 'unfurnished') return translate('feature.unfurnished');
  return furnishing;
}

const LEVELS: Record<FloorLevel, MessageKey> = {
  high: 'feature.highFloor',
  mid: 'feature.midFloor',
  low: 'feature.lowFloor',
  top: 'feature.topFloor',
  ground: 'feature.groundFloor',
};

/** "32nd floor" → «32-й этаж», "الطابق 32"; "High floor" → «Высокий этаж»; "Ground + 4" → «Этаж: Ground + 4». */
export function floorLabel(floor: string): string {
  const word = readFloorWord(floor);
  if (word?.kind === 'number') return translate('feature.floorNumber', { floor: word.floor });
  if (word?.kind === 'level') return translate(LEVELS[word.level]);
  return /floor/i.test(floor) ? floor : translate('feature.floor', { floor });
}
