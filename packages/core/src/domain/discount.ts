/** Discount of the distress price against the original price, in whole percent (SPEC §9). */
export function discountPercent(originalPrice: number, distressPrice: number): number {
  if (!(originalPrice > 0)) return 0;
  return Math.round(((originalPrice - distressPrice) / originalPrice) * 100);
}

/** Saving in AED shown on the detail banner; never negative. */
export function savingAmount(originalPrice: number, distressPrice: number): number {
  return Math.max(0, originalPrice - distressPrice);
}

/**
 * The distress price per square foot, in AED (not rounded); null without a size or a price. What the
 * cards and the listing page show (rounded) and the 'price_sqft' order compares.
 */
export function pricePerSqft(listing: { distress_price: number; size_sqft: number }): number | null {
  return listing.size_sqft > 0 && listing.distress_price > 0
    ? listing.distress_price / listing.size_sqft
    : null;
}
