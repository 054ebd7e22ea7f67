/**
 * The handover as a word each language writes its own way: "Ready", a quarter ("Q4 2026", also "4Q
 * 2027", "Q4'26"), a half-year ("H1 2027"), a month ("Dec 2026", "December 2026") or a year ("2027"), the
 * forms the ad parser and the admin form write (telegram/ad-details.ts). Anything else is null: shown as
 * written. (domain/handover.ts reads the same texts into a month, for the filter.)
 */

export type HandoverWord =
  | { kind: 'ready' }
  | { kind: 'quarter'; quarter: number; year: number }
  | { kind: 'half'; half: number; year: number }
  | { kind: 'month'; month: number; year: number }
  | { kind: 'year'; year: number };

const READY_RE = /^(?:ready(?: to move in)?|completed|handed over|готов[\p{L}]*|сдан[\p{L}]*|جاهز[\p{L}]*)$/u;
const YEAR = `[-/' ]? *((?:20)?\\d\\d)`;
const QUARTER_RE = new RegExp(`^(?:q *-? *([1-4])|([1-4]) *-? *q) *${YEAR}$`, 'u');
const HALF_RE = new RegExp(`^(?:h *-? *([12])|([12]) *-? *h) *${YEAR}$`, 'u');
const MONTH_RE =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? *[-/' ]? *(20\d\d)$/u;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const fullYear = (written: string): number => Number(written.length === 2 ? `20${written}` : written);

/** "Ready" → ready; "4Q 2027" → quarter 4 of 2027; "Dec 2026" → month 12 of 2026; "soon" → null. */
export function readHandoverWord(text: string): HandoverWord | null {
  const lower = text.trim().replace(/\s+/gu, ' ').toLowerCase();
  if (READY_RE.test(lower)) return { kind: 'ready' };
  const quarter = QUARTER_RE.exec(lower);
  if (quarter)
    return { kind: 'quarter', quarter: Number(quarter[1] ?? quarter[2]), year: fullYear(quarter[3]!) };
  const half = HALF_RE.exec(lower);
  if (half) return { kind: 'half', half: Number(half[1] ?? half[2]), year: fullYear(half[3]!) };
  const month = MONTH_RE.exec(lower);
  if (month)
    return { kind: 'month', month: MONTHS.indexOf(month[1]!.slice(0, 3)) + 1, year: Number(month[2]) };
  if (/^20\d\d$/u.test(lower)) return { kind: 'year', year: Number(lower) };
  return null;
}
