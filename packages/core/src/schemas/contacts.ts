import { z } from 'zod';

export const contactsSchema = z
  .object({
    phone: z.string(),
    email: z.string(),
    whatsapp: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'Contacts' });

export type Contacts = z.infer<typeof contactsSchema>;

/** Shown before an admin edits the contact details (SPEC §3: a placeholder phone and an info e-mail). */
export const DEFAULT_CONTACTS: Contacts = {
  phone: '+971 50 000 0000',
  email: 'info@dubaidistressdeals.ae',
  whatsapp: null,
  address: 'Dubai, United Arab Emirates',
};
