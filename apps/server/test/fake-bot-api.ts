// A local stand-in for the Telegram Bot API (https://core.telegram.org/bots/api), reached through
// TELEGRAM_API_ROOT like the real one: `POST /bot<token>/<method>` with a JSON or form body answers
// `{ok, result}` or `{ok: false, error_code, description}`, files come from `/file/bot<token>/<path>`.
// It answers getMe, deleteWebhook, setWebhook, getWebhookInfo, getUpdates (long polling with offsets
// that confirm earlier updates, and 409 Conflict when two pollers overlap, as Telegram does), getFile
// and sendMessage (its HTML checked as Telegram reads it: 400 "can't parse entities" otherwise).
// Tests queue updates, serve files, refuse the token, take the whole API down and up again, have a
// user block the bot (403 "bot was blocked by the user") or make Telegram ask to wait (429 with
// parameters.retry_after).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAKE_BOT_TOKEN = '123456789:AAFakeTokenForTheLocalBotApi_0123456';
export const FAKE_BOT_ID = 123456789;

type Json = Record<string, unknown>;

export interface FakeBotApi {
  /** `http://127.0.0.1:<port>`: the TELEGRAM_API_ROOT of the app under test. */
  root: string;
  /** Queues an update (update_id assigned when missing); returns the update_id. */
  push(update: Json): number;
  /**
   * Serves `bytes` as a file; returns its file_id for a photo's sizes. `path`: the file_path getFile
   * answers (a hostile one, say), instead of photos/file_<n>.jpg.
   */
  addFile(bytes: Buffer, path?: string): string;
  /** Every call made, in order: method, parameters and the token it was made with. */
  calls: { method: string; params: Json; token: string }[];
  /** getUpdates calls answered 409 because another poller was waiting. */
  conflicts(): number;
  /** Updates still unconfirmed (no getUpdates with a higher offset yet). */
  unconfirmed(): number;
  /** The messages the bot sent (sendMessage calls that succeeded), to every chat or to one. */
  sent(chatId?: number | string): { chat_id: string; text: string; params: Json }[];
  /** The user of this private chat blocked the bot: sendMessage to it answers 403. */
  block(chatId: number | string, blocked?: boolean): void;
  /** The next `count` sendMessage calls answer 429 Too Many Requests with this retry_after. */
  floodWait(seconds: number, count?: number): void;
  /** Refuses every call with 401 Unauthorized (a revoked or mistyped token). */
  refuseToken(refuse: boolean): void;
  /** down: every connection is cut at once (unreachable); up: served again. */
  setReachable(reachable: boolean): void;
  close(): Promise<void>;
}

/** A second bot the fake knows (switching bots in the dashboard): its token, id and username. */
export const OTHER_BOT = {
  token: '987654321:AAOtherTokenForTheLocalBotApi_98765',
  id: 987654321,
  username: 'other_deals_test_bot',
};

