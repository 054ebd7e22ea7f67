import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAed, formatInteger } from './money.ts';

const intlAed = new Intl.NumberFormat('en-AE', {
  style: 'currency',
  currency: 'AED',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const intlInteger = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

describe('en-AE numbers without Intl', () => {
  it('writes prices as the spec shows them', () => {
    expect(formatAed(1_250_000)).toBe('AED\u00a01,250,000');
    expect(formatAed(950_000)).toBe('AED\u00a0950,000');
    expect(formatInteger(1250)).toBe('1,250');
    expect(formatInteger(999)).toBe('999');
  });

  it.each([
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    999.5,
    999_999.5,
    -1_250_000.5,
    0.49999999999999994,
    1e15,
    1e21,
    NaN,
    Infinity,
  ])('matches Intl for %s', (amount) => {
    expect(formatAed(amount)).toBe(intlAed.format(amount));
    expect(formatInteger(amount)).toBe(intlInteger.format(amount));
  });

  it('matches Intl for any number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e16, max: 1e16 })),
        (amount) => {
          expect(formatAed(amount)).toBe(intlAed.format(amount));
          expect(formatInteger(amount)).toBe(intlInteger.format(amount));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
