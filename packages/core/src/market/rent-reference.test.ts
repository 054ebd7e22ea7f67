import { describe, expect, it } from 'vitest';
import {
  chooseRentReference,
  grossYieldPct,
  type ComparableRent,
  type RentCandidates,
} from './rent-reference.ts';

const TODAY = new Date('2026-11-30T10:00:00Z');

/** `n` contracts starting on the given dates (cycled), at AED 80,000, 82,000, 84,000 … a year. */
function rents(n: number, dates: readonly string[]): ComparableRent[] {
  return Array.from({ length: n }, (_, i) => ({
    date: dates[i % dates.length]!,
    annual_rent: 80_000 + 2_000 * i,
  }));
}

const RECENT = ['2026-10-01', '2026-06-15', '2026-02-01']; // within 12 months of TODAY
const OLDER = ['2025-06-01', '2025-01-10']; // within 24 months, not 12
const ANCIENT = ['2024-11-29', '2023-05-01']; // beyond 24 months

describe('chooseRentReference', () => {
  it('uses the project when it has five contracts in 12 months', () => {
    const levels: RentCandidates[] = [
      { level: 'project', name: 'Marina Gate', rents: rents(5, RECENT) },
      { level: 'master_project', name: 'Dubai Marina', rents: rents(40, RECENT) },
      { level: 'area', name: 'Marsa Dubai', rents: rents(90, RECENT) },
    ];
    expect(chooseRentReference(levels, TODAY)).toEqual({
      median_annual: 84_000,
      contracts: 5,
      level: 'project',
      name: 'Marina Gate',
      window_months: 12,
      newest: '2026-10-01',
    });
  });

  it('widens to 24 months before going up a level, and goes up when that is not enough', () => {
    const widened: RentCandidates[] = [
      { level: 'project', name: 'Marina Gate', rents: [...rents(3, RECENT), ...rents(3, OLDER)] },
      { level: 'master_project', name: 'Dubai Marina', rents: rents(40, RECENT) },
    ];
    // 80,000, 82,000, 84,000 twice: the middle two are 82,000.
    expect(chooseRentReference(widened, TODAY)).toMatchObject({
      level: 'project',
      window_months: 24,
      contracts: 6,
      median_annual: 82_000,
      newest: '2026-10-01',
    });

    const upToArea: RentCandidates[] = [
      { level: 'project', name: 'Marina Gate', rents: rents(4, [...RECENT, ...OLDER]) },
      { level: 'master_project', name: 'Dubai Marina', rents: rents(2, RECENT) },
      { level: 'area', name: 'Marsa Dubai', rents: rents(6, OLDER) },
    ];
    expect(chooseRentReference(upToArea, TODAY)).toMatchObject({
      level: 'area',
      name: 'Marsa Dubai',
      window_months: 24,
      contracts: 6,
      median_annual: 85_000,
      newest: '2025-06-01',
    });
  });

  it('counts a contract starting on the first or the last day of the window, not after today', () => {
    const edges = ['2025-11-30', '2026-11-30'];
    expect(
      chooseRentReference([{ level: 'area', name: 'Al Karama', rents: rents(5, edges) }], TODAY),
    ).toMatchObject({ window_months: 12, contracts: 5, newest: '2026-11-30' });
    const later = [...rents(4, RECENT), { date: '2026-12-01', annual_rent: 90_000 }];
    expect(chooseRentReference([{ level: 'area', name: 'Al Karama', rents: later }], TODAY)).toMatchObject({
      contracts: 0,
    });
  });

  it('ignores contracts older than 24 months and rents that are not positive', () => {
    const levels: RentCandidates[] = [
      {
        level: 'project',
        name: 'Marina Gate',
        rents: [
          ...rents(4, RECENT),
          ...rents(10, ANCIENT),
          { date: '2026-09-01', annual_rent: 0 },
          { date: '2026-09-01', annual_rent: Number.NaN },
        ],
      },
    ];
    expect(chooseRentReference(levels, TODAY)).toEqual({
      contracts: 0,
      reason: 'fewer than 5 comparable rent contracts in 24 months at every level',
    });
    expect(chooseRentReference([], TODAY)).toEqual({ contracts: 0, reason: 'no place to compare with' });
  });

  it('rounds the median to the dirham, and reads a start date given with a time', () => {
    const odd = [80_000.4, 81_000.6, 81_500.5, 90_000, 95_000, 99_000].map((annual_rent, i) => ({
      date: i % 2 === 0 ? '2026-11-02T00:00:00' : '2026-03-01 12:00:00',
      annual_rent,
    }));
    // The middle two are 81,500.5 and 90,000: 85,750.25.
    expect(chooseRentReference([{ level: 'area', name: 'Al Karama', rents: odd }], TODAY)).toMatchObject({
      median_annual: 85_750,
      contracts: 6,
      newest: '2026-11-02',
    });
  });
});

describe('grossYieldPct', () => {
  it('is the annual rent over the price, in percent, to one decimal', () => {
    expect(grossYieldPct(90_000, 1_100_000)).toBe(8.2); // 8.18…
    expect(grossYieldPct(100_000, 1_000_000)).toBe(10);
    expect(grossYieldPct(45_000, 1_000_000)).toBe(4.5);
    expect(grossYieldPct(1_000, 3_000_000)).toBe(0);
    expect(grossYieldPct(2_000_000, 1_000_000)).toBe(200);
  });

  it('rounds halves up', () => {
    expect(grossYieldPct(72_500, 1_000_000)).toBe(7.3); // 7.25
    expect(grossYieldPct(29_000, 400_000)).toBe(7.3); // 7.25
    expect(grossYieldPct(61_500, 1_000_000)).toBe(6.2); // 6.15
    expect(grossYieldPct(72_490, 1_000_000)).toBe(7.2); // 7.249
  });

  it('refuses a rent or price that is not a positive number', () => {
    expect(() => grossYieldPct(0, 1_000_000)).toThrow(RangeError);
    expect(() => grossYieldPct(-90_000, 1_000_000)).toThrow(RangeError);
    expect(() => grossYieldPct(Number.NaN, 1_000_000)).toThrow(RangeError);
    expect(() => grossYieldPct(90_000, 0)).toThrow(RangeError);
    expect(() => grossYieldPct(90_000, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