export async function startFakeBotApi(
  options: { token?: string; username?: string; others?: (typeof OTHER_BOT)[] } = {},
): Promise<FakeBotApi> {
  const token = options.token ?? FAKE_BOT_TOKEN;
  const bots = new Map([
    [token, { id: FAKE_BOT_ID, username: options.username ?? 'dubai_deals_test_bot' }],
    ...(options.others ?? []).map((bot) => [bot.token, { id: bot.id, username: bot.username }] as const),
  ]);
  const updates: Json[] = [];
  const files = new Map<string, Buffer>();
  const calls: FakeBotApi['calls'] = [];
  const sockets = new Set<Socket>();
  let nextUpdateId = 700_000_001;
  let nextFile = 1;
  let conflicts = 0;
  let refused = false;
  let reachable = true;
  let waiting: { resolve: (conflict: boolean) => void } | undefined;
  const sentMessages: { chat_id: string; text: string; params: Json }[] = [];
  const blocked = new Set<string>();
  let flood = { seconds: 0, count: 0 };
  let nextMessageId = 1;

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, result: unknown) => send(res, 200, { ok: true, result });
  const fail = (res: ServerResponse, code: number, description: string) =>
    send(res, code, { ok: false, error_code: code, description });

  async function readParams(req: IncomingMessage, url: URL): Promise<Json> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const params: Json = Object.fromEntries(url.searchParams);
    const type = req.headers['content-type'] ?? '';
    if (body && type.includes('application/json')) Object.assign(params, JSON.parse(body) as Json);
    else if (body && type.includes('x-www-form-urlencoded'))
      Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
    return params;
  }

  const pending = (offset: number) => updates.filter((u) => (u.update_id as number) >= offset);

  async function getUpdates(res: ServerResponse, params: Json) {
    const offset = Number(params.offset ?? 0);
    const limit = Math.min(100, Number(params.limit ?? 100));
    const timeout = Math.min(50, Number(params.timeout ?? 0));
    // An offset confirms every update below it: Telegram forgets them.
    if (offset > 0)
      for (let i = updates.length - 1; i >= 0; i--)
        if ((updates[i]!.update_id as number) < offset) updates.splice(i, 1);
    if (waiting) {
      // Telegram: "Conflict: terminated by other getUpdates request".
      conflicts++;
      waiting.resolve(true);
    }
    if (pending(offset).length === 0 && timeout > 0) {
      const conflict = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeout * 1000);
        const entry = {
          resolve: (value: boolean) => {
            clearTimeout(timer);
            if (waiting === entry) waiting = undefined;
            resolve(value);
          },
        };
        waiting = entry;
        res.on('close', () => entry.resolve(false));
      });
      if (conflict)
        return fail(
          res,
          409,
          'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
        );
    }
    if (res.destroyed) return;
    ok(res, pending(offset).slice(0, limit));
  }

  function sendMessage(res: ServerResponse, params: Json) {
    const chatId = String(params.chat_id ?? '');
    const text = typeof params.text === 'string' ? params.text : '';
    if (!/^-?\d+$/.test(chatId)) return fail(res, 400, 'Bad Request: chat not found');
    if (flood.count > 0) {
      flood.count--;
      return send(res, 429, {
        ok: false,
        error_code: 429,
        description: `Too Many Requests: retry after ${flood.seconds}`,
        parameters: { retry_after: flood.seconds },
      });
    }
    if (blocked.has(chatId)) return fail(res, 403, 'Forbidden: bot was blocked by the user');
    let shown = text;
    if (params.parse_mode === 'HTML') {
      const parsed = readTelegramHtml(text);
      if (typeof parsed !== 'string')
        return fail(res, 400, `Bad Request: can't parse entities: ${parsed.error}`);
      shown = parsed;
    }
    if (!shown.trim()) return fail(res, 400, 'Bad Request: message text is empty');
    if (shown.length > 4096) return fail(res, 400, 'Bad Request: message is too long');
    sentMessages.push({ chat_id: chatId, text: shown, params });
    const chat =
      Number(chatId) > 0
        ? { id: Number(chatId), type: 'private', first_name: 'Visitor' }
        : { id: Number(chatId), type: 'channel', title: 'Chat' };
    return ok(res, {
      message_id: nextMessageId++,
      from: {
        id: FAKE_BOT_ID,
        is_bot: true,
        first_name: 'Deals Bot',
        username: options.username ?? 'dubai_deals_test_bot',
      },
      chat,
      date: Math.floor(Date.now() / 1000),
      text: shown,
    });
  }

  const server: Server = createServer((req, res) => {
    if (!reachable) {
      req.socket.destroy();
      return;
    }
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
      if (file) {
        const bytes = file[1] === token && !refused ? files.get(decodeURIComponent(file[2]!)) : undefined;
        if (!bytes) return fail(res, 404, 'Not Found');
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes.length });
        return res.end(bytes);
      }
      const call = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      if (!call) return fail(res, 404, 'Not Found');
      const bot = bots.get(call[1]!);
      if (!bot || refused) return fail(res, 401, 'Unauthorized');
      const method = call[2]!;
      const params = await readParams(req, url);
      calls.push({ method, params, token: call[1]! });
      switch (method) {
        case 'getMe':
          return ok(res, {
            id: bot.id,
            is_bot: true,
            first_name: 'Deals Bot',
            username: bot.username,
            can_join_groups: true,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          });
        case 'deleteWebhook':
        case 'setWebhook':
          return ok(res, true);
        case 'getWebhookInfo':
          return ok(res, { url: '', has_custom_certificate: false, pending_update_count: updates.length });
        case 'getUpdates':
          return getUpdates(res, params);
        case 'getFile': {
          const id = String(params.file_id ?? '');
          const bytes = files.get(id);
          if (!bytes) return fail(res, 400, 'Bad Request: invalid file_id');
          return ok(res, { file_id: id, file_unique_id: `u-${id}`, file_size: bytes.length, file_path: id });
        }
        case 'sendMessage':
          return sendMessage(res, params);
        default:
          return fail(res, 404, 'Not Found: method not found');
      }
    })().catch((error: unknown) => fail(res, 500, String(error)));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    root: `http://127.0.0.1:${port}`,
    push(update) {
      const id = (update.update_id as number | undefined) ?? nextUpdateId++;
      updates.push({ ...update, update_id: id });
      waiting?.resolve(false);
      return id;
    },
    addFile(bytes, path) {
      const id = path ?? `photos/file_${nextFile++}.jpg`;
      files.set(id, bytes);
      return id;
    },
    calls,
    sent: (chatId) =>
      chatId === undefined ? [...sentMessages] : sentMessages.filter((m) => m.chat_id === String(chatId)),
    block(chatId, value = true) {
      if (value) blocked.add(String(chatId));
      else blocked.delete(String(chatId));
    },
    floodWait(seconds, count = 1) {
      flood = { seconds, count };
    },
    conflicts: () => conflicts,
    unconfirmed: () => updates.length,
    refuseToken(refuse) {
      refused = refuse;
    },
    setReachable(value) {
      reachable = value;
      if (!value) {
        waiting?.resolve(false);
        for (const socket of sockets) socket.destroy();
      }
    },
    async close() {
      waiting?.resolve(false);
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

const HTML_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'tg-spoiler',
  'span',
  'blockquote',
]);

