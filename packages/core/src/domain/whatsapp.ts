/** WhatsApp number per SPEC §9: non-digits removed; a 9-digit number not starting with 971 gets 971. */
export function normalizeWhatsapp(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 9 && !digits.startsWith('971')) return `971${digits}`;
  return digits;
}

/** wa.me link for the WhatsApp number, or the phone number when there is none; null when neither has digits. */
export function whatsappLink(contacts: { whatsapp?: string | null; phone?: string | null }): string | null {
  const source = contacts.whatsapp?.trim() ? contacts.whatsapp : contacts.phone;
  const digits = normalizeWhatsapp(source ?? '');
  return digits ? `https://wa.me/${digits}` : null;
}
