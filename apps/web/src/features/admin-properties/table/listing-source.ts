/**
 * How a listing was made, as the admin list may say it: `source` (or `created_via`) one of these. A list
 * that does not say it shows "—". `source` as an object is the Telegram post (a followed channel's),
 * which says where the deal was posted, not how the listing was made.
 */
export const LISTING_SOURCES = {
  form: 'Form',
  quick_add: 'Quick Add',
  bulk_add: 'Bulk Add',
  channel: 'Channel',
} as const;

export type ListingSource = keyof typeof LISTING_SOURCES;

export const LISTING_SOURCE_IDS = Object.keys(LISTING_SOURCES) as ListingSource[];

export const isListingSource = (value: unknown): value is ListingSource =>
  typeof value === 'string' && Object.hasOwn(LISTING_SOURCES, value);

/** The source a listing of the admin answer names, read from `source` when a name, else `created_via`. */
export function sourceOf(raw: Record<string, unknown>): ListingSource | null {
  if (isListingSource(raw.source)) return raw.source;
  if (isListingSource(raw.created_via)) return raw.created_via;
  return null;
}