/**
 * Telegram's HTML parse mode, as the Bot API documents it: only its tags, each closed in order; `<`,
 * `>` and `&` elsewhere must be written as entities (&lt; &gt; &amp; &quot; or numeric). Returns the
 * text shown, or why Telegram would refuse it.
 */
export function readTelegramHtml(html: string): string | { error: string } {
  const open: string[] = [];
  let shown = '';
  const pattern =
    /<(\/?)([a-z-]+)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*>|&(#\d+|#x[\da-f]+|lt|gt|amp|quot);|([<>&])/gi;
  let last = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    shown += html.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[5]) return { error: `unsupported start tag or character "${m[5]}" at byte offset ${m.index}` };
    if (m[4]) {
      const entity = m[4].toLowerCase();
      shown +=
        entity === 'lt'
          ? '<'
          : entity === 'gt'
            ? '>'
            : entity === 'amp'
              ? '&'
              : entity === 'quot'
                ? '"'
                : String.fromCodePoint(
                    entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
                  );
      continue;
    }
    const tag = m[2]!.toLowerCase();
    if (!HTML_TAGS.has(tag)) return { error: `unsupported start tag "${tag}" at byte offset ${m.index}` };
    if (m[1]) {
      if (open.pop() !== tag) return { error: `unexpected end tag at byte offset ${m.index}` };
    } else open.push(tag);
  }
  if (open.length > 0) return { error: `can't find end tag corresponding to start tag "${open.at(-1)}"` };
  return shown + html.slice(last);
}

