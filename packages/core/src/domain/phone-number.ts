/**
 * A phone number as a visitor types it, in the one form the site stores and shows (ADR 0054): a UAE
 * number in international notation grouped as the UAE writes it ("050 123 4567", "0501234567",
 * "971501234567", "00971 50 123 4567" → "+971 50 123 4567"); a foreign number written with + or 00
 * kept as written, with + and single spaces ("0044 (20) 7946-0958" → "+44 20 7946 0958"). A number
 * with neither a country code nor a UAE shape cannot be dialled from Dubai: it is refused, as is
 * anything that is not a phone number.
 */
export type PhoneReading =
  { ok: true; phone: string } | { ok: false; problem: 'not_a_phone' | 'no_country_code' };

const UAE = '971';
/** Arabic-Indic and Persian digits, as an Arabic keyboard types them. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** Digits with spaces, brackets, dots and dashes between them, and an optional + in front. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
/** E.164: at most 15 digits with the country code; fewer than 7 is no one's number. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

const westernDigits = (text: string) =>
  text.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

/**
 * A UAE number after +971 (its "national significant number"), grouped: mobiles 5X XXX XXXX, land
 * lines by area code (2 Abu Dhabi, 3 Al Ain, 4 Dubai, 6 Sharjah and the north, 7 Ras Al Khaimah,
 * 9 Fujairah) A XXX XXXX, and the 600 and 800 service numbers. Null when it is none of them.
 */
function uaeGroups(national: string): string | null {
  let match = /^(5\d)(\d{3})(\d{4})$/.exec(national) ?? /^([234679])(\d{3})(\d{4})$/.exec(national);
  match ??= /^(600)(\d{3})(\d{3})$/.exec(national) ?? /^(800)(\d{2,7})$/.exec(national);
  return match ? match.slice(1).join(' ') : null;
}

const uae = (national: string): PhoneReading => {
  const groups = uaeGroups(national);
  return groups ? { ok: true, phone: `+${UAE} ${groups}` } : { ok: false, problem: 'not_a_phone' };
};

/** Reads a typed phone number: the form to store, or why it cannot be one. */
export function readPhone(typed: string): PhoneReading {
  const text = westernDigits(typed.trim());
  if (!PHONE_TEXT.test(text)) return { ok: false, problem: 'not_a_phone' };
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  const number = text.startsWith('+') ? digits : digits.replace(/^00/, '');
  if (number.length > MAX_DIGITS) return { ok: false, problem: 'not_a_phone' };

  if (international || (number.startsWith(UAE) && number.length >= 11)) {
    // A trunk 0 after the country code is dropped: "+971 050 …" is "+971 50 …".
    if (number.startsWith(UAE)) return uae(number.slice(UAE.length).replace(/^0/, ''));
    if (!international) return { ok: false, problem: 'not_a_phone' };
    if (number.length < MIN_DIGITS + 1 || number.startsWith('0'))
      return { ok: false, problem: 'not_a_phone' };
    return { ok: true, phone: `+${asWritten(text)}` };
  }
  // A UAE number dialled inside the country with its 0 ("050 …", "04 …").
  if (/^0[1-9]/.test(number)) {
    const national = uae(number.slice(1));
    if (national.ok || number.startsWith('05')) return national;
  }
  // A mobile without its 0 ("50 …"), and the 600 and 800 numbers, dialled so in the UAE.
  if (/^5\d{8}$/.test(number) || /^[68]00/.test(number)) {
    const national = uae(number);
    if (national.ok) return national;
  }
  if (number.startsWith('5')) return { ok: false, problem: 'not_a_phone' };
  return number.length >= MIN_DIGITS
    ? { ok: false, problem: 'no_country_code' }
    : { ok: false, problem: 'not_a_phone' };
}

/** The digits as the visitor grouped them, without the + or 00 in front, brackets and dashes as spaces. */
function asWritten(text: string): string {
  return text
    .replace(/^(\+|00)/, '')
    .replace(/[\s().-]+/g, ' ')
    .trim();
}

/** A stored number in the site's form when it can be read as one (rows kept before it), else as stored. */
export function displayPhone(stored: string): string {
  const reading = readPhone(stored);
  return reading.ok ? reading.phone : stored;
}
