// Numbers in the en-AE style (SPEC §9) without Intl on the common path: the first Intl.NumberFormat of
// a page loads the browser's locale data, 30–60 ms of main thread on a phone before the first card can
// show (ADR 0012). Whole numbers below 10^15 are grouped here, exactly as en-AE does (the
// unit tests compare with Intl); anything else goes to Intl, created on first use.

/** The dirham's peg to the US dollar: a price given in dollars only is converted at it. */
export const AED_PER_USD = 3.6725;

/** Largest magnitude grouped by hand: rounding and digits stay exact well below 2^53. */
const EXACT_LIMIT = 1e15;

let aedIntl: Intl.NumberFormat | undefined;
let integerIntl: Intl.NumberFormat | undefined;

/** 1250000 → "1,250,000"; rounds halves away from zero like Intl. Undefined when Intl must do it. */
function grouped(amount: number): { negative: boolean; digits: string } | undefined {
  if (!Number.isFinite(amount) || Math.abs(amount) >= EXACT_LIMIT) return undefined;
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, ',');
  return { negative: amount < 0 || Object.is(amount, -0), digits };
}

/** AED in the en-AE style with no decimals (SPEC §9), e.g. "AED 1,250,000" (with a no-break space). */
export function formatAed(amount: number): string {
  const parts = grouped(amount);
  if (parts) return `${parts.negative ? '-' : ''}AED\u00a0${parts.digits}`;
  aedIntl ??= new Intl.NumberFormat('en-AE', {
    style: 'currency',
    currency: 'AED',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return aedIntl.format(amount);
}

/** A whole number in the en-AE style, e.g. "1,250" (sizes, counts). */
export function formatInteger(amount: number): string {
  const parts = grouped(amount);
  if (parts) return `${parts.negative ? '-' : ''}${parts.digits}`;
  integerIntl ??= new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });
  return integerIntl.format(amount);
}
