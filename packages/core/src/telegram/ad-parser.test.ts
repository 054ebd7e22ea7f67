import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTelegramAd } from './ad-parser.ts';
import { AD_FIELDS } from './ad-types.ts';
import {
  CHANNEL_STYLES,
  CORPUS,
  expectedFields,
  HOLDOUT,
  HOLDOUT_2,
  isExpectedAd,
  sameField,
} from '../../fixtures/telegram/ad-corpus.ts';
import { ADVERSARIAL_INPUTS } from '../../fixtures/telegram/adversarial.ts';

const ADS = CORPUS.filter(isExpectedAd);
const NON_ADS = CORPUS.filter((entry) => !isExpectedAd(entry));
const HOLDOUT_ADS = HOLDOUT.filter(isExpectedAd);

describe('corpus', () => {
  it('holds at least 180 ads in English, Russian and both, and some non-ads', () => {
    const count = (language: string) => ADS.filter((ad) => ad.language === language).length;
    expect(ADS.length).toBeGreaterThanOrEqual(180);
    expect(count('en')).toBeGreaterThanOrEqual(95);
    expect(count('ru')).toBeGreaterThanOrEqual(55);
    expect(count('mixed')).toBeGreaterThanOrEqual(25);
    expect(NON_ADS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CORPUS.map((entry) => entry.id)).size).toBe(CORPUS.length);
  });

  it('holds, with the holdout, at least 250 ads in at least 8 channel styles, every ad naming its style', () => {
    expect(HOLDOUT_ADS.length).toBeGreaterThanOrEqual(60);
    expect(HOLDOUT.length - HOLDOUT_ADS.length).toBeGreaterThanOrEqual(10);
    expect(ADS.length + HOLDOUT_ADS.length).toBeGreaterThanOrEqual(250);
    for (const ad of [...ADS, ...HOLDOUT_ADS]) expect(CHANNEL_STYLES, ad.id).toContain(ad.style);
    expect(new Set(ADS.map((ad) => ad.style)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(HOLDOUT_ADS.map((ad) => ad.style)).size).toBeGreaterThanOrEqual(8);
    const ids = [...CORPUS, ...HOLDOUT, ...HOLDOUT_2].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a second holdout of at least 50 ads in styles the others lack, every ad naming its style', () => {
    const ads = HOLDOUT_2.filter(isExpectedAd);
    expect(ads.length).toBeGreaterThanOrEqual(50);
    expect(HOLDOUT_2.length - ads.length).toBeGreaterThanOrEqual(5);
    for (const ad of ads) expect(CHANNEL_STYLES, ad.id).toContain(ad.style);
    const styles = new Set(ads.map((ad) => ad.style));
    for (const style of ['ru-slang', 'ru-translit', 'ar-listing'] as const) expect(styles).toContain(style);
  });

  it.each(ADS.map((ad) => [ad.id, ad] as const))('reads %s', (_id, ad) => {
    const parsed = parseTelegramAd(ad.text);
    expect(parsed.is_ad, parsed.not_ad_reason ?? '').toBe(true);
    const expected = expectedFields(ad);
    const wrong = AD_FIELDS.filter((field) => !sameField(field, expected[field], parsed.fields[field]));
    expect(Object.fromEntries(wrong.map((f) => [f, parsed.fields[f]]))).toEqual(
      Object.fromEntries(wrong.map((f) => [f, expected[f]])),
    );
    expect(parsed.missing).toEqual(AD_FIELDS.filter((field) => parsed.fields[field] === null));
  });

  it.each(NON_ADS.map((entry) => [entry.id, entry] as const))('recognises %s as not an ad', (_id, entry) => {
    const parsed = parseTelegramAd(entry.text);
    expect(parsed.is_ad).toBe(false);
    expect(parsed.not_ad_reason).toMatch(/\w/);
  });
});

