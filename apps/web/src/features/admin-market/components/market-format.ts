import type { RentSkipReason, SkipReason } from '@dd/core';

import type { MarketDataset } from '../api/market-dataset';

/** Why rows were not kept, as the admin reads it (SKIP_REASONS of @dd/core). */
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  not_a_sale: 'Not a sale (mortgages, gifts)',
  not_a_home: 'Not a home (land, buildings, offices, shops)',
  price_per_sqm_outlier: 'Outlier price per m²',
  small_area: 'Area under 10 m²',
  low_value: 'Value under AED 100,000',
  missing_field: 'A required column empty',
  bad_date: 'Unreadable date',
  bad_number: 'Unreadable value or area',
  unreadable: 'Unreadable row',
};

/** Why lines of a rent contracts file were not kept (RENT_SKIP_REASONS of @dd/core). */
export const RENT_SKIP_REASON_LABELS: Record<RentSkipReason, string> = {
  not_a_home: 'Not a home (offices, shops, commercial use, staff accommodation, labour camps)',
  rent_outlier: 'Outlier annual rent',
  too_long: 'Line over 64 KB',
  missing_field: 'A required column empty',
  bad_date: 'Unreadable date',
  bad_number: 'Unreadable amount or number of units',
  unreadable: 'Unreadable row',
};

/** A reason the server gives that these lists do not know yet is shown as it is sent. */
export const skipReasonLabel = (reason: string, dataset: MarketDataset = 'sales'): string =>
  ((dataset === 'rents' ? RENT_SKIP_REASON_LABELS : SKIP_REASON_LABELS) as Record<string, string>)[reason] ??
  reason.replaceAll('_', ' ');

const number = new Intl.NumberFormat('en-AE');
export const formatCount = (value: number): string => number.format(value);

/** A day as the app shows dates ("12 Nov 2026"); a sale's date has no time, so it is read as UTC. */
const day = new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium', timeZone: 'UTC' });
export function formatSaleDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium', timeStyle: 'short' });
/** "12 Nov 2026, 2:30 pm" in the browser's time zone. */
export function formatImportTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "1.5 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
