import type { RentContract } from '@dd/core';

let serial = 0;

/**
 * `count` registered rent contracts of 1-bedroom flats in Marina Gate (Dubai Marina) starting on `date`,
 * from `annualRent` AED a year up by `step` each; `overrides` change any field of every contract.
 */
export function marinaGateRents(
  count: number,
  annualRent: number,
  { date, step = 1000, ...overrides }: Partial<RentContract> & { date: string; step?: number },
): RentContract[] {
  return Array.from({ length: count }, (_, i) => ({
    contract_id: `rent-${++serial}`,
    start_date: date,
    kind: 'apartment',
    rooms: '1 B/R',
    area: 'Marsa Dubai',
    master_project: 'Dubai Marina',
    project: 'Marina Gate',
    annual_rent: annualRent + i * step,
    renewal: i % 2 === 1,
    ...overrides,
  }));
}
