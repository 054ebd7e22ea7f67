import { type ExportMessage, readMessage } from './export-message.ts';

export type { ExportMessage } from './export-message.ts';

/** One chat or channel of an export, its messages in export order (oldest first). */
export interface ExportChat {
  /** Stable key of the chat: its id as a string, else its name (what imported listings record as source). */
  key: string;
  name: string;
  messages: ExportMessage[];
}

export interface TelegramExport {
  /** 'chat': the result.json of one chat or channel; 'account': a full-account export (chats list). */
  kind: 'chat' | 'account';
  chats: ExportChat[];
  /** Every entry of every messages array, service messages and unreadable entries included. */
  totalMessages: number;
}

/** The JSON is not a Telegram Desktop export; the message says what is wrong in the admin's words. */
export class ExportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportFormatError';
  }
}

const NOT_AN_EXPORT =
  'This JSON file is not a Telegram chat export. In Telegram Desktop choose Export chat history ' +
  '(or Export Telegram data) with the format "Machine-readable JSON" and upload its result.json';

/**
 * Parses the text of a result.json. Telegram Desktop writes control characters other than \n, \r, \t
 * as "\xNN", which JSON does not allow; such escapes are repaired before giving up.
 */
export function parseExportJson(text: string): unknown {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(source);
  } catch (error) {
    const repaired = source.replace(/(?<!\\)((?:\\\\)*)\\x([0-9A-Fa-f]{2})/g, '$1\\u00$2');
    if (repaired !== source) {
      try {
        return JSON.parse(repaired);
      } catch {
        // report the original error below
      }
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExportFormatError(`The file is not valid JSON: ${reason.slice(0, 160)}`);
  }
}

/**
 * Reads a parsed result.json: a single chat (`{name, type, id, messages}`) or a full-account export
 * (`{about, chats: {about, list: [chat…]}, left_chats: {…}, …}`). Left chats are read too.
 */
export function readTelegramExport(json: unknown): TelegramExport {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new ExportFormatError(NOT_AN_EXPORT);
  const root = json as Record<string, unknown>;
  if (Array.isArray(root.messages)) {
    const chat = readChat(root, 0);
    return { kind: 'chat', chats: [chat.chat], totalMessages: chat.total };
  }
  const lists = [root.chats, root.left_chats].map((section) =>
    typeof section === 'object' && section !== null ? (section as Record<string, unknown>).list : undefined,
  );
  if (!lists.some(Array.isArray)) {
    if ('about' in root || 'personal_information' in root || 'contacts' in root) {
      throw new ExportFormatError(
        'This Telegram export has no chats in it. Export again with the chats or channels you want selected',
      );
    }
    throw new ExportFormatError(NOT_AN_EXPORT);
  }
  const chats: ExportChat[] = [];
  let totalMessages = 0;
  const keys = new Set<string>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      if (
        typeof raw !== 'object' ||
        raw === null ||
        !Array.isArray((raw as Record<string, unknown>).messages)
      ) {
        continue;
      }
      const { chat, total } = readChat(raw as Record<string, unknown>, chats.length);
      // Keys must stay distinct within one export (a chat without id is keyed by name).
      while (keys.has(chat.key)) chat.key = `${chat.key}#${chats.length}`;
      keys.add(chat.key);
      chats.push(chat);
      totalMessages += total;
    }
  }
  return { kind: 'account', chats, totalMessages };
}

function readChat(raw: Record<string, unknown>, index: number): { chat: ExportChat; total: number } {
  const list = raw.messages as unknown[];
  const messages: ExportMessage[] = [];
  for (const entry of list) {
    const message = readMessage(entry);
    if (message) messages.push(message);
  }
  const name = typeof raw.name === 'string' && raw.name !== '' ? raw.name : chatTypeName(raw.type);
  const id =
    typeof raw.id === 'number' || (typeof raw.id === 'string' && raw.id !== '') ? String(raw.id) : null;
  return { chat: { key: id ?? (name || `chat-${index + 1}`), name, messages }, total: list.length };
}

function chatTypeName(type: unknown): string {
  if (type === 'saved_messages') return 'Saved Messages';
  if (type === 'replies') return 'Replies';
  return typeof type === 'string' ? type : '';
}
