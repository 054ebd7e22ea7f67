import { formatUtcDayEn, formatUtcMonthEn } from '@dd/core';
import type { MarketKind, MarketReferenceCheck, RentCheck } from '@dd/core';

import { currentLanguage, translate } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/i18n';
import { formatOneDecimal, formatPrice, perLanguage } from '@/lib/format';

const KIND_KEYS: Record<MarketKind, MessageKey> & Record<string, MessageKey | undefined> = {
  apartment: 'market.kind.apartment',
  villa: 'market.kind.villa',
  townhouse: 'market.kind.townhouse',
  'hotel apartment': 'market.kind.hotelApartment',
  penthouse: 'market.kind.penthouse',
};

/** "1-bedroom apartments", "studio apartments", "villas", "off-plan 2-bedroom townhouses". */
export function comparableHomes(check: Pick<MarketReferenceCheck, 'kind' | 'rooms' | 'offplan'>): string {
  const key = KIND_KEYS[check.kind];
  const kind = key ? translate(key) : `${check.kind}s`;
  const bedrooms = /^(\d+) B\/R$/.exec(check.rooms ?? '')?.[1];
  const homes = bedrooms
    ? translate('market.homes.bedrooms', { count: Number(bedrooms), kind })
    : check.rooms === 'Studio'
      ? translate('market.homes.studio', { kind })
      : kind;
  return check.offplan ? translate('market.homes.offplan', { homes }) : homes;
}

/** "12 sales of 1-bedroom apartments in Marina Gate, last 12 months". */
export function comparablesSentence(check: MarketReferenceCheck): string {
  return translate('market.comparables', {
    count: check.comparables,
    homes: comparableHomes(check),
    place: check.place,
    months: check.window_months,
  });
}

/**
 * The homes a rent reference is of, as an investor says them: "1-bed flats", "studios", "3-bed villas",
 * "townhouses" (no bedroom count: any).
 */
export function rentHomes(rent: Pick<RentCheck, 'kind' | 'rooms'>): string {
  const key = rent.kind === 'apartment' ? 'market.rent.flats' : KIND_KEYS[rent.kind];
  const kind = key ? translate(key) : `${rent.kind}s`;
  const bedrooms = /^(\d+) B\/R$/.exec(rent.rooms ?? '')?.[1];
  if (bedrooms) return translate('market.rent.bedrooms', { count: Number(bedrooms), kind });
  if (rent.rooms !== 'Studio') return kind;
  return rent.kind === 'apartment'
    ? translate('market.rent.studios')
    : translate('market.homes.studio', { kind });
}

/**
 * "1-bed flats here rent for AED 90,000 a year (7 contracts, last 12 months): 8.2 % gross at this
 * price": the median annual rent, where ("here" for the listing's project, else the master project or
 * area by name), over how many contracts and months, and the gross yield at the asking price.
 */
export function rentSentence(rent: RentCheck): string {
  const where =
    rent.level === 'project'
      ? translate('market.rent.here')
      : translate('market.rent.in', { place: rent.place });
  const sentence = translate('market.rent.sentence', {
    homes: rentHomes(rent),
    where,
    rent: formatPrice(rent.median_annual),
    count: rent.contracts,
    months: rent.window_months,
    pct: formatOneDecimal(rent.gross_yield_pct),
  });
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Dates in the current language ('en-GB' for English: "10 Oct 2026", written without Intl), in UTC. */
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  perLanguage(
    (locale) =>
      new Intl.DateTimeFormat(locale === 'en-AE' ? 'en-GB' : locale, { ...options, timeZone: 'UTC' }),
  );
const day = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const month = dateFormat({ month: 'short', year: 'numeric' });
const english = () => currentLanguage() === 'en';

/** "10 Oct 2026" from 'YYYY-MM-DD' (the text itself when it is not a date). */
export function formatSaleDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return english() ? formatUtcDayEn(date) : day().format(date);
}

/** "Oct 2026" for a month index (year × 12 + month − 1), as the chart's axis counts months. */
export function formatMonthIndex(index: number): string {
  const year = Math.floor(index / 12);
  const date = new Date(Date.UTC(year, Math.round(index - year * 12), 1));
  return english() ? formatUtcMonthEn(date) : month().format(date);
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

/**
 * The server's reasons (apps/server/src/modules/market), each with its text in the catalogs; the
 * values a reason names (a place, a count) are passed on.
 */
const REASONS: [RegExp, MessageKey, (match: RegExpExecArray) => Record<string, string | number>][] = [
  [/^No market data is loaded yet$/, 'market.reason.noData', () => ({})],
  [/^Only homes are compared with the market/, 'market.reason.notHome', () => ({})],
  [/^The listing's type is not known$/, 'market.reason.type', () => ({})],
  [/^The listing's size is not known$/, 'market.reason.size', () => ({})],
  [/^The listing's handover is not known$/, 'market.reason.handover', () => ({})],
  [/^The listing's price is not known$/, 'market.reason.price', () => ({})],
  [/^"(.*)" could not be matched to DLD's areas$/, 'market.reason.unmatched', (m) => ({ place: m[1]! })],
  [/^(.*) is outside Dubai: DLD has no sales there$/, 'market.reason.outside', (m) => ({ place: m[1]! })],
  [/^no place to compare with$/, 'market.reason.noPlace', () => ({})],
  [/^fewer than \d+ comparable sales in \d+ months at every level$/, 'market.reason.fewer', () => ({})],
];

/**
 * The server's reason as a sentence in the current language: 'fewer than 5 comparable sales …' → 'Not
 * enough recent sales of similar homes here to compare yet.'
 * A reason the catalogs do not know is shown as the server wrote it, as a sentence.
 */
export function reasonSentence(reason: string): string {
  const text = reason.trim().replace(/[.!?]$/, '');
  for (const [pattern, key, values] of REASONS) {
    const match = pattern.exec(text);
    if (match) return translate(key, values(match));
  }
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return `${sentence}.`;
}

/** The chart in words, for screen readers (a canvas has none). */
export function chartSummary(check: MarketReferenceCheck): string {
  const prices = check.sales.map((sale) => sale.price_per_sqft);
  const shown =
    check.sales.length < check.comparables
      ? translate('market.chart.spread', { shown: check.sales.length, total: check.comparables })
      : translate('market.chart.all', { count: check.sales.length });
  const range = prices.length
    ? translate('market.chart.range', {
        min: formatPrice(Math.min(...prices)),
        max: formatPrice(Math.max(...prices)),
      })
    : '';
  return translate('market.chart.summary', {
    shown,
    months: check.window_months,
    range,
    median: formatPrice(check.median_price_per_sqft),
    listing: formatPrice(check.listing_price_per_sqft),
  });
}

/** "AED 1,900 per sq ft" in the current language (the chart's tooltips). */
export const perSqft = (amount: number): string =>
  translate('market.chart.perSqft', { price: formatPrice(amount) });
