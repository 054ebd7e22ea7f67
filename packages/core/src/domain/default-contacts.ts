/** The public contact details (the shape of the Contacts schema, without a schema library). */
export interface ContactDetails {
  phone: string;
  email: string;
  whatsapp: string | null;
  address: string | null;
}

/** Shown before an admin edits the contact details (SPEC §3: a placeholder phone and an info e-mail). */
export const DEFAULT_CONTACTS: ContactDetails = {
  phone: '+971 50 000 0000',
  email: 'info@dubaidistressdeals.ae',
  whatsapp: null,
  address: 'Dubai, United Arab Emirates',
};
