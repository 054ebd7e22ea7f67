/**
 * One message of a Telegram Desktop export (`result.json`, "Machine-readable JSON"), reduced to what an
 * import needs. Field names and shapes follow Telegram Desktop's own writer
 * (Telegram/SourceFiles/export/output/export_output_json.cpp):
 * - `id` (number) and `type` ("message", "service"; very old exports also "unsupported") are always
 *   there; every other field may be missing in older exports.
 * - `date` is ISO 8601 local time without a zone; `date_unixtime` (newer exports) is a string of seconds.
 * - `text` is a string, or an array mixing strings and entity objects `{type, text, href?, …}`;
 *   `text_entities` is always an array of `{type, text}` (plain parts have type "plain") that joins
 *   back to the same text. Service messages have `actor`/`action` and an empty text.
 * - `photo` is a path relative to the export folder (a full-account export prefixes it with the chat's
 *   folder, e.g. "chats/chat_01/photos/photo_5@01-02-2024_10-00-00.jpg"), or, when the file was not
 *   exported, a placeholder in parentheses: "(File not included. Change data exporting settings to
 *   download.)", "(File exceeds maximum size. …)", "(File unavailable, please try again later)".
 * - A photo sent uncompressed is a document: `file` + `mime_type` "image/…" and no `media_type`.
 */
export interface ExportMessage {
  id: number;
  /** Unix seconds: from `date_unixtime`, else `date` read as UTC (only differences are used); 0 when neither. */
  date: number;
  /** Who sent it (`from_id`, else the `from` name); null when the export does not say. */
  from: string | null;
  /** The text joined exactly from `text` (or `text_entities`); '' for none. */
  text: string;
  /** Whether the message carries a photo, exported or not. */
  hasPhoto: boolean;
  /** The photo's path inside the export; null when there is none or it was not exported. */
  photo: string | null;
  /** Service messages (joins, pins, title changes…) and unsupported ones: never part of an ad. */
  isService: boolean;
}

type Json = Record<string, unknown>;

const IMAGE_FILE = /\.(jpe?g|png|webp|gif|tiff?|avif|heic|heif)$/i;

/** Reads one entry of a `messages` array; null for entries without a numeric id (not a message). */
export function readMessage(raw: unknown): ExportMessage | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const m = raw as Json;
  const id = typeof m.id === 'number' ? m.id : typeof m.id === 'string' ? Number(m.id) : NaN;
  if (!Number.isSafeInteger(id)) return null;
  const isService = m.type !== undefined && m.type !== 'message';
  const photoField = imageField(m);
  return {
    id,
    date: readDate(m),
    from: stringOrNull(m.from_id) ?? stringOrNull(m.from),
    text: isService ? '' : joinText(m.text !== undefined ? m.text : m.text_entities),
    hasPhoto: !isService && photoField !== undefined,
    photo: isService || photoField === undefined ? null : safeRelativePath(photoField),
    isService,
  };
}

/** Joins `text` (string, or array of strings and `{text}` entities) or `text_entities` back to the text. */
export function joinText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  let text = '';
  for (const part of value) {
    if (typeof part === 'string') text += part;
    else if (typeof part === 'object' && part !== null && typeof (part as Json).text === 'string') {
      text += (part as Json).text as string;
    }
  }
  return text;
}

/** The photo's raw path (or placeholder): `photo`, or a `file` that is an image sent as a document. */
function imageField(m: Json): string | undefined {
  if (typeof m.photo === 'string') return m.photo;
  const mime = typeof m.mime_type === 'string' ? m.mime_type : '';
  if (typeof m.file === 'string' && m.media_type === undefined && mime.startsWith('image/')) {
    // Placeholders keep their meaning ("not exported"); real paths must look like an image file.
    return m.file.trim().startsWith('(') || IMAGE_FILE.test(m.file) ? m.file : undefined;
  }
  return undefined;
}

/** A path inside the export, '/'-separated; null for placeholders and anything that could leave it. */
export function safeRelativePath(raw: string): string | null {
  const path = raw.trim().replace(/^(\.\/)+/, '');
  if (path === '' || path.startsWith('(')) return null;
  if (path.startsWith('/') || path.includes('\\') || /^[a-zA-Z]:/.test(path) || path.includes('\0'))
    return null;
  const parts = path.split('/');
  if (parts.some((part) => part === '..' || part === '.' || part === '')) return null;
  return path;
}

function readDate(m: Json): number {
  const unix =
    typeof m.date_unixtime === 'string' || typeof m.date_unixtime === 'number'
      ? Number(m.date_unixtime)
      : NaN;
  if (Number.isFinite(unix)) return unix;
  if (typeof m.date === 'string') {
    const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(m.date) ? m.date : `${m.date}Z`);
    if (Number.isFinite(ms)) return Math.floor(ms / 1000);
  }
  return 0;
}

function stringOrNull(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}
