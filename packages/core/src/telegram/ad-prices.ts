/**
 * Prices: "AED 1,250,000", "1.25M", "1.25 mln", "1 250 000 AED", "950K", "Dhs 2.1m", "1,2 млн",
 * "1.2 млн дирхам", "980 тыс. AED". Each amount takes the label nearest before it on its line
 * (Original / OP / Was / Launch / Bought / Paid … vs Market / Valuation / Рыночная … vs Selling / SP /
 * Distress / Now / Asking / Цена …), or a label right after it ("950,000 original"), or a strikethrough.
 * The original price is the developer's or the one the seller paid: a market estimate is the original only
 * when the ad gives no other ("Market 3.9M | OP 3.45M | Selling 3.2M" → 3.45M). "Paid 2.9M" is what the
 * seller paid; "Paid 30% (378,000)", "paid so far", "amount paid", "оплачено", "внесено" are instalments.
 * Rent, fees, service charges and instalments are not prices. Read on the trap-masked text, so phones,
 * sizes, dates, floors and unit numbers never get here.
 */
import type { PriceNote } from '../market/price-doubts.ts';
import { AED_PER_USD } from '../domain/money.ts';
import { NUMBER_SOURCE, readAmount, roundToThousand } from './ad-numbers.ts';
import {
  DISTRESS_PRICE_WORDS,
  MARKET_PRICE_WORDS,
  NOT_A_PRICE_WORDS,
  ORIGINAL_PRICE_WORDS,
  PRICE_WORDS,
} from './dictionaries/price-words.ts';
import { wordsSource } from './word-lists.ts';

export type PriceLabel = 'original' | 'market' | 'distress' | 'excluded' | null;

/** The currency an amount is quoted in: AED (said or not), US dollars, or another one. */
export type PriceCurrency = 'AED' | 'USD' | 'other';

export interface PriceFound {
  amount: number;
  label: PriceLabel;
  /** AED unless a foreign currency is written right before or after the amount. */
  currency: PriceCurrency;
  /** True when the label is only a generic word ("price", "цена", "for"). */
  weak: boolean;
  start: number;
}

export const MIN_PRICE_AED = 100_000;
export const MAX_PRICE_AED = 1_000_000_000;

export const CURRENCY = '(?:aed|dhs?|dirhams?|дирхам[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|дхс)';
export const MULTIPLIER =
  '(?:k|к|тыс[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|thousand|mn|mln|mil|million|millions|m|м|млн|миллион[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|bn|billion|b|млрд|миллиард[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)';
const PRICE_RE = new RegExp(
  `(?:(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])${CURRENCY}\\.? ?)?(?<![0-9.,])(${NUMBER_SOURCE}) ?(?:(${MULTIPLIER})(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])\\.?)?(?: ?(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])${CURRENCY}(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff]))?`,
  'gu',
);

const TYPED_PRICE_RE = new RegExp(
  `^(?:${CURRENCY}\\.? ?)?(${NUMBER_SOURCE}) ?(?:(${MULTIPLIER})\\.?)? ?(?:${CURRENCY})?$`,
  'u',
);

/**
 * A price typed in a form, read like the ads' prices: "2.5M" 2,500,000; "950K"; "2,500,000"; "AED 1.2 млн".
 * Null when the text is not one amount. Without a multiplier the value is as written ("1.5" stays 1.5).
 */
export function readTypedPrice(written: string): number | null {
  const m = TYPED_PRICE_RE.exec(written.trim().toLowerCase().replace(/\s+/gu, ' '));
  if (!m) return null;
  const scaled = m[2] !== undefined;
  const amount = readAmount(m[1]!, scaled);
  return scaled ? Math.round(amount * scale(m[2])) : amount;
}

export function scale(multiplier: string | undefined): number {
  if (!multiplier) return 1;
  if (/^(?:k|к|тыс|thousand)/u.test(multiplier)) return 1_000;
  if (/^(?:bn|billion|b|млрд|миллиард)/u.test(multiplier)) return 1_000_000_000;
  return 1_000_000;
}

