/**
 * Floor, balcony, private pool and parking, in the canonical forms the site shows:
 * - floor: '12th floor' (from "12th floor", "Floor 12", "Floor: 12", "level 12", "этаж 12", "12 этаж",
 *   "12-й этаж", "на 12-м этаже", "этаж 12 из 40", "12/40 floor") or 'High floor' | 'Mid floor' |
 *   'Low floor' | 'Top floor' | 'Ground floor' (also "высокий этаж", "Этаж: высокий"). A number wins over a
 *   level word; a bedroom count after "floor" is not a floor number ("Ground floor 2BR").
 * - balcony: true for a balcony or terrace (балкон, терраса, лоджия), false for "no balcony" / "без
 *   балкона", null when not mentioned.
 * - pool: true only for a private pool (private / own / plunge pool, pool on the balcony, частный /
 *   свой бассейн); a building's pool or a pool view says nothing.
 * - parking: the stated count ("2 parking", "parking x2", "basement parking for 4", "two parking",
 *   "2 парковки", "2 паркинга", "2 машино-места", "две парковки", "парковка на 3 машины"); a parking
 *   mentioned without a count is 1 (with a warning); "no parking" is 0.
 */
import { mentions } from './ad-text.ts';
import { COUNT_WORDS, ordinal } from './ad-numbers.ts';

/** After a floor number: the total number of floors ("27/40", "45 из 60") or the end of the number. */
const FLOOR_END = '(?:(?= *(?:\\/|из|of) *\\d{1,3}(?![0-9/]))|(?![0-9/]))';
/** After "Floor": a bedroom count or an amount is not a floor ("Ground floor 2BR"). */
const NOT_FLOOR_AFTER = '(?! *(?:br|b\\/r|bed|bhk|спал|комн|k(?![a-z])|m(?![a-z])|aed|sq|кв|м2|%))';
const FLOOR_NUMBER_RES: readonly RegExp[] = [
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff0-9.,/])(\d{1,3}) *(?:(?:st|nd|rd|th)? *-? *floor|(?:st|nd|rd|th) *level)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff0-9.,/])(\d{1,3}) *\/ *\d{1,3} *(?:st|nd|rd|th)? *-? *floor(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  new RegExp(
    `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:floor|fl\\.|level|lvl\\.?) *(?:no\\.?|#|:|-)? *(\\d{1,3})${FLOOR_END}${NOT_FLOOR_AFTER}`,
    'u',
  ),
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff0-9.,/])(\d{1,3}) *(?:-?(?:й|ой|ый|ом|м))? *этаж(?:е|а|ом)?(?![a-z\u00e0-\u024f\u0400-\u04ff])/u,
  new RegExp(
    `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])этаж *:? *(\\d{1,3})${FLOOR_END}${NOT_FLOOR_AFTER}`,
    'u',
  ),
];
const LEVELS: readonly [string, RegExp][] = [
  ['High floor', /^(?:high|higher|высок)/u],
  ['Mid floor', /^(?:mid|middle|средн)/u],
  ['Low floor', /^(?:low|lower|низк)/u],
  ['Top floor', /^(?:top|последн|верхн)/u],
  ['Ground floor', /^(?:ground|первый|цокольн)/u],
];
const LEVEL_WORD =
  '(high|higher|mid|middle|low|lower|top|ground|высок[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|средн[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|низк[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|последн[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|верхн[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|первый|цокольн[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)';
const FLOOR_LEVEL_RES: readonly RegExp[] = [
  new RegExp(
    `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])${LEVEL_WORD} *-? *(?:floor|этаж)(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
    'u',
  ),
  new RegExp(
    `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:floor|этаж) *: *${LEVEL_WORD}(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
    'u',
  ),
];

