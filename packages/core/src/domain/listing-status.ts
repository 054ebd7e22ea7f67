/** Where a deal stands (the admin sets it): shown on cards and pages as a ribbon unless available. */
export const LISTING_STATUSES = ['available', 'reserved', 'sold'] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const isListingStatus = (value: unknown): value is ListingStatus =>
  (LISTING_STATUSES as readonly unknown[]).includes(value);

/** The answer to an inquiry about a sold listing (the web app shows it as it is). */
export const SOLD_INQUIRY_REFUSED = 'This property has been sold and no longer takes inquiries.';