const ORIGINAL = wordsSource(ORIGINAL_PRICE_WORDS);
const MARKET = wordsSource(MARKET_PRICE_WORDS);
const DISTRESS = wordsSource(DISTRESS_PRICE_WORDS);
const NOW_RE = /^(?:now|сейчас|теперь)$/u;
/** "Paid": what the seller paid, unless it is an instalment (see PAID_INSTALMENT_*). */
const PAID = 'paid';
const EXCLUDED = wordsSource(NOT_A_PRICE_WORDS);
const WEAK = wordsSource(PRICE_WORDS);

const LABEL_RE = new RegExp(
  `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:(${ORIGINAL})|(${MARKET})|(${DISTRESS})|(${EXCLUDED})|(${PAID})|(${WEAK}))(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
  'gu',
);
/** Before "paid", or between it and the amount: an instalment ("amount paid", "paid 30% (…)", "paid so far"). */
const PAID_INSTALMENT_BEFORE_RE = /(?:amount|total|already|instal?ments?) *$/u;
const PAID_INSTALMENT_WINDOW_RE = /%|so +far|to +date|till +now|until +now|up +to +now|already|instal?ment/u;
/** Right after the amount: "(30%)", "so far". */
const PAID_INSTALMENT_AFTER_RE =
  /^[ :]*(?:\( *\d{1,2}(?:[.,]\d+)? *%|\d{1,2}(?:[.,]\d+)? *%|so +far|to +date|till +now|already)/u;
const TRAILING_ORIGINAL_RE =
  /^[ (:•-]*(?:original|orig\.?|o\.?p\.?|market(?: +price)?|оригинал[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;

const L = 'a-z\\u00e0-\\u024f\\u0400-\\u04ff';
/** A currency that is not the dirham: its code, name or sign (US dollars in group 1). */
const FOREIGN =
  '(?:(usd|us ?\\$|\\$|dollars?|доллар[' +
  L +
  ']*|долл\\.?)|eur|euros?|€|gbp|£|pounds?|rub|руб[' +
  L +
  ']*|₽|inr|₹)';
/** Right before an amount ("USD 544,600", "$735K", "€ 500 000"). */
const FOREIGN_BEFORE_RE = new RegExp(`(?<![${L}])${FOREIGN} ?[:=]? ?$`, 'u');
/** Right after it ("544,600 USD", "735K$", "600 000 долларов"). */
const FOREIGN_AFTER_RE = new RegExp(`^ ?${FOREIGN}(?![${L}])`, 'u');
const AED_RE = new RegExp(CURRENCY, 'u');

/**
 * The currency of an amount matched at `start..end` (`matched` its text, which holds "AED" when the ad
 * wrote it there): foreign only when a foreign currency is written right against the amount.
 */
function currencyOf(masked: string, matched: string, start: number, end: number): PriceCurrency {
  if (AED_RE.test(matched)) return 'AED';
  const foreign =
    FOREIGN_BEFORE_RE.exec(masked.slice(Math.max(0, start - 12), start)) ??
    FOREIGN_AFTER_RE.exec(masked.slice(end, end + 12));
  if (!foreign) return 'AED';
  return foreign[1] !== undefined ? 'USD' : 'other';
}

/** The label of an amount from the words before it; `paidAt` is where a "paid" label starts. */
function labelOf(window: string): { label: PriceLabel | 'paid'; weak: boolean; paidAt: number } {
  let strong: PriceLabel | 'paid' = null;
  let weakSeen = false;
  let paidAt = -1;
  let marketEnd = -1;
  for (const m of window.matchAll(LABEL_RE)) {
    if (m[1] !== undefined) strong = 'original';
    else if (m[2] !== undefined) {
      strong = 'market';
      marketEnd = m.index + m[0].length;
    } else if (m[3] !== undefined) {
      // "market value now", "по рынку сейчас": the adverb belongs to the market label.
      if (strong === 'market' && NOW_RE.test(m[0]) && /^[ :-]*$/.test(window.slice(marketEnd, m.index)))
        continue;
      strong = 'distress';
    } else if (m[4] !== undefined) strong = 'excluded';
    else if (m[5] !== undefined) {
      strong = 'paid';
      paidAt = m.index;
    } else weakSeen = true;
  }
  if (strong) return { label: strong, weak: false, paidAt };
  return weakSeen ? { label: 'distress', weak: true, paidAt } : { label: null, weak: false, paidAt };
}

/** "Paid" before an amount: what the seller paid (the original) or an instalment (not a price). */
function paidLabel(lower: string, windowStart: number, paidAt: number, end: number): PriceLabel {
  const before = lower.slice(Math.max(0, windowStart + paidAt - 16), windowStart + paidAt);
  const between = lower.slice(windowStart + paidAt, end);
  if (PAID_INSTALMENT_BEFORE_RE.test(before) || PAID_INSTALMENT_WINDOW_RE.test(between)) return 'excluded';
  return PAID_INSTALMENT_AFTER_RE.test(lower.slice(end, end + 16)) ? 'excluded' : 'original';
}

/**
 * Every amount in AED the ad quotes, with its label. `masked` is `lower` with the traps blanked; `lower`
 * (same offsets) shows the percentages that tell an instalment paid from the price the seller paid.
 */
export function findPrices(masked: string, lower: string = masked): PriceFound[] {
  const raw: { amount: number; start: number; end: number; currency: PriceCurrency }[] = [];
  for (const m of masked.matchAll(PRICE_RE)) {
    const scaled = m[2] !== undefined;
    const amount = Math.round(readAmount(m[1]!.trim(), scaled) * scale(m[2]));
    const end = m.index + m[0].trimEnd().length;
    const currency = currencyOf(masked, m[0], m.index, end);
    // A dollar amount is checked against the bounds in dirhams.
    const aed = currency === 'USD' ? amount * AED_PER_USD : amount;
    if (aed >= MIN_PRICE_AED && aed <= MAX_PRICE_AED) raw.push({ amount, start: m.index, end, currency });
  }
  return raw.map((p, i) => {
    const lineStart = masked.lastIndexOf('\n', p.start - 1) + 1;
    const prevEnd = i > 0 ? raw[i - 1]!.end : 0;
    const windowStart = Math.max(lineStart, prevEnd);
    const labelled = labelOf(masked.slice(windowStart, p.start));
    const weak = labelled.weak;
    let label: PriceLabel =
      labelled.label === 'paid' ? paidLabel(lower, windowStart, labelled.paidAt, p.end) : labelled.label;
    if (masked.slice(Math.max(0, p.start - 2), p.start) === '~~') label = 'original';
    // "950,000 original": a label after the amount, only for the last amount on its line (in
    // "585,000 (OP 720,000)" the "OP" belongs to the amount after it).
    let lineEnd = masked.indexOf('\n', p.end);
    if (lineEnd === -1) lineEnd = masked.length;
    const next = raw[i + 1];
    if (label === null && !(next && next.start < lineEnd)) {
      const trailing = TRAILING_ORIGINAL_RE.exec(masked.slice(p.end, Math.min(lineEnd, p.end + 24)));
      if (trailing) label = trailing[0].includes('market') ? 'market' : 'original';
    }
    return {
      amount: p.amount,
      label,
      currency: p.currency,
      weak: label === 'distress' && weak,
      start: p.start,
    };
  });
}

/**
 * A stated discount amount ("AED 180K below OP", "скидка 650 тыс.") is not a price: the amounts in its
 * span are set aside. It counts only when the ad quotes another price at least twice as large ("Price
 * 1.1M below OP" is a price, not a discount of 1.1M).
 */
export function setAsideDiscountAmount(
  found: readonly PriceFound[],
  discount: { amount: number; start: number; end: number } | null,
): { found: PriceFound[]; amount: number | null } {
  if (!discount) return { found: [...found], amount: null };
  const inSpan = (p: PriceFound) => p.start >= discount.start && p.start < discount.end;
  const others = found.filter((p) => p.label !== 'excluded' && !inSpan(p));
  const largest = Math.max(0, ...others.map((p) => p.amount));
  if (discount.amount * 2 > largest) return { found: [...found], amount: null };
  return {
    found: found.map((p) => (inSpan(p) ? { ...p, label: 'excluded' as const, weak: false } : p)),
    amount: discount.amount,
  };
}

/**
 * The amounts in AED: beside a price in AED, those in another currency are left out (the ad's own
 * conversion); with US dollars only, they are converted at the peg (rounded to 1,000 AED), with a
 * warning; in another currency only, none is read.
 */
function inDirhams(usable: PriceFound[], warnings: string[], notes: PriceNote[]): PriceFound[] {
  if (usable.every((p) => p.currency === 'AED')) return usable;
  if (usable.some((p) => p.currency === 'AED')) return usable.filter((p) => p.currency === 'AED');
  const dollars = usable.filter((p) => p.currency === 'USD');
  if (dollars.length === 0) {
    warnings.push('The only price given is not in AED: it was not read.');
    notes.push('foreign_only');
    return [];
  }
  notes.push('usd_only');
  warnings.push(
    `The price is given in USD only: converted to AED at the peg of ${AED_PER_USD} (rounded to 1,000 AED).`,
  );
  return dollars.map((p) => ({ ...p, amount: roundToThousand(p.amount * AED_PER_USD), currency: 'AED' }));
}

export interface PriceResult {
  original: number | null;
  distress: number | null;
  warnings: string[];
  /** What makes the prices doubtful however they were read (see priceDoubts). */
  notes: PriceNote[];
}

/**
 * Which amount is which. Labelled amounts first (the developer's price over a market estimate); an
 * unlabelled one fills the missing side (the higher of two unlabelled amounts is the original); a stated
 * discount derives a missing side: an amount exactly, a percentage rounded to the nearest 1,000 AED, with a
 * warning; one lone amount is the distress price. The original is never below the distress price.
 */
export function resolvePrices(
  found: readonly PriceFound[],
  discountPct: number | null,
  discountAmount: number | null = null,
): PriceResult {
  const warnings: string[] = [];
  const notes: PriceNote[] = [];
  const usable = inDirhams(
    found.filter((p) => p.label !== 'excluded'),
    warnings,
    notes,
  );
  let original =
    (usable.find((p) => p.label === 'original') ?? usable.find((p) => p.label === 'market'))?.amount ?? null;
  let distress =
    (usable.find((p) => p.label === 'distress' && !p.weak) ?? usable.find((p) => p.label === 'distress'))
      ?.amount ?? null;
  const unlabelled = [...new Set(usable.filter((p) => p.label === null).map((p) => p.amount))];

  if (original === null && distress === null && unlabelled.length > 0) {
    const [a, b] = unlabelled;
    if (b === undefined) distress = a!;
    else [original, distress] = a! >= b ? [a!, b] : [b, a!];
    if (unlabelled.length > 2)
      warnings.push('Several amounts without a label: the first two were used as prices.');
  } else if (original === null && distress !== null) {
    const higher = unlabelled.find((a) => a > distress!);
    if (higher !== undefined) {
      original = higher;
      warnings.push('The original price was taken from an amount without a label.');
    }
  } else if (distress === null && original !== null) {
    const lower = unlabelled.find((a) => a < original!);
    if (lower !== undefined) distress = lower;
  }

  if (original !== null && distress !== null && original < distress) {
    [original, distress] = [distress, original];
    warnings.push('The prices were swapped: the original price cannot be below the distress price.');
    notes.push('swapped');
  }
  if (discountAmount !== null) {
    if (distress !== null && original === null) {
      original = distress + discountAmount;
      warnings.push(`Original price derived from the stated discount of AED ${discountAmount}.`);
    } else if (original !== null && distress === null && discountAmount * 2 <= original) {
      distress = original - discountAmount;
      warnings.push(`Distress price derived from the stated discount of AED ${discountAmount}.`);
    } else if (
      original !== null &&
      distress !== null &&
      Math.abs(original - distress - discountAmount) > original / 50
    ) {
      warnings.push(
        `The ad states AED ${discountAmount} off but its prices differ by ${original - distress}.`,
      );
    }
  } else if (discountPct !== null) {
    if (distress !== null && original === null) {
      original = roundToThousand(distress / (1 - discountPct / 100));
      warnings.push(
        `Original price derived from the stated ${discountPct}% discount (rounded to 1,000 AED).`,
      );
    } else if (original !== null && distress === null) {
      distress = roundToThousand(original * (1 - discountPct / 100));
      warnings.push(
        `Distress price derived from the stated ${discountPct}% discount (rounded to 1,000 AED).`,
      );
    } else if (original !== null && distress !== null) {
      const actual = ((original - distress) / original) * 100;
      if (Math.abs(actual - discountPct) > 2) {
        warnings.push(`The ad states ${discountPct}% off but its prices make ${Math.round(actual)}%.`);
      }
    }
  }
  if (original !== null && distress === null)
    warnings.push('Only an original price is stated; no distress price.');
  return { original, distress, warnings, notes };
}
