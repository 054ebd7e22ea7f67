/**
 * Builders for Telegram Desktop exports shaped exactly as its JSON writer (export_output_json.cpp)
 * writes them: `date` + `date_unixtime` (a string), `from`/`from_id`, `text` as a string or an array
 * of strings and entity objects, `text_entities` always as `{type, text}` parts, photos as paths.
 */
export const T0 = 1_709_283_900; // 2024-03-01T09:05:00Z

export type TextPart = string | { type: string; text: string; href?: string };

export interface MessageOptions {
  /** Seconds after T0. */
  at?: number;
  text?: string | TextPart[];
  photo?: string;
  from?: string;
}

export interface ExportedMessage {
  id: number;
  type: 'message' | 'service';
  [field: string]: unknown;
}

export function message(id: number, options: MessageOptions = {}): ExportedMessage {
  const unix = T0 + (options.at ?? 0);
  const parts =
    typeof options.text === 'string' || options.text === undefined ? [options.text ?? ''] : options.text;
  const from = options.from ?? 'Deals Agent';
  return {
    id,
    type: 'message',
    date: new Date(unix * 1000).toISOString().slice(0, 19),
    date_unixtime: String(unix),
    from,
    from_id: `user${from.length * 1000 + 7}`,
    ...(options.photo ? { photo: options.photo, photo_file_size: 12345, width: 320, height: 200 } : {}),
    // Like the exporter: a lone plain part is written as a string, anything else as an array.
    text: parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts,
    // Every part, an empty trailing one included; no parts at all for an empty text.
    text_entities: (parts.length === 1 && parts[0] === '' ? [] : parts).map((part) =>
      typeof part === 'string' ? { type: 'plain', text: part } : { type: part.type, text: part.text },
    ),
  };
}

export function serviceMessage(id: number, at = 0, action = 'pin_message'): ExportedMessage {
  const unix = T0 + at;
  return {
    id,
    type: 'service',
    date: new Date(unix * 1000).toISOString().slice(0, 19),
    date_unixtime: String(unix),
    actor: 'Deals Agent',
    actor_id: 'user11007',
    action,
    text: '',
    text_entities: [],
  };
}

export function chatExport(name: string, id: number, messages: ExportedMessage[]) {
  return { name, type: 'public_channel', id, messages };
}

/** A full-account export: chats nested under chats.list, photo paths under each chat's folder. */
export function accountExport(chats: ReturnType<typeof chatExport>[]) {
  return {
    about: 'Here is the data you requested. Remember: Telegram is ad free, it doesn’t sell your data.',
    personal_information: {
      user_id: 11007,
      first_name: 'Deals',
      last_name: 'Agent',
      phone_number: '+971 50 000 0000',
    },
    chats: { about: 'This page lists all chats from this export.', list: chats },
  };
}

/** A property ad a parser should read: location, type, size, prices (original and distress). */
export function adText(
  n: number,
  overrides: { name?: string; location?: string; type?: string } = {},
): string {
  const original = 1_400_000 + n * 10_000;
  const price = 1_100_000 + n * 10_000;
  return [
    '🔥 DISTRESS DEAL 🔥',
    // Projects are read with numbers of up to three digits; ads a thousand apart differ in size enough
    // to be different deals (ADR 0019).
    `${overrides.name ?? `Binghatti Onyx ${n % 1000}`} — ${overrides.location ?? 'JVC'}`,
    `${overrides.type ?? '2 BR'} | ${1_000 + n} sq.ft | High floor`,
    `Original price: AED ${original.toLocaleString('en-US')}`,
    `Selling price: AED ${price.toLocaleString('en-US')} ✅`,
    'Handover Q2 2026 | Payment plan 60/40',
    'Call +971 50 123 4567',
  ].join('\n');
}

/** The same kind of ad in Russian, as agents in Dubai often post them. */
export function russianAdText(n: number): string {
  const original = 2_000_000 + n * 10_000;
  const price = 1_650_000 + n * 10_000;
  return [
    '🔥 СРОЧНАЯ ПРОДАЖА 🔥',
    `Sobha Hartland ${n} — MBR City`,
    `Квартира 1BR, ${700 + n} sq.ft, высокий этаж`,
    `Цена: AED ${price.toLocaleString('en-US')}`,
    `Оригинальная цена: AED ${original.toLocaleString('en-US')}`,
    'Сдача: Q4 2025',
  ].join('\n');
}

export const NOT_ADS = [
  'Good morning everyone! ☀️',
  'SOLD ✅ thank you all',
  'Market update: prices in Dubai keep rising',
];
