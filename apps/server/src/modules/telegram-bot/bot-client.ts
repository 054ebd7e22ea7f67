import { Api, GrammyError, HttpError } from 'grammy';

/** Telegram lets bots download files of up to 20 MB. */
export const MAX_BOT_FILE_BYTES = 20 * 1024 * 1024;

/**
 * grammY's Node build types its signals with the `abort-controller` polyfill's AbortSignal; Node's own
 * is the same thing at run time (grammY passes it to its fetch).
 */
export const botSignal = (signal: AbortSignal | undefined) =>
  signal as unknown as Parameters<Api['getMe']>[0];

/**
 * A download path as Telegram gives them ("photos/file_12.jpg"): relative, in plain segments. One that
 * starts with '/', climbs with '..' (plain or %-encoded: the URL parser resolves both) or carries other
 * characters could send the download, with the bot token in its URL, somewhere else.
 */
export function isSafeFilePath(path: string): boolean {
  return path.length <= 512 && /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/.test(path);
}

export interface BotClient {
  api: Api;
  /** The bytes of a file by its file_id (getFile, then the download link); throws on failure. */
  downloadFile(fileId: string, signal?: AbortSignal): Promise<Buffer>;
}

/** The Bot API through grammY, at `apiRoot` (https://api.telegram.org, or a local fake in tests). */
export function createBotClient(token: string, apiRoot: string): BotClient {
  // Requests must end: a long poll asks Telegram to hold it at most 25 s (poller.ts), so 60 s is a
  // dead connection.
  const api = new Api(token, { apiRoot, timeoutSeconds: 60 });
  return {
    api,
    async downloadFile(fileId, signal) {
      const file = await api.getFile(fileId, botSignal(signal));
      if (!file.file_path) throw new Error('Telegram gave no download path for the file');
      if (!isSafeFilePath(file.file_path)) throw new Error('Telegram gave an unsafe download path');
      if ((file.file_size ?? 0) > MAX_BOT_FILE_BYTES) throw new Error('The file is larger than 20 MB');
      const res = await fetch(`${apiRoot}/file/bot${token}/${file.file_path}`, {
        signal: signal ?? AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(`The file download answered ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_BOT_FILE_BYTES) throw new Error('The file is larger than 20 MB');
      return bytes;
    },
  };
}

export type Connection = 'starting' | 'connected' | 'degraded' | 'unauthorized';

/** What a failed Bot API call means for an admin: a refused token, or Telegram out of reach. */
export function describeBotError(error: unknown): { connection: Connection; detail: string } {
  if (error instanceof GrammyError) {
    if (error.error_code === 401 || error.error_code === 404) {
      return {
        connection: 'unauthorized',
        detail: 'Telegram refused the bot token: check it with @BotFather',
      };
    }
    if (error.error_code === 409) {
      return {
        connection: 'degraded',
        detail: `Another program receives this bot's updates: ${error.description}`,
      };
    }
    return { connection: 'degraded', detail: `Telegram answered ${error.error_code}: ${error.description}` };
  }
  if (error instanceof HttpError) {
    return { connection: 'degraded', detail: 'The Telegram Bot API cannot be reached (retrying)' };
  }
  return { connection: 'degraded', detail: error instanceof Error ? error.message : String(error) };
}
