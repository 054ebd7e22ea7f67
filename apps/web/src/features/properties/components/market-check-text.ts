import { formatAed, formatInteger, type MarketReferenceCheck } from '@dd/core';

import { translate } from '@/i18n/i18n';

/** "1-bedroom apartments", "studio apartments", "villas", "off-plan 2-bedroom townhouses". */
export function comparableHomes(check: Pick<MarketReferenceCheck, 'kind' | 'rooms' | 'offplan'>): string {
  const kind = `${check.kind}s`;
  const bedrooms = /^(\d+) B\/R$/.exec(check.rooms ?? '')?.[1];
  const rooms = bedrooms ? `${bedrooms}-bedroom ` : check.rooms === 'Studio' ? 'studio ' : '';
  return `${check.offplan ? 'off-plan ' : ''}${rooms}${kind}`;
}

/** "12 sales of 1-bedroom apartments in Marina Gate, last 12 months". */
export function comparablesSentence(check: MarketReferenceCheck): string {
  const sales = `${formatInteger(check.comparables)} ${check.comparables === 1 ? 'sale' : 'sales'}`;
  return `${sales} of ${comparableHomes(check)} in ${check.place}, last ${check.window_months} months`;
}

/** "21% below market", "8% above market", or "At the market median" (whole percents, as the cards). */
export function marketVerdict(belowMarketPct: number): string {
  const pct = Math.floor(Math.abs(belowMarketPct));
  if (pct === 0) return translate('market.atMedian');
  return translate(belowMarketPct > 0 ? 'market.below' : 'market.above', { pct });
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "10 Oct 2026" from 'YYYY-MM-DD' (the text itself when it is not a date). */
export function formatSaleDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

/** "Oct 2026" for a month index (year × 12 + month − 1), as the chart's axis counts months. */
export function formatMonthIndex(index: number): string {
  const year = Math.floor(index / 12);
  return month.format(new Date(Date.UTC(year, Math.round(index - year * 12), 1)));
}

/**
 * A day as a month index with its fraction ('2026-10-16' → 2026 × 12 + 9.5): the chart's x, so that
 * whole numbers fall on the first of a month.
 */
export function monthIndexOf(isoDay: string): number {
  const [year = 0, mon = 1, date = 1] = isoDay.slice(0, 10).split('-').map(Number);
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return year * 12 + (mon - 1) + (date - 1) / days;
}

/** The server's reason as a sentence: 'fewer than 5 …' → 'Fewer than 5 ….' */
export function reasonSentence(reason: string): string {
  const text = reason.trim();
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The chart in words, for screen readers (a canvas has none). */
export function chartSummary(check: MarketReferenceCheck): string {
  const prices = check.sales.map((sale) => sale.price_per_sqft);
  const shown =
    check.sales.length < check.comparables
      ? `${check.sales.length} of ${check.comparables} comparable sales, spread`
      : `${check.sales.length} comparable sales`;
  const range = prices.length
    ? `, from ${formatAed(Math.min(...prices))} to ${formatAed(Math.max(...prices))} per sq ft`
    : '';
  return (
    `Chart of ${shown} over the last ${check.window_months} months${range}; ` +
    `the median is ${formatAed(check.median_price_per_sqft)} per sq ft, ` +
    `this listing ${formatAed(check.listing_price_per_sqft)} per sq ft.`
  );
}
