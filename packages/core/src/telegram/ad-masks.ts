/**
 * The traps: numbers in an ad that are not prices. Phone numbers (+971 50…, 050…, 00971…, +7…, 8-800…),
 * dates, years, percentages, quarters (Q4 2026, 2 кв. 2027), payment splits (60/40), floors (Floor 23,
 * 12th floor, этаж 12), unit / plot / villa / office numbers (Unit 1205, Plot 45) and sizes are blanked
 * out before prices are looked for.
 */
import { blankSpans } from './ad-text.ts';

const NOT_AMOUNT_AFTER =
  '(?![0-9]|[.,]\\d| *(?:k|m|mn|mln|million|млн|тыс|aed|dhs|дирхам)(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff]))';

const PHONE_SOURCES: readonly RegExp[] = [
  // International and UAE phone numbers; "(0)" and dashes, dots or spaces between groups.
  /(?:\+|(?<![0-9])00) ?\d[\d \-().]{6,20}\d/gu,
  /(?<![0-9,.])0\d{1,2}[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}(?![0-9])/gu,
  /(?<![0-9])971\d{8,9}(?![0-9])/gu,
  /(?<![0-9])8[ -]?800[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}(?![0-9])/gu,
];
const PHONE_RE = new RegExp(PHONE_SOURCES.map((re) => `(?:${re.source})`).join('|'), 'gu');

/** The phone numbers an ad quotes, as written, each once ("+971 50 123 4567", "050 123 4567"). */
export function findPhones(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(PHONE_RE)) {
    const written =
      m[0].startsWith('+') || m[0].startsWith('00') ? m[0].slice(0, cutAfterDigits(m[0], 15)) : m[0];
    found.add(written.trim());
  }
  return [...found];
}

const TRAP_SOURCES: readonly RegExp[] = [
  ...PHONE_SOURCES,
  /(?<![0-9,. ])\d{9,}(?![0-9])/gu,
  // Dates and years.
  /(?<![0-9])\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d{2}(?![0-9])/gu,
  /(?<![0-9])(?:19|20)\d{2}-\d{1,2}-\d{1,2}(?![0-9])/gu,
  new RegExp(`(?<![0-9.,])(?:19|20)\\d{2}${NOT_AMOUNT_AFTER}`, 'gu'),
  // Percentages, quarters and halves, payment splits.
  /\d+(?:[.,]\d+)? *%/gu,
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff0-9])(?:q[1-4]|[1-4] *q|h[12]) *[-/']? *(?:19|20)?\d{2}(?![0-9])/gu,
  /(?<![0-9])[1-4] *(?:-?й *)?(?:кв\.?(?! *[мф])|квартал[a-z\u00e0-\u024f\u0400-\u04ff]*)(?: *(?:19|20)\d{2})?/gu,
  /(?<![0-9.,/])\d{1,2} *\/ *\d{1,2}(?: *\/ *\d{1,2})?(?![0-9/])/gu,
  // Floors and unit, plot, villa, office or building numbers.
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:floor|fl\.|этаж) *(?:no\.?|#|:|-)? *\d{1,3}(?![0-9])/gu,
  /(?<![0-9])\d{1,3} *(?:st|nd|rd|th|-?й|-?ый|-?ом)? *(?:floor|этаж)/gu,
  new RegExp(
    '(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:unit|apt\\.?|apartment|flat|plot|villa|office|shop|building|bldg|tower|block|cluster|phase|type|no\\.?|№|#|участок|вилла|офис|корпус|квартира|дом)' +
      ` *[:#№]? *[a-z]?\\d{1,5}[a-z]?${NOT_AMOUNT_AFTER}`,
    'gu',
  ),
];

/** All traps in one alternation: one pass over the text instead of one per kind of trap. */
const TRAP_RE = new RegExp(TRAP_SOURCES.map((re) => `(?:${re.source})`).join('|'), 'gu');

/** `lower` with every trap blanked out (plus the given extra spans, e.g. sizes). Same length and lines. */
export function maskTraps(lower: string, extra: readonly (readonly [number, number])[]): string {
  const spans: [number, number][] = extra.map(([a, b]) => [a, b]);
  for (const m of lower.matchAll(TRAP_RE)) {
    let end = m.index + m[0].length;
    // A phone number never has more than 15 digits: stop a greedy match before the next figure.
    if (m[0].startsWith('+') || m[0].startsWith('00')) end = m.index + cutAfterDigits(m[0], 15);
    spans.push([m.index, end]);
  }
  return blankSpans(lower, spans);
}

function cutAfterDigits(s: string, maxDigits: number): number {
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    if (/\d/.test(s[i]!) && ++digits === maxDigits) return i + 1;
  }
  return s.length;
}
