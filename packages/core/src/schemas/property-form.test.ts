import { describe, expect, it } from 'vitest';
import { readTypedPrice } from '../telegram/ad-prices.ts';
import { propertyFormSchema } from './property-form.ts';

const valid = {
  property_name: 'Marina Gate',
  location: 'Dubai Marina',
  property_type: '2BR',
  original_price: '2,500,000',
  distress_price: '2,100,000',
};

const issues = (form: object) => {
  const result = propertyFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('readTypedPrice', () => {
  it.each([
    ['2.5M', 2_500_000],
    ['2.5 m', 2_500_000],
    ['950K', 950_000],
    ['950k', 950_000],
    ['1.1M', 1_100_000],
    ['2,500,000', 2_500_000],
    ['2 500 000', 2_500_000],
    ['AED 1,250,000', 1_250_000],
    ['1.2 млн', 1_200_000],
    ['2500000', 2_500_000],
    ['1.5', 1.5],
  ])('%j → %d', (typed, amount) => {
    expect(readTypedPrice(typed)).toBe(amount);
  });

  it.each(['two million', 'abc', '2.5M and 3M', ''])('%j is not an amount', (typed) => {
    expect(readTypedPrice(typed)).toBeNull();
  });
});

describe('property form schema', () => {
  it('requires only name, location, type and the two prices; the rest may be empty', () => {
    const parsed = propertyFormSchema.parse(valid);
    expect(parsed).toMatchObject({
      developer: '',
      furnishing: '',
      size_sqft: 0,
      floor_level: '',
      view_type: '',
      handover_date: '',
      payment_plan: '',
      parking_spaces: 0,
      brochure_link: null,
    });
    expect(issues({})).toEqual({
      property_name: 'is required',
      location: 'is required',
      property_type: 'is required',
      original_price: 'is required',
      distress_price: 'is required',
    });
  });

  it('takes what a Quick-Added listing stores: empty texts and a size of 0', () => {
    const quickAdded = {
      ...valid,
      developer: '',
      floor_level: '',
      view_type: '',
      size_sqft: 0,
      furnishing: '',
    };
    expect(issues(quickAdded)).toEqual({});
  });

  it('reads prices like the ads: 2.5M, 950K, 2,500,000', () => {
    expect(
      propertyFormSchema.parse({ ...valid, original_price: '2.5M', distress_price: '950K' }),
    ).toMatchObject({
      original_price: 2_500_000,
      distress_price: 950_000,
    });
  });

  it('says a negative number must be greater than 0, and names what is not a number', () => {
    expect(issues({ ...valid, distress_price: '-5', size_sqft: '-100' })).toEqual({
      distress_price: 'must be greater than 0',
      size_sqft: 'must be greater than 0',
    });
    expect(issues({ ...valid, original_price: 'lots', distress_price: '1.5' })).toEqual({
      original_price: 'must be a number',
      distress_price: 'must be a whole number',
    });
  });
});
