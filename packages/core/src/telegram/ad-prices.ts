/**
 * Prices: "AED 1,250,000", "1.25M", "1.25 mln", "1 250 000 AED", "950K", "Dhs 2.1m", "1,2 млн",
 * "1.2 млн дирхам", "980 тыс. AED". Each amount takes the label nearest before it on its line
 * (Original / OP / Market / Was / Launch / Bought … vs Selling / SP / Distress / Now / Asking / Цена …),
 * or a label right after it ("950,000 original"), or a strikethrough. Rent, fees, service charges and
 * amounts paid are not prices. Read on the trap-masked text, so phones, sizes, dates, floors and unit
 * numbers never get here.
 */
import { NUMBER_SOURCE, readAmount, roundToThousand } from './ad-numbers.ts';

export type PriceLabel = 'original' | 'distress' | 'excluded' | null;

export interface PriceFound {
  amount: number;
  label: PriceLabel;
  /** True when the label is only a generic word ("price", "цена", "for"). */
  weak: boolean;
  start: number;
}

export const MIN_PRICE_AED = 100_000;
export const MAX_PRICE_AED = 1_000_000_000;

const CURRENCY = '(?:aed|dhs?|dirhams?|дирхам[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|дхс)';
const MULTIPLIER =
  '(?:k|к|тыс[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|thousand|mn|mln|mil|million|millions|m|м|млн|миллион[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|bn|billion|b|млрд|миллиард[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)';
const PRICE_RE = new RegExp(
  `(?:(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])${CURRENCY}\\.? ?)?(?<![0-9.,])(${NUMBER_SOURCE}) ?(?:(${MULTIPLIER})(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])\\.?)?(?: ?(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])${CURRENCY}(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff]))?`,
  'gu',
);

function scale(multiplier: string | undefined): number {
  if (!multiplier) return 1;
  if (/^(?:k|к|тыс|thousand)/u.test(multiplier)) return 1_000;
  if (/^(?:bn|billion|b|млрд|миллиард)/u.test(multiplier)) return 1_000_000_000;
  return 1_000_000;
}

const ORIGINAL =
  'original[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*(?: +(?:price|ask[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*))?|orig\\.?|o\\.?p\\.?|o\\/p|market(?: +(?:price|value))?|was|were|launch(?: +price)?|' +
  'bought(?: +(?:in|at|for))?|purchased?(?: +(?:price|at|for))?|developer +price|from +developer|instead +of|list +price|valuation|' +
  'цена +(?:от +|у +)?застройщик[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|стоимость +(?:от +|у +)?застройщик[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|оригинал[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*(?: +(?:цена|стоимость))?|' +
  'рыноч[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*(?: +(?:цена|стоимость))?|рын(?:ок|ке|ка)|по +рынку|был[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|вместо|старая +цена|застройщик[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*(?: +прода[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*)?(?: +за)?|' +
  'покупал[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*(?: +за)?|куплен[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*(?: +за)?';
const DISTRESS =
  'selling(?: +(?:price|at|for))?|sale +price|sp|s\\.p\\.?|distress(?: +price)?|now|asking(?: +price)?|deal +price|our +price|' +
  'offer +price|final +price|net +price|reduced +to|цена +продаж[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|продаж[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|прода[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*(?: +за)?|переуступк[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|сейчас|теперь';
const EXCLUDED =
  'rent[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|annual +rent|service +charges?|sc|dld|fees?|commission|paid|balance|remaining|deposit|premium|roi|income|budget|' +
  'аренд[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|доход[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|оплачен[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|внесен[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|остаток|комисси[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*|бюджет[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*';
const WEAK = 'price|prices|for|only|at|net|цена|цены|стоимость|за|всего|от';

const LABEL_RE = new RegExp(
  `(?<![a-z\\u00e0-\\u024f\\u0400-\\u04ff])(?:(${ORIGINAL})|(${DISTRESS})|(${EXCLUDED})|(${WEAK}))(?![a-z\\u00e0-\\u024f\\u0400-\\u04ff])`,
  'gu',
);
const TRAILING_ORIGINAL_RE =
  /^[ (:•-]*(?:original|orig\.?|o\.?p\.?|market(?: +price)?|оригинал[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;

function labelOf(window: string): { label: PriceLabel; weak: boolean } {
  let strong: PriceLabel = null;
  let weakSeen = false;
  for (const m of window.matchAll(LABEL_RE)) {
    if (m[1] !== undefined) strong = 'original';
    else if (m[2] !== undefined) strong = 'distress';
    else if (m[3] !== undefined) strong = 'excluded';
    else weakSeen = true;
  }
  if (strong) return { label: strong, weak: false };
  return weakSeen ? { label: 'distress', weak: true } : { label: null, weak: false };
}

/** Every amount in AED the ad quotes, with its label. `masked` is `lower` with the traps blanked. */
export function findPrices(masked: string): PriceFound[] {
  const raw: { amount: number; start: number; end: number }[] = [];
  for (const m of masked.matchAll(PRICE_RE)) {
    const scaled = m[2] !== undefined;
    const amount = Math.round(readAmount(m[1]!.trim(), scaled) * scale(m[2]));
    if (amount >= MIN_PRICE_AED && amount <= MAX_PRICE_AED) {
      raw.push({ amount, start: m.index, end: m.index + m[0].trimEnd().length });
    }
  }
  return raw.map((p, i) => {
    const lineStart = masked.lastIndexOf('\n', p.start - 1) + 1;
    const prevEnd = i > 0 ? raw[i - 1]!.end : 0;
    const window = masked.slice(Math.max(lineStart, prevEnd), p.start);
    const labelled = labelOf(window);
    const weak = labelled.weak;
    let label = labelled.label;
    if (masked.slice(Math.max(0, p.start - 2), p.start) === '~~') label = 'original';
    // "950,000 original": a label after the amount, only for the last amount on its line (in
    // "585,000 (OP 720,000)" the "OP" belongs to the amount after it).
    let lineEnd = masked.indexOf('\n', p.end);
    if (lineEnd === -1) lineEnd = masked.length;
    const next = raw[i + 1];
    if (label === null && !(next && next.start < lineEnd)) {
      if (TRAILING_ORIGINAL_RE.test(masked.slice(p.end, Math.min(lineEnd, p.end + 24)))) label = 'original';
    }
    return { amount: p.amount, label, weak: label === 'distress' && weak, start: p.start };
  });
}

export interface PriceResult {
  original: number | null;
  distress: number | null;
  warnings: string[];
}

/**
 * Which amount is which. Labelled amounts first; an unlabelled one fills the missing side (the higher of
 * two unlabelled amounts is the original); a stated discount derives a missing side, rounded to the
 * nearest 1,000 AED with a warning; one lone amount is the distress price. The original is never below
 * the distress price.
 */
export function resolvePrices(found: readonly PriceFound[], discountPct: number | null): PriceResult {
  const warnings: string[] = [];
  const usable = found.filter((p) => p.label !== 'excluded');
  let original = usable.find((p) => p.label === 'original')?.amount ?? null;
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
  }
  if (discountPct !== null) {
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
  return { original, distress, warnings };
}
