/** Most a price bound may be; the API's max_price. */
const MAX_AMOUNT = 2_000_000_000;

const MONEY_RE = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|mn|mln|million|thousand)?$/u;

/**
 * An amount of AED as a visitor types it in a price box: "2.5M", "950K", "2,500,000", "1500000"
 * (an "AED" before or after is allowed). Undefined for anything else.
 */
export function readMoney(written: string): number | undefined {
  const text = written
    .trim()
    .toLowerCase()
    .replace(/^aed\s*|\s*aed$/gu, '');
  const m = MONEY_RE.exec(text);
  if (!m) return undefined;
  const scale = m[2] === undefined ? 1 : m[2].startsWith('k') || m[2] === 'thousand' ? 1_000 : 1_000_000;
  const amount = Math.round(Number(m[1]!.replace(/,/g, '')) * scale);
  return Number.isSafeInteger(amount) && amount <= MAX_AMOUNT ? amount : undefined;
}