export function readFloor(lower: string): string | null {
  if (!mentions(lower, 'floor', 'этаж', 'fl.', 'level', 'lvl')) return null;
  let best: { at: number; n: number } | null = null;
  for (const re of FLOOR_NUMBER_RES) {
    const m = re.exec(lower);
    if (m && (!best || m.index < best.at)) best = { at: m.index, n: Number(m[1]) };
  }
  if (best) return best.n === 0 ? 'Ground floor' : `${ordinal(best.n)} floor`;
  for (const re of FLOOR_LEVEL_RES) {
    const m = re.exec(lower);
    const level = m ? LEVELS.find(([, word]) => word.test(m[1]!)) : undefined;
    if (level) return level[0];
  }
  return null;
}

const NO_BALCONY_RE =
  /(?:no|without|без) +(?:a +)?(?:balcon[a-z\u00e0-\u024f\u0400-\u04ff]*|terrace|балкон[a-z\u00e0-\u024f\u0400-\u04ff]*|террас[a-z\u00e0-\u024f\u0400-\u04ff]*)/u;
const BALCONY_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:balcon(?:y|ies)|terraces?|балкон[a-z\u00e0-\u024f\u0400-\u04ff]*|террас[a-z\u00e0-\u024f\u0400-\u04ff]*|лоджи[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;

export function readBalcony(lower: string): boolean | null {
  if (!mentions(lower, 'balcon', 'terrace', 'балкон', 'террас', 'лоджи')) return null;
  if (NO_BALCONY_RE.test(lower)) return false;
  return BALCONY_RE.test(lower) ? true : null;
}

const NO_POOL_RE = /no +private +pool|без +(?:частного +|своего +)?бассейна/u;
const PRIVATE_POOL_RE =
  /(?:private|own|plunge|personal) +(?:swimming +|infinity +)?pool|pool +on +(?:the +)?(?:balcony|terrace|roof)|(?:частн|собствен|личн|приватн)[a-z\u00e0-\u024f\u0400-\u04ff]* +бассейн|(?<![a-z\u00e0-\u024f\u0400-\u04ff])сво(?:й|им|его) +бассейн|бассейн[a-z\u00e0-\u024f\u0400-\u04ff]* +на +(?:балкон|террас|крыш)/u;

export function readPrivatePool(lower: string): boolean | null {
  if (!mentions(lower, 'pool', 'бассейн')) return null;
  if (NO_POOL_RE.test(lower)) return false;
  return PRIVATE_POOL_RE.test(lower) ? true : null;
}

const PARKING_WORD =
  '(?:car *parks?|parkings?(?: +(?:spaces?|spots?|bays?|slots?))?|парковочн[a-z\\u00e0-\\u024f\\u0400-\\u04ff]* +мест[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|парков[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|паркинг[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|машино-?мест[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)';

const PARKING_COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
const PARKING_COUNT_RES: readonly RegExp[] = [
  new RegExp(
    `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff0-9.,])${PARKING_COUNT} *(?:x *)?(?:(?:covered|underground|basement|allocated|dedicated) +)?${PARKING_WORD}(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
    'u',
  ),
  new RegExp(
    `${PARKING_WORD} *(?::|x|×|-)? *(?:for +|на +)?${PARKING_COUNT}(?![0-9a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?! *(?:%|aed|k|m))`,
    'u',
  ),
];
const NO_PARKING_RE = /no +parking|without +parking|без +парковки/u;
const PARKING_RE = new RegExp(
  `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])${PARKING_WORD}(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
  'u',
);

export function readParking(lower: string): { count: number | null; assumed: boolean } {
  if (!mentions(lower, 'park', 'парков', 'паркинг', 'машино')) return { count: null, assumed: false };
  if (NO_PARKING_RE.test(lower)) return { count: 0, assumed: false };
  for (const re of PARKING_COUNT_RES) {
    const m = re.exec(lower);
    if (m) return { count: COUNT_WORDS[m[1]!] ?? Number(m[1]), assumed: false };
  }
  return PARKING_RE.test(lower) ? { count: 1, assumed: true } : { count: null, assumed: false };
}
