/**
 * A discount the ad states, as a percentage: "30% below OP", "25% off", "20% discount", "(-15%)",
 * "скидка 18%", "ниже рынка на 20%", "на 15% ниже цены застройщика", "дешевле рынка на 20%" (percentages
 * that are not discounts, ROI 8%, 1% monthly, 40% paid, 60/40, prices up 12%, are left alone); or as an
 * amount: "AED 180K below OP", "100K under market", "save AED 350,000", "discount of AED 85,000",
 * "(-200K from OP)", "на 210 000 ниже цены застройщика", "скидка 650 тыс.", "экономия 250 000".
 */
import { NUMBER_SOURCE, readAmount } from './ad-numbers.ts';
import { CURRENCY, MULTIPLIER, scale } from './ad-prices.ts';
import { mentions } from './ad-text.ts';
import { DISCOUNT_AFTER_WORDS, DISCOUNT_BEFORE_WORDS } from './dictionaries/price-words.ts';
import { wordsSource } from './word-lists.ts';

const DISCOUNT_WORDS = `(?:${wordsSource(DISCOUNT_AFTER_WORDS)})`;
const PCT = '(\\d{1,2}(?:[.,]\\d{1,2})?) *%';

/** "30% below", "25% off", "15% ниже": the percentage comes first. */
const PCT_FIRST_RE = new RegExp(
  `(?<![0-9.,])${PCT} *-? *${DISCOUNT_WORDS}(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
  'gu',
);
/** "discount 20%", "скидка 18%", "ниже рынка на 20%", "below OP by 25%": the word comes first. */
const WORD_FIRST_RE = new RegExp(
  `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:${wordsSource(DISCOUNT_BEFORE_WORDS)})[^\\d\\n%]{0,30}?(?<![0-9.,])${PCT}`,
  'gu',
);
/** "(-15%)", "-20%": a minus sign before the percentage. */
const MINUS_RE = new RegExp(`(?:^|[ (])[-–] ?${PCT}`, 'gu');
/** What follows a percentage that is a payment or a yield, not a discount. */
const NOT_DISCOUNT_AFTER_RE =
  /^ *(?:monthly|per +month|a +month|\/ *month|paid|down|roi|yield|в +месяц|ежемесячно|оплач[a-z\u00e0-\u024f\u0400-\u04ff]*|годовых)/u;

export function readDiscount(lower: string): number | null {
  if (!mentions(lower, '%')) return null;
  let best: { at: number; pct: number } | null = null;
  for (const re of [PCT_FIRST_RE, WORD_FIRST_RE, MINUS_RE]) {
    for (const m of lower.matchAll(re)) {
      const pct = Number(m[1]!.replace(',', '.'));
      const end = m.index + m[0].length;
      if (re !== PCT_FIRST_RE && NOT_DISCOUNT_AFTER_RE.test(lower.slice(end, end + 20))) continue;
      if (!(pct >= 1 && pct <= 90)) continue;
      if (!best || m.index < best.at) best = { at: m.index, pct };
      break;
    }
  }
  return best?.pct ?? null;
}

const LETTER = 'a-z\\u00e0-\\u024f\\u0400-\\u04ff';
/** An amount: groups 1 (number) and 2 (multiplier). */
const AMOUNT = `(?:${CURRENCY}\\.? ?)?(?<![0-9.,])(${NUMBER_SOURCE}) ?(?:(${MULTIPLIER})(?![${LETTER}])\\.?)?(?: ?${CURRENCY}(?![${LETTER}]))?`;
const REFERENCE =
  '(?:the +)?(?:op|o\\.p\\.?|original(?: +price)?|market(?: +(?:price|value))?|developer(?: +price)?|launch(?: +price)?|purchase(?: +price)?|asking|list +price)';
const BELOW = `(?:below|under|less +than|cheaper +than|lower +than|beneath|off(?! *-? *plan))`;
/** Each pattern with the words one of which the text must contain for it to be worth running. */
const AMOUNT_RES: readonly (readonly [RegExp, readonly string[]])[] = [
  // "AED 180K below OP", "100K under market", "AED 600,000 below original price".
  [
    new RegExp(`${AMOUNT} *(?:[-–] *)?${BELOW}(?![${LETTER}])`, 'gu'),
    ['below', 'under', 'less', 'cheaper', 'lower', 'beneath', 'off'],
  ],
  // "save AED 350,000", "discount of AED 85,000", "Discount: AED 120,000".
  [
    new RegExp(
      `(?<![${LETTER}])(?:save|saving|savings(?: +of)?|saving +of|you +save|discount(?:ed)?(?: +(?:of|by))?|minus) *:? *${AMOUNT}`,
      'gu',
    ),
    ['save', 'saving', 'discount', 'minus'],
  ],
  // "below OP by AED 200K".
  [new RegExp(`(?<![${LETTER}])${BELOW} +${REFERENCE} +by +${AMOUNT}`, 'gu'), [' by ']],
  // "(-200K from OP)", "(-1.5M vs OP)", "- 300K from OP".
  [new RegExp(`\\( *[-–] *${AMOUNT}`, 'gu'), ['(-', '( -', '(–', '( –']],
  [
    new RegExp(`(?:^|[ ,|])[-–] *${AMOUNT} +(?:from|vs\\.?|below|off|to) +${REFERENCE}`, 'gu'),
    [' from ', ' vs', ' below ', ' off ', ' to '],
  ],
  // "на 210 000 ниже", "220 тыс. дешевле", "скидка 650 тыс.", "ниже цены застройщика на 95 тыс".
  [
    new RegExp(`(?<![${LETTER}])на +${AMOUNT} *(?:ниже|дешевле|меньше)(?![${LETTER}])`, 'gu'),
    ['ниже', 'дешевле', 'меньше'],
  ],
  [new RegExp(`${AMOUNT} *(?:ниже|дешевле)(?![${LETTER}])`, 'gu'), ['ниже', 'дешевле']],
  [
    new RegExp(
      `(?<![${LETTER}])(?:скидк[${LETTER}]*|экономи[${LETTER}]*|дисконт[${LETTER}]*|выгод[${LETTER}]*) *:? *(?:в +|на +|до +)?${AMOUNT}`,
      'gu',
    ),
    ['скидк', 'экономи', 'дисконт', 'выгод'],
  ],
  [new RegExp(`(?<![${LETTER}])(?:ниже|дешевле)[^\\d\\n]{0,40}? на +${AMOUNT}`, 'gu'), ['ниже', 'дешевле']],
];

/**
 * The discount amount in AED the ad states, with its span; read on the trap-masked text (`lower` is the
 * same text unmasked: a percentage blanked between the amount and "below" is not part of the phrase).
 */
export function readDiscountAmount(
  masked: string,
  lower: string = masked,
): { amount: number; start: number; end: number } | null {
  let best: { amount: number; start: number; end: number } | null = null;
  for (const [re, hints] of AMOUNT_RES) {
    if (!mentions(masked, ...hints)) continue;
    for (const m of masked.matchAll(re)) {
      const amount = Math.round(readAmount(m[1]!.trim(), m[2] !== undefined) * scale(m[2]));
      if (!(amount >= 1000) || lower.slice(m.index, m.index + m[0].length) !== m[0]) continue;
      if (!best || m.index < best.start) best = { amount, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  return best;
}
