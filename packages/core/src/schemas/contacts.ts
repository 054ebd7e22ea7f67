import { z } from 'zod';
import { normalizeWhatsapp } from '../domain/whatsapp.ts';
import { emailSchema, nullableText, PHONE_MESSAGE, PHONE_PATTERN, phoneSchema } from './fields.ts';

export const contactsSchema = z
  .object({
    phone: z.string(),
    email: z.string(),
    whatsapp: z.string().nullable().describe('Digits only, country code first (e.g. 971501234567)'),
    address: z.string().nullable(),
  })
  .meta({ id: 'Contacts' });

export type Contacts = z.infer<typeof contactsSchema>;

const WHATSAPP_MAX_LENGTH = 30;
/** E.164 allows at most 15 digits; fewer than 7 cannot be a reachable number. */
const WHATSAPP_DIGITS = { min: 7, max: 15 };

/** Optional WhatsApp number, stored as digits after the SPEC §9 normalization; blank becomes null. */
const whatsappSchema = nullableText(WHATSAPP_MAX_LENGTH)
  .refine(
    (v) => {
      // Blank is fine; too long is reported by the length rule alone.
      if (v === null || v.length > WHATSAPP_MAX_LENGTH) return true;
      const digits = normalizeWhatsapp(v).length;
      return PHONE_PATTERN.test(v) && digits >= WHATSAPP_DIGITS.min && digits <= WHATSAPP_DIGITS.max;
    },
    { message: PHONE_MESSAGE },
  )
  .transform((v) => (v === null ? null : normalizeWhatsapp(v)));

/** Body of PUT /api/admin/contacts (SPEC §2 Contact Info tab): phone and e-mail required. */
export const contactsUpdateSchema = z
  .object({
    phone: phoneSchema,
    email: emailSchema,
    whatsapp: whatsappSchema.describe(
      'Optional; stored as digits only, a 9-digit local number gets 971 (SPEC §9)',
    ),
    address: nullableText(300).describe('Optional'),
  })
  .meta({ id: 'ContactsUpdate' });

export type ContactsUpdateInput = z.input<typeof contactsUpdateSchema>;
export type ContactsUpdate = z.output<typeof contactsUpdateSchema>;
