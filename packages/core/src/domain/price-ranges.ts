export interface PriceRange {
  id: string;
  label: string;
  min: number;
  max: number;
}

/** Price filter options of SPEC §9; bounds are inclusive and apply to the distress price. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { id: '0-1000000', label: 'Under 1M', min: 0, max: 1_000_000 },
  { id: '1000000-2000000', label: '1M - 2M', min: 1_000_000, max: 2_000_000 },
  { id: '2000000-3000000', label: '2M - 3M', min: 2_000_000, max: 3_000_000 },
  { id: '3000000-5000000', label: '3M - 5M', min: 3_000_000, max: 5_000_000 },
  { id: '5000000-999999999', label: 'Above 5M', min: 5_000_000, max: 999_999_999 },
];

export function findPriceRange(id: string): PriceRange | undefined {
  return PRICE_RANGES.find((range) => range.id === id);
}
