import type { ListingStatus } from '@dd/core';

export const STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
};

/** "1 listing", "37 listings". */
export const listingsCount = (count: number): string =>
  `${count.toLocaleString('en')} ${count === 1 ? 'listing' : 'listings'}`;
