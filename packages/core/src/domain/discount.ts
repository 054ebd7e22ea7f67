/** Discount of the distress price against the original price, in whole percent (SPEC §9). */
export function discountPercent(originalPrice: number, distressPrice: number): number {
  if (!(originalPrice > 0)) return 0;
  return Math.round(((originalPrice - distressPrice) / originalPrice) * 100);
}

/** Saving in AED shown on the detail banner; never negative. */
export function savingAmount(originalPrice: number, distressPrice: number): number {
  return Math.max(0, originalPrice - distressPrice);
}
