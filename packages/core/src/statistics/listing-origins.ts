/** How a listing was made (stored as `properties.created_via`). */
export const LISTING_ORIGINS = {
  form: 'Form',
  quick_add: 'Quick Add',
  bulk_add: 'Bulk Add',
  channel: 'Channel',
} as const;

export type ListingOrigin = keyof typeof LISTING_ORIGINS;

export const LISTING_ORIGIN_IDS = Object.keys(LISTING_ORIGINS) as [ListingOrigin, ...ListingOrigin[]];
