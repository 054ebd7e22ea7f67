/**
 * Property type, normalised to one of PROPERTY_TYPES. Apartments by bedroom count: "2BR", "2 bed",
 * "2-bedroom", "2 B/R", "2BHK", "2+1", "2 + maid", "2 спальни", "2-комнатная" (read as two bedrooms, the
 * way Russian-speaking agents in Dubai use it; a warning says so), "студия". Villa, Townhouse,
 * Penthouse and Duplex win over a bedroom count, which is kept for the name ("4BR Villa in …").
 * Read on text where community and project names are blanked, so "Dubai Studio City" is not a studio and
 * "Beach Mansion" not a villa. A villa or townhouse word is a name word, not the type, when it is written
 * inside a capitalised name: before a building word ("Royal Mansion Residences") or after a capitalised
 * word in an ad that says "apartment" ("Beach Mansion – 2BR apartment"). "Villa-style", "townhouse-like"
 * describe, they are not types.
 */

import { COUNT_WORDS } from './ad-numbers.ts';
import { mentions } from './ad-text.ts';

export const PROPERTY_TYPES = [
  'Studio',
  '1BR',
  '2BR',
  '3BR',
  '4BR',
  '5BR+',
  'Villa',
  'Townhouse',
  'Penthouse',
  'Duplex',
  'Office',
  'Plot',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export interface TypeResult {
  type: PropertyType | null;
  bedrooms: number | null;
  /**
   * The ad calls its bedroom count an apartment: an apartment word on the count's line ("2 bedroom
   * apartment", "Квартира 3 спальни") or a type label ("Type: Apartment").
   */
  apartment: boolean;
  warnings: string[];
}

const L = '(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])';
const R = '(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])';
const LETTERS = 'a-z\\u00e0-\\u024f\\u0400-\\u04ff';
/** Types that win over a bedroom count, with the word an ad must contain for the regex to be worth running. */
/** After a type word: it describes something else ("villa-style garden", "townhouse-like terrace"). */
const DESCRIBES = '(?! *-? *(?:style|like|feel|type|size)(?![a-z]))';
const SPECIAL: readonly [PropertyType, string[], RegExp][] = [
  [
    'Penthouse',
    ['pent', 'пентхаус'],
    new RegExp(`${L}(?:pent ?house[${LETTERS}]*|пентхаус[${LETTERS}]*)${R}${DESCRIBES}`, 'gu'),
  ],
  [
    'Townhouse',
    ['town', 'таун'],
    new RegExp(`${L}(?:town ?-?houses?|таун-?хаус[${LETTERS}]*)${R}${DESCRIBES}`, 'gu'),
  ],
  [
    'Villa',
    ['vill', 'mansion', 'вилл', 'особняк'],
    new RegExp(`${L}(?:villas?|mansions?|вилл(?:а|у|ы|е|ой)|особняк[${LETTERS}]*)${R}${DESCRIBES}`, 'gu'),
  ],
  ['Duplex', ['duplex', 'дуплекс'], new RegExp(`${L}(?:duplex|дуплекс[${LETTERS}]*)${R}`, 'gu')],
];
/** A building word after a capitalised villa word makes it a name ("Royal Mansion Residences"). */
const BUILDING_AFTER_RE = /^ +(?:Residences?|Tower|Towers|Apartments|Building|Heights|Court)(?![\p{L}])/u;
const CAPITALISED_BEFORE_RE = /\p{Lu}[\p{L}'-]* +$/u;
export const APARTMENT_RE = /(?<![a-z])(?:apartments?|flats?|apt)(?![a-z])|апартамент|квартир/u;
const TYPE_LABEL_APARTMENT_RE =
  /(?<![a-z])(?:type|тип) *: *(?:(?:apartments?|flats?|apt)(?![a-z])|апартамент|квартир)/u;

/** True when the line holding `at` names an apartment, or a type label does (see TypeResult). */
function countIsApartment(lower: string, at: number): boolean {
  const end = lower.indexOf('\n', at);
  const line = lower.slice(lower.lastIndexOf('\n', at) + 1, end === -1 ? lower.length : end);
  return APARTMENT_RE.test(line) || TYPE_LABEL_APARTMENT_RE.test(lower);
}

/** True when the type word at [start, end) of `text` is part of a capitalised name. */
export function nameWord(text: string, start: number, end: number, apartment: boolean): boolean {
  const word = text.slice(start, end);
  if (!/^\p{Lu}\p{Ll}/u.test(word)) return false;
  if (BUILDING_AFTER_RE.test(text.slice(end, end + 14))) return true;
  if (!apartment) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return CAPITALISED_BEFORE_RE.test(text.slice(Math.max(lineStart, start - 30), start));
}

const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
const BEDROOMS_RE = new RegExp(
  `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff0-9.,])${COUNT} *-? *(?:х *-? *)?(br|b\\/r|bed(?:room)?s?|bdrms?|bdr|bhk|спал[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|комнат[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)${R}`,
  'gu',
);
/** "1-к квартира", "2-комн.": the Russian short forms, read like "N-комнатная". */
const SHORT_ROOMS_RE = /(?<![0-9.,])(\d)-(к|комн)\.?(?![a-z\u00e0-\u024f\u0400-\u04ff])/gu;
const PLUS_ONE_RE = /(?<![0-9+])(\d) *\+ *(?:1|maid|study|м)(?![0-9a-z\u00e0-\u024f\u0400-\u04ff])/gu;
const BEDROOMS_LABEL_RE = /(?:bedrooms?|спальн[a-z\u00e0-\u024f\u0400-\u04ff]*) *: *(\d{1,2})(?![0-9])/gu;
const STUDIO_RE = new RegExp(`${L}(?:studios?|студи(?:я|ю|и|ей|й))${R}`, 'u');
const OFFICE_RE = new RegExp(`${L}(?:office|офис[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)${R}`, 'gu');
const NOT_PROPERTY_OFFICE_RE =
  /(?:our|sales|head|contact|call|back|box|post|наш[a-z\u00e0-\u024f\u0400-\u04ff]*) *$/u;
const PLOT_RE = new RegExp(
  `${L}(?:plots?|land|участ(?:ок|ка|ки))${R}(?! *(?:\\d|#|№|no\\.|size|area|:|площад|-? *\\d))`,
  'u',
);

/**
 * `lower` is the lower-cased text with community and project names blanked; `text` the same text as
 * written (same offsets), for the capitals of names.
 */
export function readPropertyType(lower: string, text: string = lower): TypeResult {
  const warnings: string[] = [];
  let bedrooms: number | null = null;
  let bedroomsAt = Infinity;
  for (const re of [BEDROOMS_RE, SHORT_ROOMS_RE, PLUS_ONE_RE, BEDROOMS_LABEL_RE]) {
    for (const m of lower.matchAll(re)) {
      const n = COUNT_WORDS[m[1]!] ?? Number(m[1]);
      if (n >= 1 && n <= 20 && m.index < bedroomsAt) {
        bedrooms = n;
        bedroomsAt = m.index;
        if (m[2]?.startsWith('к')) {
          warnings.push(`"${m[0].trim()}" read as ${n} bedroom${n > 1 ? 's' : ''}.`);
        }
      }
      break;
    }
  }
  const apartment = APARTMENT_RE.test(lower);
  for (const [type, hints, re] of SPECIAL) {
    if (!mentions(lower, ...hints)) continue;
    for (const m of lower.matchAll(re)) {
      if (type !== 'Duplex' && nameWord(text, m.index, m.index + m[0].length, apartment)) continue;
      if (bedrooms !== null)
        warnings.push(`${type} with ${bedrooms} bedrooms: the count is kept in the name.`);
      return { type, bedrooms, apartment: false, warnings };
    }
  }
  const studioAt = mentions(lower, 'studio', 'студи') ? (STUDIO_RE.exec(lower)?.index ?? Infinity) : Infinity;
  if (studioAt < bedroomsAt) return { type: 'Studio', bedrooms: 0, apartment: false, warnings: [] };
  if (bedrooms !== null)
    return {
      type: bedrooms >= 5 ? '5BR+' : (`${bedrooms}BR` as PropertyType),
      bedrooms,
      apartment: countIsApartment(lower, bedroomsAt),
      warnings,
    };
  for (const m of mentions(lower, 'office', 'офис') ? lower.matchAll(OFFICE_RE) : []) {
    const before = lower.slice(Math.max(0, m.index - 12), m.index);
    if (!NOT_PROPERTY_OFFICE_RE.test(before) && !/^ *:/.test(lower.slice(m.index + m[0].length))) {
      return { type: 'Office', bedrooms: null, apartment: false, warnings };
    }
  }
  if (mentions(lower, 'plot', 'land', 'участ') && PLOT_RE.test(lower))
    return { type: 'Plot', bedrooms: null, apartment: false, warnings };
  return { type: null, bedrooms: null, apartment: false, warnings };
}
