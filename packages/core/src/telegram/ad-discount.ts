/**
 * A discount the ad states: "30% below OP", "25% off", "20% discount", "(-15%)", "скидка 18%",
 * "ниже рынка на 20%", "на 15% ниже цены застройщика", "дешевле рынка на 20%". Percentages that are
 * not discounts (ROI 8%, 1% monthly, 40% paid, 60/40, prices up 12%) are left alone.
 */
import { mentions } from './ad-text.ts';

const DISCOUNT_WORDS =
  '(?:off|below|under|less|cheaper|lower|discount[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|ниже|дешевле|скидк[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|дисконт[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)';
const PCT = '(\\d{1,2}(?:[.,]\\d{1,2})?) *%';

/** "30% below", "25% off", "15% ниже": the percentage comes first. */
const PCT_FIRST_RE = new RegExp(
  `(?<![0-9.,])${PCT} *-? *${DISCOUNT_WORDS}(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
  'gu',
);
/** "discount 20%", "скидка 18%", "ниже рынка на 20%", "below OP by 25%": the word comes first. */
const WORD_FIRST_RE = new RegExp(
  `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:discount[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|скидк[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|дисконт[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|ниже|дешевле|below)[^\\d\\n%]{0,30}?(?<![0-9.,])${PCT}`,
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
