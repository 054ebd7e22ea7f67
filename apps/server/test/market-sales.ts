import type { MarketSale } from '@dd/core';

let serial = 0;

/**
 * `count` registered sales of 800 sq ft 1-bedroom flats in Marina Gate 1 (Dubai Marina) on `date`, from
 * `pricePerSqft` AED per sq ft up by `step` each; `overrides` change any field of every sale.
 */
export function marinaGateSales(
  count: number,
  pricePerSqft: number,
  { date, step = 10, ...overrides }: Partial<MarketSale> & { date: string; step?: number },
): MarketSale[] {
  return Array.from({ length: count }, (_, i) => ({
    transaction_id: `sale-${++serial}`,
    date,
    kind: 'apartment',
    rooms: '1 B/R',
    offplan: false,
    area: 'Marsa Dubai',
    master_project: 'Dubai Marina',
    project: 'Marina Gate',
    building: 'Marina Gate 1',
    area_sqft: 800,
    price: (pricePerSqft + i * step) * 800,
    price_per_sqft: pricePerSqft + i * step,
    ...overrides,
  }));
}
