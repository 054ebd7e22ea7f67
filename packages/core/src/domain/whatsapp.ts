/**
 * WhatsApp number per SPEC §9: non-digits removed; a 9-digit number not starting with 971 gets 971.
 * Beyond the spec, the dialling prefixes people type are dropped first: "00" before a country code
 * and the trunk "0" of a UAE local number (050 123 4567 → 971501234567).
 */
export function normalizeWhatsapp(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 9 && !digits.startsWith('971')) return `971${digits}`;
  return digits;
}

/** wa.me link for the WhatsApp number, or the phone number when there is none; null when neither has digits. */
export function whatsappLink(contacts: { whatsapp?: string | null; phone?: string | null }): string | null {
  const source = contacts.whatsapp?.trim() ? contacts.whatsapp : contacts.phone;
  const digits = normalizeWhatsapp(source ?? '');
  return digits ? `https://wa.me/${digits}` : null;
}
