/**
 * The handover as listings write it (free text: "Ready", "Q4 2027", "2Q 2026", "Dec 2026", "2025",
 * "H1 2027", "12/2026", "Готово") read into the month it falls in, or ready. The filter's two states:
 * off-plan is a handover in the current month or later; ready is "Ready" or a month already past.
 */

import type { HandoverFilter } from './filters.ts';

/** "ready", or the last month of the handover period as "YYYY-MM"; null when the text names neither. */
export type HandoverKey = 'ready' | `${number}-${string}`;

const READY_RE =
  /(?<![\p{L}])(?:ready|completed|handed over|move[- ]in|key[s]? in hand|готов[\p{L}]*|сдан[\p{L}]*)(?![\p{L}])/u;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const YEAR_RE = /(?<![0-9])(20\d\d)(?![0-9])/u;
const SHORT_YEAR_RE = /(?<![0-9])[-/' ](\d\d)$/u;
/** Quarter and half-year before or after the year: "Q4", "4Q", "Q-4", "quarter 4", "H1", "1H". */
const QUARTER_RE =
  /(?<![\p{L}0-9])(?:q\s*-?\s*([1-4])|([1-4])\s*-?\s*q|([1-4])(?:st|nd|rd|th)?\s*quarter)(?![\p{L}0-9])/u;
const HALF_RE = /(?<![\p{L}0-9])(?:h\s*-?\s*([12])|([12])\s*-?\s*h)(?![\p{L}0-9])/u;
const MONTH_RE = /(?<![\p{L}])(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[\p{L}]*\.?/u;
const NUMERIC_MONTH_RE = /(?<![0-9])(0?[1-9]|1[0-2])\s*[/.-]\s*(20\d\d)(?![0-9])/u;
const END_RE = /(?<![\p{L}])(?:end|late|конец|конце)(?![\p{L}])/u;
const START_RE = /(?<![\p{L}])(?:early|beginning|start|начало|начале)(?![\p{L}])/u;

const key = (year: number, month: number): HandoverKey => `${year}-${String(month).padStart(2, '0')}`;

/** The handover text read: "ready", the month it falls in ("YYYY-MM"), or null. */
export function readHandover(text: string | null | undefined): HandoverKey | null {
  const lower = (text ?? '').trim().toLowerCase().slice(0, 80);
  if (!lower) return null;
  let year = Number(YEAR_RE.exec(lower)?.[1] ?? NaN);
  if (Number.isNaN(year)) {
    // "Q4 '27", "Dec-27": a two-digit year after a quarter or month.
    const short = SHORT_YEAR_RE.exec(lower);
    if (short && (QUARTER_RE.test(lower) || MONTH_RE.test(lower))) year = 2000 + Number(short[1]);
  }
  if (Number.isNaN(year)) return READY_RE.test(lower) ? 'ready' : null;
  // "Ready (2024)", "Completed 2023": ready, whatever year it names.
  if (READY_RE.test(lower)) return 'ready';
  const quarter = QUARTER_RE.exec(lower);
  if (quarter) return key(year, Number(quarter[1] ?? quarter[2] ?? quarter[3]) * 3);
  const half = HALF_RE.exec(lower);
  if (half) return key(year, Number(half[1] ?? half[2]) * 6);
  const numeric = NUMERIC_MONTH_RE.exec(lower);
  if (numeric) return key(year, Number(numeric[1]));
  const month = MONTH_RE.exec(lower);
  if (month) return key(year, MONTHS.indexOf(month[1]!) + 1);
  if (START_RE.test(lower) && !END_RE.test(lower)) return key(year, 3);
  return key(year, 12);
}

/** "YYYY-MM" of `now` (UTC). */
export const monthOf = (now: Date): string => key(now.getUTCFullYear(), now.getUTCMonth() + 1);

/** Ready or off-plan at `now`, from a handover key; null when the handover is unknown. */
export function handoverStateOf(handover: HandoverKey | null, now: Date): HandoverFilter | null {
  if (handover === null) return null;
  if (handover === 'ready') return 'ready';
  return handover < monthOf(now) ? 'ready' : 'off-plan';
}

/** Ready or off-plan at `now`, from the handover text; null when it says neither. */
export const handoverState = (text: string | null | undefined, now: Date): HandoverFilter | null =>
  handoverStateOf(readHandover(text), now);
