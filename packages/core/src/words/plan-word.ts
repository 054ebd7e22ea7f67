/**
 * The payment plan as words each language writes its own way, from the forms the ad parser writes
 * (telegram/ad-details.ts): "Cash", "60/40" (a split of the price, before and after handover), "1%
 * monthly", "Post-handover", "Post-handover 60/40", "1% monthly post-handover" and "60/40, 1% monthly".
 * Anything else ("10% on booking, rest on handover") is null: shown as written.
 */

export type PlanWord =
  | { kind: 'cash' }
  | {
      kind: 'plan';
      /** "60/40", "20/40/40": the digits and slashes, which every language writes alike. */
      split: string | null;
      /** "1", "0.5": the percentage paid each month. */
      monthly: string | null;
      /** Paid (partly) after handover. */
      postHandover: boolean;
    };

const SPLIT = '(\\d{1,2}(?: */ *\\d{1,2}){1,2})';
const POST = 'post[- ]?hand[- ]?over';
const CASH_RE = /^(?:cash|cash only|cash deal)$/u;
const SPLIT_RE = new RegExp(`^(${POST} +)?${SPLIT}$`, 'u');
const MONTHLY_RE = new RegExp(`^(?:${SPLIT} *, *)?(\\d{1,2}(?:\\.\\d{1,2})?) *% *monthly( +${POST})?$`, 'u');

/** The parts of a split, each 1–99 and adding up to 100, as "60/40"; null otherwise. */
function splitOf(written: string): string | null {
  const parts = written.split('/').map((part) => Number(part.trim()));
  return parts.every((p) => p > 0 && p < 100) && parts.reduce((a, b) => a + b, 0) === 100
    ? parts.join('/')
    : null;
}

/** "Cash" → cash; "Post-handover 60/40" → a split paid partly after handover; "soon" → null. */
export function readPlanWord(text: string): PlanWord | null {
  const lower = text.trim().replace(/\s+/gu, ' ').toLowerCase();
  if (CASH_RE.test(lower)) return { kind: 'cash' };
  if (new RegExp(`^${POST}$`, 'u').test(lower))
    return { kind: 'plan', split: null, monthly: null, postHandover: true };
  const split = SPLIT_RE.exec(lower);
  if (split) {
    const parts = splitOf(split[2]!);
    return parts ? { kind: 'plan', split: parts, monthly: null, postHandover: split[1] !== undefined } : null;
  }
  const monthly = MONTHLY_RE.exec(lower);
  if (!monthly) return null;
  const parts = monthly[1] === undefined ? null : splitOf(monthly[1]);
  if (monthly[1] !== undefined && parts === null) return null;
  return { kind: 'plan', split: parts, monthly: monthly[2]!, postHandover: monthly[3] !== undefined };
}