/** Telegram's update shapes, built the way the Bot API sends them. */
export const tg = {
  channel: (id: number, title: string, username?: string) => ({
    id,
    type: 'channel',
    title,
    ...(username ? { username } : {}),
  }),
  /** The bot made an administrator of a channel (or removed: status 'left' / 'kicked'). */
  botAdded(chat: Json, status: 'administrator' | 'left' | 'kicked' = 'administrator'): Json {
    return {
      my_chat_member: {
        chat,
        from: { id: 42, is_bot: false, first_name: 'Owner' },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { user: { id: FAKE_BOT_ID, is_bot: true, first_name: 'Deals Bot' }, status: 'left' },
        new_chat_member: {
          user: { id: FAKE_BOT_ID, is_bot: true, first_name: 'Deals Bot' },
          status,
          ...(status === 'administrator' ? { can_post_messages: true, can_edit_messages: true } : {}),
        },
      },
    };
  },
  /** A user's private chat with the bot (its id is the user's id). */
  user: (id: number, firstName = 'Aisha', username?: string) => ({
    id,
    is_bot: false,
    first_name: firstName,
    ...(username ? { username } : {}),
  }),
  /**
   * A message a user wrote to the bot in their private chat; a command (`/start abc`) carries its
   * bot_command entity, as Telegram marks it. `/start <param>` is what a t.me/<bot>?start=<param>
   * link sends when the user presses Start.
   */
  privateMessage(
    user: { id: number; first_name: string; username?: string },
    text: string,
    messageId = 1,
    languageCode = 'en',
  ): Json {
    const chat = {
      id: user.id,
      type: 'private',
      first_name: user.first_name,
      ...(user.username ? { username: user.username } : {}),
    };
    const command = /^\/\w+/.exec(text);
    return {
      message: {
        message_id: messageId,
        from: { ...user, is_bot: false, language_code: languageCode },
        chat,
        date: Math.floor(Date.now() / 1000),
        text,
        ...(command ? { entities: [{ offset: 0, length: command[0].length, type: 'bot_command' }] } : {}),
      },
    };
  },
  /** The user blocked the bot in their private chat (Telegram sends my_chat_member 'kicked'). */
  blockedBy(user: { id: number; first_name: string }): Json {
    return {
      my_chat_member: {
        chat: { id: user.id, type: 'private', first_name: user.first_name },
        from: { ...user, is_bot: false },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: {
          user: { id: FAKE_BOT_ID, is_bot: true, first_name: 'Deals Bot' },
          status: 'member',
        },
        new_chat_member: {
          user: { id: FAKE_BOT_ID, is_bot: true, first_name: 'Deals Bot' },
          status: 'kicked',
          until_date: 0,
        },
      },
    };
  },
  post(
    chat: Json,
    messageId: number,
    content: { text?: string; caption?: string; photo?: string; media_group_id?: string; reply_to?: number },
    kind: 'channel_post' | 'edited_channel_post' = 'channel_post',
  ): Json {
    const date = Math.floor(Date.now() / 1000);
    const message: Json = { message_id: messageId, sender_chat: chat, chat, date };
    if (kind === 'edited_channel_post') message.edit_date = date;
    if (content.text !== undefined) message.text = content.text;
    if (content.caption !== undefined) message.caption = content.caption;
    if (content.media_group_id) message.media_group_id = content.media_group_id;
    if (content.photo) {
      // Telegram sends each photo in several sizes, the largest last.
      message.photo = [
        { file_id: `${content.photo}#thumb`, file_unique_id: 't', width: 90, height: 60, file_size: 1000 },
        { file_id: content.photo, file_unique_id: 'l', width: 1280, height: 853, file_size: 90_000 },
      ];
    }
    if (content.reply_to !== undefined) {
      message.reply_to_message = { message_id: content.reply_to, sender_chat: chat, chat, date: date - 60 };
    }
    return { [kind]: message };
  },
};
