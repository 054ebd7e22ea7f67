import { z } from 'zod';
import { readPhone } from '../domain/phone-number.ts';

/*
 * Field rules shared by the request schemas. Messages are fragments ('is required'): the server's
 * error handler and the forms put the field's name in front of them.
 */

/** For required strings: a missing value "is required"; a value of another type "must be text". */
export const requiredString = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be text'),
};

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string(requiredString).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** Optional text: trimmed, at most `max` characters; missing, null or blank becomes null. */
export const nullableText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailSchema = z
  .string(requiredString)
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'));

/** Digits, spaces, brackets, dots and dashes with an optional leading +; the length is bounded apart. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/;

export const PHONE_MESSAGE = 'must be a phone number, e.g. +971 50 123 4567';

// A blank value is already reported as 'is required': one message per problem.
export const phoneSchema = requiredText(30).refine((v) => v === '' || PHONE_PATTERN.test(v), {
  message: PHONE_MESSAGE,
});

/** A number that is neither written with its country code nor shaped like a UAE number. */
export const PHONE_COUNTRY_MESSAGE =
  'must start with the country code, e.g. +44 20 7946 0958, unless it is a UAE number';

/**
 * A phone number to call back (an inquiry's): stored in one form, "+971 50 123 4567" for a UAE number,
 * a foreign one with + and its country code (domain/phone-number.ts); anything else is refused.
 */
export const callbackPhoneSchema = requiredText(30).transform((value, ctx) => {
  const reading = readPhone(value);
  if (reading.ok) return reading.phone;
  ctx.addIssue({
    code: 'custom',
    message: reading.problem === 'no_country_code' ? PHONE_COUNTRY_MESSAGE : PHONE_MESSAGE,
  });
  return z.NEVER;
});

/**
 * A person's name as it may be written in a greeting the site signs: letters of any script, with
 * single spaces, hyphens, apostrophes and a full stop after an initial between them ("Mary-Jane
 * O'Neil", "J. Smith", "محمد بن راشد"). No digits, no links, no other punctuation (issue 42: the name
 * is the one free text a stranger can put into an e-mail we send).
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?:(?:\.? |['’-])[\p{L}\p{M}]+)*\.?$/u;

export const PERSON_NAME_MESSAGE =
  'must be a name: letters, with spaces, hyphens or apostrophes between them';

export const personNameSchema = requiredText(100)
  .transform((v) => v.replace(/\s+/g, ' '))
  .refine((v) => v === '' || PERSON_NAME_PATTERN.test(v), { message: PERSON_NAME_MESSAGE });
