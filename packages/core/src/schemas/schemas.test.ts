import { describe, expect, it } from 'vitest';
import { forgotPasswordBodySchema, isEmailIdentifier, registerBodySchema } from './auth.ts';
import { contactsUpdateSchema } from './contacts.ts';
import { emailSchema, PERSON_NAME_MESSAGE, phoneSchema } from './fields.ts';
import { inquiryCreateSchema } from './inquiry.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('contactsUpdateSchema', () => {
  const base = { phone: '+971 4 123 4567', email: 'Sales@Example.com' };

  it('stores the WhatsApp number as digits after the SPEC §9 normalization', () => {
    for (const [raw, digits] of [
      ['+971 50 123 4567', '971501234567'],
      ['50 123 4567', '971501234567'],
      ['050 123 4567', '971501234567'],
      ['00971 50 123 4567', '971501234567'],
      ['+44 20 7946 0958', '442079460958'],
    ]) {
      expect(contactsUpdateSchema.parse({ ...base, whatsapp: raw }).whatsapp, raw).toBe(digits);
    }
  });

  it('trims, lowercases the e-mail and turns blank optional fields into null', () => {
    expect(
      contactsUpdateSchema.parse({ ...base, phone: ' +971 4 123 4567 ', whatsapp: ' ', address: '' }),
    ).toEqual({ phone: '+971 4 123 4567', email: 'sales@example.com', whatsapp: null, address: null });
    expect(contactsUpdateSchema.parse({ ...base, whatsapp: null })).toMatchObject({
      whatsapp: null,
      address: null,
    });
  });

  it('reports one message per problem, naming the field', () => {
    expect(
      messagesOf(contactsUpdateSchema.safeParse({ email: 'x', whatsapp: 'abc', address: 'a'.repeat(301) })),
    ).toEqual([
      'phone: is required',
      'email: must be a valid email address',
      'whatsapp: must be a phone number, e.g. +971 50 123 4567',
      'address: must be at most 300 characters',
    ]);
    expect(messagesOf(phoneSchema.safeParse('  '))).toEqual([': is required']);
    expect(messagesOf(emailSchema.safeParse(''))).toEqual([': is required']);
  });
});

describe('inquiryCreateSchema', () => {
  const valid = {
    property_id: '6f1c2b9e-2d4a-4c7e-9a51-0b8e3f7d2c10',
    name: ' Omar ',
    email: 'omar@example.com',
    phone: '+971 50 765 4321',
    message: 'Is the price negotiable?',
  };

  it('accepts a complete inquiry, trimmed', () => {
    expect(inquiryCreateSchema.parse(valid)).toEqual({ ...valid, name: 'Omar' });
  });

  it('requires every field and bounds the message', () => {
    expect(messagesOf(inquiryCreateSchema.safeParse({}))).toEqual(
      ['property_id', 'name', 'email', 'phone', 'message'].map((field) =>
        expect.stringMatching(`^${field}: `),
      ),
    );
    expect(messagesOf(inquiryCreateSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual([
      'message: must be at most 5000 characters',
    ]);
  });
});

describe('forgotPasswordBodySchema', () => {
  it('takes an admin username or a visitor e-mail in `username`, told apart by "@"', () => {
    expect(forgotPasswordBodySchema.parse({ username: ' admin ' })).toEqual({ username: 'admin' });
    const email = `${'a'.repeat(242)}@example.com`;
    expect(forgotPasswordBodySchema.parse({ username: email })).toEqual({ username: email });
    expect(messagesOf(forgotPasswordBodySchema.safeParse({ username: `a${email}` }))).toEqual([
      'username: must be at most 254 characters',
    ]);
    expect(messagesOf(forgotPasswordBodySchema.safeParse({ username: '  ' }))).toEqual([
      'username: is required',
    ]);
    expect(isEmailIdentifier('aisha@example.com')).toBe(true);
    expect(isEmailIdentifier('admin')).toBe(false);
  });
});

describe('registerBodySchema: the name', () => {
  const body = { email: 'a@example.com', phone: '+971 50 123 4567', password: 'Dubai@2026' };
  const name = (value: string) => registerBodySchema.safeParse({ ...body, name: value });

  it.each(['Omar Haddad', "Mary-Jane O'Neil", 'J. Smith', 'محمد بن راشد آل مكتوم', 'Ольга  Петрова'])(
    'takes %s',
    (value) => expect(name(value).success).toBe(true),
  );

  it('keeps single spaces', () => {
    expect(name('  Ольга   Петрова ').data?.name).toBe('Ольга Петрова');
  });

  it.each([
    'URGENT: your account is suspended',
    'call 0501234567',
    'Visit evil.com',
    'https://evil.example',
    'Omar <b>Haddad</b>',
    'Omar 2',
  ])('refuses %s, saying what a name is', (value) => {
    const result = name(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PERSON_NAME_MESSAGE);
  });
});