describe('traps: numbers that are not prices', () => {
  const prices = (text: string) => {
    const { fields } = parseTelegramAd(text);
    return [fields.original_price, fields.distress_price];
  };

  it('ignores phone numbers next to prices', () => {
    expect(prices('2BR JVC 1,250,000 AED +971 55 123 4567')).toEqual([null, 1_250_000]);
    expect(prices('Studio JVC, call 0551234567, price 650K')).toEqual([null, 650_000]);
    expect(prices('1BR Marina 1.25M only! Call +971 55 1250000')).toEqual([null, 1_250_000]);
    expect(prices('Офис, Бизнес Бей, цена 1 600 000 AED, тел. 8-800-555-35-35')).toEqual([null, 1_600_000]);
    expect(prices('2BR JLT 1.85M, WhatsApp 00971 50 222 3344 or +7 916 123-45-67')).toEqual([
      null,
      1_850_000,
    ]);
  });

  it('ignores unit, plot, villa and floor numbers', () => {
    const ad = parseTelegramAd(
      'Unit 1205 | Plot 45 | Villa 12 | Floor 23\n3BR villa, Arabian Ranches, AED 4.6M',
    );
    expect(ad.fields.distress_price).toBe(4_600_000);
    expect(ad.fields.original_price).toBeNull();
    expect(ad.fields.floor_level).toBe('23rd floor');
  });

  it('keeps a size apart from a price with the same digits', () => {
    const ad = parseTelegramAd('3BR Sobha Hartland, 2,000 sqft, price 2,000,000 AED, was 2.4M');
    expect(ad.fields.size_sqft).toBe(2000);
    expect([ad.fields.original_price, ad.fields.distress_price]).toEqual([2_400_000, 2_000_000]);
  });

  it('does not take years, dates, quarters, splits or percentages for prices', () => {
    const ad = parseTelegramAd(
      '1BR Business Bay AED 1,100,000, 30% below OP\nHandover Q4 2027, 60/40, built 2019, listed 15.03.2026',
    );
    expect(ad.fields.distress_price).toBe(1_100_000);
    expect(ad.fields.original_price).toBe(1_571_000);
    expect(ad.discount_percent).toBe(30);
    expect(ad.fields.handover_date).toBe('Q4 2027');
    expect(ad.fields.payment_plan).toBe('60/40');
  });

  it('does not take rent, service charges or instalments paid for prices', () => {
    const ad = parseTelegramAd(
      'Studio DSO, rented at AED 145,000 a year?? Paid 400,000 so far. Price AED 395K',
    );
    expect([ad.fields.original_price, ad.fields.distress_price]).toEqual([null, 395_000]);
    expect(prices('1BR JVC, selling 1.12M, paid 30% (AED 336,000)')).toEqual([null, 1_120_000]);
    expect(prices('1BR JVC, selling 1.12M\nAmount paid: AED 336,000 (30%)')).toEqual([null, 1_120_000]);
    expect(prices('1 спальня JVC, цена 1,12 млн, внесено 336 000 AED')).toEqual([null, 1_120_000]);
  });

  it('reads what the seller paid as the original price', () => {
    expect(prices('Villa in Mudon, owner paid AED 3.2M, asking 2.95M')).toEqual([3_200_000, 2_950_000]);
    expect(prices('Студия JVC, взяли за 640 тыс, отдаём за 575 тыс AED')).toEqual([640_000, 575_000]);
  });

  it('reads MBR City named without "City", and the boulevard of that name as Downtown', () => {
    const location = (text: string) => parseTelegramAd(text).fields.location;
    expect(location('Villa in Mohammed Bin Rashid, AED 9M, was 11M')).toBe('Mohammed Bin Rashid City');
    expect(location('2BR on Mohammed Bin Rashid Boulevard, AED 2.1M, was 2.6M')).toBe('Downtown Dubai');
  });

  it('takes a discount amount for a discount, not for a price', () => {
    expect(prices('2BR JLT, AED 95K below OP, asking 1.05M')).toEqual([1_145_000, 1_050_000]);
    expect(prices('2 спальни JLT, цена 1,05 млн, скидка 95 тыс.')).toEqual([1_145_000, 1_050_000]);
    expect(prices('2BR JLT, OP 1.2M, discount: AED 150,000')).toEqual([1_200_000, 1_050_000]);
    // A price "below OP" with no other price is the price; a percentage makes it a price too.
    expect(prices('2BR JLT AED 1.05M below OP!')).toEqual([null, 1_050_000]);
    expect(prices('2BR JLT AED 1,250,000 30% below OP, was 1.8M')).toEqual([1_800_000, 1_250_000]);
  });
});

describe('properties on any input', () => {
  const fragments = fc.constantFrom(
    'AED 1,250,000',
    '1.25M',
    '950K',
    '1,2 млн',
    'OP 2.1M',
    'Was 3M',
    'Now',
    'Цена',
    '30% below OP',
    '-15%',
    '+971 55 123 4567',
    '050 123 4567',
    'Unit 1205',
    'Plot 45',
    'Floor 23',
    '2,000 sqft',
    '65 кв.м',
    'Q4 2026',
    '60/40',
    '2BR',
    'студия',
    'villa',
    'JVC',
    'Дубай Марина',
    'Emaar',
    'sea view',
    'вид на море',
    'Ready',
    '🔥',
    '#DubaiMarina',
    '@agent',
    'https://x.pdf',
    '\n',
    ' ',
    '|',
    '—',
    'SOLD',
    'ЖК Onyx',
    '2027',
  );
  const adLike = fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join(' '));
  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    adLike,
  );

  it('never throws, is deterministic and keeps its invariants', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const a = parseTelegramAd(text);
        expect(parseTelegramAd(text)).toEqual(a);
        const { original_price: original, distress_price: distress } = a.fields;
        if (original !== null && distress !== null) expect(distress).toBeLessThanOrEqual(original);
        for (const price of [original, distress]) {
          if (price !== null) expect(Number.isInteger(price) && price > 0).toBe(true);
        }
        expect(a.missing).toEqual(AD_FIELDS.filter((field) => a.fields[field] === null));
        expect(a.is_ad).toBe(a.not_ad_reason === null);
      }),
      { numRuns: 600 },
    );
  });

  // A regular expression that backtracks on one of these would hang here far past the test's timeout;
  // how long the slowest takes is a figure of `npm run bench:parser`, not of this test.
  it.each(
    ADVERSARIAL_INPUTS.map((input) => [`${JSON.stringify(input.slice(0, 12))}… (${input.length})`, input]),
  )(
    'reads the long adversarial string %s as a non-ad or an ad with its missing fields',
    (_name, input) => {
      const parsed = parseTelegramAd(input);
      expect(parsed.missing).toEqual(AD_FIELDS.filter((field) => parsed.fields[field] === null));
      expect(parsed.is_ad).toBe(parsed.not_ad_reason === null);
    },
    10_000,
  );
});
