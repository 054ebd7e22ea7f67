/**
 * Reading numbers as agents type them: "1,250,000", "1 250 000", "1.250.000", "1'250'000" (thousands),
 * "1.25" and "1,25" (decimals), and "1.250" before a multiplier ("1.250M") as a decimal.
 */

/** A number with separators grouping thousands, or a plain number with an optional decimal part. */
export const NUMBER_SOURCE = "\\d{1,3}(?:[ ,.']\\d{3})+(?![0-9])(?:[.,]\\d{1,2}(?![0-9]))?|\\d+(?:[.,]\\d+)?";

/**
 * The value of a number as written. `scaled` says a multiplier follows (K, M, млн): a single separator is
 * then a decimal point ("1.250M" is 1.25 million, "1,2 млн" is 1.2 million).
 */
export function readAmount(written: string, scaled: boolean): number {
  const s = written.replace(/'/g, ',');
  const separators = s.match(/[ ,.]/g)?.length ?? 0;
  if (separators === 0) return Number(s);
  if (scaled && separators === 1 && !s.includes(' ')) return Number(s.replace(',', '.'));
  const grouped = /^\d{1,3}(?:[ ,.]\d{3})+(?:[.,](\d{1,2}))?$/.exec(s);
  if (grouped) {
    const decimals = grouped[1];
    const whole = (decimals ? s.slice(0, -(decimals.length + 1)) : s).replace(/[ ,.]/g, '');
    return Number(decimals ? `${whole}.${decimals}` : whole);
  }
  const lastSep = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
  return Number(`${s.slice(0, lastSep).replace(/[ ,.]/g, '')}.${s.slice(lastSep + 1)}`);
}

/** 1 → "1st", 12 → "12th", 23 → "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Nearest multiple of 1,000 AED: how a price derived from a percentage is shown. */
export function roundToThousand(amount: number): number {
  return Math.round(amount / 1000) * 1000;
}

/** Small counts written as words, in English and Russian: "two parking", "две спальни", "три комнаты". */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  один: 1,
  одно: 1,
  одна: 1,
  два: 2,
  две: 2,
  двух: 2,
  три: 3,
  трех: 3,
  четыре: 4,
  четырех: 4,
  пять: 5,
  seven: 7,
  одной: 1,
  пяти: 5,
};
