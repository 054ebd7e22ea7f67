import { describe, expect, it } from 'vitest';

import { callbackPhoneSchema, PHONE_COUNTRY_MESSAGE, PHONE_MESSAGE } from '../schemas/fields.ts';
import { displayPhone, readPhone } from './phone-number.ts';

const phoneOf = (typed: string) => {
  const reading = readPhone(typed);
  return reading.ok ? reading.phone : reading.problem;
};

describe('readPhone', () => {
  it.each([
    '050 123 4567',
    '0501234567',
    '050-123-4567',
    '(050) 123 4567',
    '501234567',
    '971501234567',
    '971 50 123 4567',
    '9710501234567',
    '+971501234567',
    '+971 50 123 4567',
    '+971 (0)50 123 4567',
    '+971-50-123-4567',
    '00971 50 123 4567',
    '00971501234567',
    ' ٠٥٠١٢٣٤٥٦٧ ',
    '۰۵۰ ۱۲۳ ۴۵۶۷',
  ])('reads the UAE mobile %j as +971 50 123 4567', (typed) => {
    expect(phoneOf(typed)).toBe('+971 50 123 4567');
  });

  it('groups land lines by area code, and the 600 and 800 numbers', () => {
    expect(phoneOf('04 123 4567')).toBe('+971 4 123 4567');
    expect(phoneOf('+971 2 612 3456')).toBe('+971 2 612 3456');
    expect(phoneOf('06-5123456')).toBe('+971 6 512 3456');
    expect(phoneOf('600 522222')).toBe('+971 600 522 222');
    expect(phoneOf('0600522222')).toBe('+971 600 522 222');
    expect(phoneOf('800 4444')).toBe('+971 800 4444');
    expect(phoneOf('+971 800 4444')).toBe('+971 800 4444');
  });

  it('keeps a foreign number as written, with + in front and single spaces', () => {
    expect(phoneOf('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneOf('0044 (20) 7946-0958')).toBe('+44 20 7946 0958');
    expect(phoneOf('+7 (916) 123-45-67')).toBe('+7 916 123 45 67');
    expect(phoneOf('+966501234567')).toBe('+966501234567');
    expect(phoneOf('00 91 98765 43210')).toBe('+91 98765 43210');
  });

  it('asks for the country code of a number that is not shaped like a UAE one', () => {
    expect(phoneOf('8 916 123 45 67')).toBe('no_country_code');
    expect(phoneOf('07700 900123')).toBe('no_country_code');
    expect(phoneOf('2079460958')).toBe('no_country_code');
  });

  it('refuses what is not a phone number, or a UAE number of the wrong length', () => {
    for (const typed of [
      'whatsapp me',
      'call 050 123 4567',
      '12345',
      '',
      '()',
      '+',
      '+1234',
      '+44 20 7946 0958 1234 5678',
      '12345678901234567',
      '+0044 20 7946 0958',
      '050 123 456',
      '050 123 45678',
      '+971 50 123 456',
      '+971 1 123 4567',
      '50123456',
      'ext. 12',
    ])
      expect(phoneOf(typed), typed).toBe('not_a_phone');
  });

  it('gives the form it gives back again (the stored form reads as itself)', () => {
    for (const stored of ['+971 50 123 4567', '+971 4 123 4567', '+44 20 7946 0958', '+971 600 522 222'])
      expect(phoneOf(stored)).toBe(stored);
  });
});

describe('displayPhone', () => {
  it("shows an older row in the site's form when it reads as a number, else as it was stored", () => {
    expect(displayPhone('0501234567')).toBe('+971 50 123 4567');
    expect(displayPhone('8 916 123 45 67')).toBe('8 916 123 45 67');
    expect(displayPhone('call me')).toBe('call me');
  });
});

describe('callbackPhoneSchema', () => {
  const messages = (typed: unknown) => {
    const result = callbackPhoneSchema.safeParse(typed);
    return result.success ? result.data : result.error.issues.map((issue) => issue.message);
  };

  it('answers the stored form, and one message per problem', () => {
    expect(messages(' 050 123 4567 ')).toBe('+971 50 123 4567');
    expect(messages('whatsapp me')).toEqual([PHONE_MESSAGE]);
    expect(messages('8 916 123 45 67')).toEqual([PHONE_COUNTRY_MESSAGE]);
    expect(messages('   ')).toEqual(['is required']);
    expect(messages(undefined)).toEqual(['is required']);
    expect(messages('+971 50 765 4321 0000 0000 0000')).toEqual(['must be at most 30 characters']);
  });
});
