/**
 * The words of the list's search box that are conditions, not text: property types as the parser's
 * vocabulary writes them in other registers and languages ("فيلا", "غرفتين", "однушка", "studiyu"), and
 * handover words in English, Russian and Arabic ("ready", "off plan", «готов», «на стадии
 * строительства», "جاهز", "قيد الإنشاء"), which apply the handover filter. Built once at module load into
 * one alias index, which the search reads over its words in one pass.
 */
import { buildIndex } from '../telegram/alias-index.ts';
import { readPropertyType } from '../telegram/ad-types-normalize.ts';
import { ARABIC_DIGITS, VOCABULARY } from '../telegram/dictionaries/vocabulary.ts';
import type { HandoverFilter } from './filters.ts';
import { readHandover } from './handover.ts';

/** A type word of the search: a kind (Studio, Villa, Townhouse, …) or a number of bedrooms. */
export type TypeWord = { kind: string } | { bedrooms: number };

/** What a word of the search stands for. */
export type SearchWord =
  | { type: TypeWord }
  /** A bedroom word ("غرف نوم", "спальни"): a count before it makes it a type; `alone` when none does. */
  | { bedroomWord: true; alone: TypeWord | null }
  | { handover: HandoverFilter };

/** What the type reader makes of a type as written, as the search compares types. */
export function typeWordOf(written: string): TypeWord | null {
  const { type, bedrooms } = readPropertyType(written.toLowerCase());
  if (type === null) return null;
  if (/^\d|\+$/u.test(type) && bedrooms !== null) return { bedrooms };
  return { kind: type };
}

/** Words a bedroom count is written before ("2 bed", "3 спальни"), as the search's own reader has them. */
export const BEDROOM_WORD_RE = /^(?:br|b\/r|beds?|bedrooms?|bdrms?|bdr|bhk|спал[\p{L}]*)$/u;

/**
 * Words that say ready: only those that cannot mean a date ("готовность Q4" is a handover date, and
 * «вторичка», the resale market, is not always ready). Lower case, matched as whole words; the
 * vocabulary's words for ready ("gotova", "ключи на руках", "جاهز للسكن") are added to them.
 */
const READY_WORDS = [
  'ready',
  'ready to move',
  'ready to move in',
  'move in ready',
  'готов',
  'готова',
  'готово',
  'готовы',
  'готовая',
  'готовый',
  'готовое',
  'готовые',
  'готовую',
  'готовой',
  'готовых',
  'сдан',
  'сдана',
  'сдано',
  'сданы',
  'сданный',
  'сданная',
  'сданное',
  'сданные',
  'сданную',
  'جاهز',
  'جاهزة',
  'جاهزه',
];

/** Words that say off-plan (under construction). */
const OFF_PLAN_WORDS = [
  'off plan',
  'off-plan',
  'offplan',
  'off the plan',
  'under construction',
  'офф план',
  'офф-план',
  'оффплан',
  'на стадии строительства',
  'в стадии строительства',
  'строящийся',
  'строящаяся',
  'строящееся',
  'строящиеся',
  'строящемся',
  'строящейся',
  'строящихся',
  'قيد الإنشاء',
  'قيد الانشاء',
  'تحت الإنشاء',
  'تحت الانشاء',
  'على الخارطة',
  'على الخريطة',
];

/** Arabic's singular "a bedroom" is one bedroom; its count-less plural stays text. */
const SEARCH_ONLY: readonly { aliases: readonly string[]; word: SearchWord }[] = [
  { aliases: ['غرفة نوم', 'غرفه نوم'], word: { bedroomWord: true, alone: { bedrooms: 1 } } },
];

interface Entry {
  aliases: readonly string[];
  word: SearchWord;
}

function vocabularyEntries(taken: ReadonlySet<string>): Entry[] {
  const entries: Entry[] = [];
  for (const { words, means } of VOCABULARY) {
    const aliases = words.filter((w) => !taken.has(w));
    const type = typeWordOf(means);
    if (type) entries.push({ aliases, word: { type } });
    else if (BEDROOM_WORD_RE.test(means)) entries.push({ aliases, word: { bedroomWord: true, alone: null } });
    else if (readHandover(means) === 'ready' && !/\d/u.test(means))
      entries.push({ aliases, word: { handover: 'ready' } });
  }
  return entries;
}

const taken = new Set(SEARCH_ONLY.flatMap((e) => e.aliases));
export const SEARCH_WORD_INDEX = buildIndex<Entry>([
  ...SEARCH_ONLY,
  { aliases: READY_WORDS, word: { handover: 'ready' } },
  { aliases: OFF_PLAN_WORDS, word: { handover: 'off-plan' } },
  ...vocabularyEntries(taken),
]);

/** A count of bedrooms as written in the box, Arabic-Indic digits too ("٣"); null for anything else. */
export function countOf(text: string): number | null {
  const digits = text.replace(/[٠-٩۰-۹]/gu, (d) => ARABIC_DIGITS[d]!);
  return /^\d{1,2}$/u.test(digits) ? Number(digits) : null;
}
