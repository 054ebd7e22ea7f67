import { describe, expect, it } from 'vitest';
import { parseTelegramAd } from './ad-parser.ts';

const prices = (ad: string) => {
  const { fields, warnings } = parseTelegramAd(ad);
  return { original: fields.original_price, distress: fields.distress_price, warnings };
};

describe('prices in another currency', () => {
  it('reads the price in AED when the ad gives it in USD too, before or after, in either order', () => {
    for (const ad of [
      'USD 544,600 / AED 2,000,000\n2BR Marina Gate, Dubai Marina, 1,200 sq ft',
      'AED 2,000,000 (approx. 544,600 USD)\n2BR Marina Gate, Dubai Marina, 1,200 sq ft',
      'Price $545K | AED 2M\n2BR Marina Gate, Dubai Marina, 1,200 sq ft',
      '2BR Marina Gate, Dubai Marina, 1,200 sq ft\nЦена 2 млн AED (545 000 долларов)',
    ]) {
      expect(prices(ad), ad).toEqual({ original: null, distress: 2_000_000, warnings: expect.any(Array) });
      expect(prices(ad).warnings.join(' '), ad).not.toMatch(/USD|peg/);
    }
  });

  it('keeps both AED prices and leaves the dollars out', () => {
    const ad = 'Original AED 2,500,000 ($680K)\nSelling AED 2,000,000 ($545K)\n2BR Dubai Marina 1,200 sq ft';
    expect(prices(ad)).toMatchObject({ original: 2_500_000, distress: 2_000_000 });
  });

  it('converts a price given in USD only at the peg, rounded to 1,000 AED, and says so', () => {
    const { distress, warnings } = prices('Only USD 600,000!\n1BR JVC 800 sq ft, ready');
    expect(distress).toBe(2_204_000); // 600,000 × 3.6725 = 2,203,500
    expect(warnings).toContain(
      'The price is given in USD only: converted to AED at the peg of 3.6725 (rounded to 1,000 AED).',
    );
  });

  it('reads no price given only in another currency, and says why', () => {
    for (const ad of [
      '€500,000 2BR Business Bay 1,100 sq ft',
      '2BR Business Bay 1,100 sq ft, 45 000 000 руб',
    ]) {
      const { distress, original, warnings } = prices(ad);
      expect({ distress, original }, ad).toEqual({ distress: null, original: null });
      expect(warnings, ad).toContain('The only price given is not in AED: it was not read.');
    }
  });

  it('still reads an amount with no currency as AED', () => {
    expect(prices('2BR Dubai Marina 1,200 sq ft, price 2.1M').distress).toBe(2_100_000);
  });
});
