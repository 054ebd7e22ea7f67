import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServiceContext } from '../service-context.ts';
import { type BotClient, botSignal, type Connection, describeBotError } from './bot-client.ts';
import type { BotSettings } from './bot-token.service.ts';
import type { BotIo } from './channel-posts.service.ts';
import { sendQueuedTelegramMessages } from './telegram-sender.ts';
import { processPendingUpdates } from './update-processor.ts';
import {
  advancePollOffset,
  pollOffset,
  releaseLease,
  saveConnection,
  storeUpdates,
  takeLease,
} from './updates.repository.ts';

/**
 * The update kinds the site reads; Telegram sends no others. `message`: what visitors write to the bot
 * in private chats (/start with a link token, /stop).
 */
export const ALLOWED_UPDATES = ['channel_post', 'edited_channel_post', 'my_chat_member', 'message'] as const;

export interface BotRunnerOptions {
  /** How long one getUpdates waits for news (Telegram holds the request open). */
  pollTimeoutSeconds: number;
  /** How long the instance that talks to Telegram holds its lease without renewing it. */
  leaseMs: number;
  albumQuietMs: number;
  /** How often the stored updates are looked at when nothing wakes the processor. */
  processEveryMs: number;
  /** Backoff after a failed call: doubling from the first value up to the second. */
  retryMs: [number, number];
}

export const DEFAULT_BOT_OPTIONS: BotRunnerOptions = {
  pollTimeoutSeconds: 25,
  leaseMs: 60_000,
  albumQuietMs: 1000,
  processEveryMs: 500,
  retryMs: [1000, 60_000],
};

export interface BotRunner {
  /** Stored updates are waiting (a webhook call): read them now if this instance is the one. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Follows the channels: of all instances on one database, the one holding the lease (telegram_state)
 * talks to Telegram and reads the stored updates; the others wait to take over. With long polling,
 * updates are stored before the offset moves past them (an update delivered again is stored once);
 * with a webhook (its secret in `settings`) the route stores them and this only reads them. A failed
 * call is retried with backoff while the site keeps serving; the connection state is shared in the
 * database for /api/health and the Telegram tab.
 */
export function startBotRunner(
  ctx: ServiceContext,
  bot: BotClient,
  log: BotIo['log'] & { info: (details: object, message: string) => void },
  options: BotRunnerOptions,
  settings: BotSettings,
): BotRunner {
  const polling = settings.webhookSecret === undefined;
  const instanceId = randomUUID();
  const stopping = new AbortController();
  const io: BotIo = { bot, log };
  let leader = false;
  let ready = false;
  let wakeProcessor: (() => void) | undefined;
  let wakeSender: (() => void) | undefined;
  let saved: { connection: Connection; detail: string | null; at: number } | undefined;

  const report = async (connection: Connection, detail: string | null, botUsername?: string) => {
    // Written when it changes, and once a minute so the tab can tell how fresh it is.
    if (saved && saved.connection === connection && saved.detail === detail && Date.now() - saved.at < 60_000)
      return;
    if (saved?.connection !== connection) {
      const line = { connection, detail };
      if (connection === 'connected') log.info(line, 'Telegram bot connected');
      else log.warn(line, 'Telegram bot not connected');
    }
    saved = { connection, detail, at: Date.now() };
    await saveConnection(ctx.db, { connection, detail, ...(botUsername ? { botUsername } : {}) }, ctx.now());
  };

  const signal = botSignal(stopping.signal);
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => {});

  async function connect(): Promise<void> {
    const me = await bot.api.getMe(signal);
    if (polling) {
      await bot.api.deleteWebhook({}, signal);
      await report('connected', null, me.username);
    } else if (ctx.config.appUrlConfigured) {
      await bot.api.setWebhook(
        `${ctx.config.appUrl}/api/telegram/webhook`,
        { secret_token: settings.webhookSecret!, allowed_updates: [...ALLOWED_UPDATES] },
        signal,
      );
      await report('connected', null, me.username);
    } else {
      await report(
        'degraded',
        'TELEGRAM_WEBHOOK_SECRET is set but APP_URL is not: set APP_URL to the public https address, or remove the secret to use long polling',
        me.username,
      );
    }
    ready = true;
  }

  async function talkToTelegram(): Promise<void> {
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        leader = await takeLease(ctx.db, instanceId, ctx.now(), options.leaseMs);
        if (!leader) {
          await pause(options.leaseMs / 3);
          continue;
        }
        if (!ready) await connect();
        if (polling) {
          const updates = await bot.api.getUpdates(
            {
              offset: await pollOffset(ctx.db, settings.botId),
              timeout: options.pollTimeoutSeconds,
              allowed_updates: [...ALLOWED_UPDATES],
            },
            signal,
          );
          if (updates.length > 0) {
            // Stored first: only then may the offset tell Telegram to forget them.
            await storeUpdates(ctx.db, updates, ctx.now());
            await advancePollOffset(ctx.db, settings.botId, Math.max(...updates.map((u) => u.update_id)) + 1);
            wakeProcessor?.();
          }
          await report('connected', null);
        } else {
          await pause(options.leaseMs / 3);
        }
        failures = 0;
      } catch (error) {
        if (stopping.signal.aborted) break;
        failures++;
        const { connection, detail } = describeBotError(error);
        if (connection === 'unauthorized') ready = false;
        await report(connection, detail).catch(() => {});
        const [first, most] = options.retryMs;
        await pause(Math.min(most, first * 2 ** Math.min(failures - 1, 16)) * (0.8 + Math.random() * 0.4));
      }
    }
  }

  async function readStoredUpdates(): Promise<void> {
    while (!stopping.signal.aborted) {
      let finished = 0;
      if (leader) {
        try {
          finished = await processPendingUpdates(ctx, io, { albumQuietMs: options.albumQuietMs });
        } catch (error) {
          log.warn({ err: error }, 'Telegram updates could not be read (will retry)');
        }
      }
      if (finished > 0) {
        wakeSender?.(); // the answers to what visitors wrote
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.processEveryMs);
        wakeProcessor = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeProcessor = undefined;
    }
  }

  /**
   * Sends the bot's outbox (alerts and answers to private chats) while this instance talks to
   * Telegram; a 429 pauses it for the time Telegram asks.
   */
  async function sendQueued(): Promise<void> {
    let pausedUntil = 0;
    while (!stopping.signal.aborted) {
      if (leader && ready && Date.now() >= pausedUntil) {
        try {
          const pass = await sendQueuedTelegramMessages(ctx, bot, log, stopping.signal);
          if (pass.pausedUntil !== null) pausedUntil = Date.now() + (pass.pausedUntil - ctx.now().getTime());
        } catch (error) {
          log.warn({ err: error }, 'Telegram messages could not be sent (will retry)');
        }
      }
      await new Promise<void>((resolve) => {
        const wait = Math.max(options.processEveryMs, pausedUntil - Date.now());
        const timer = setTimeout(resolve, wait);
        wakeSender = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeSender = undefined;
    }
  }

  stopping.signal.addEventListener(
    'abort',
    () => {
      wakeProcessor?.();
      wakeSender?.();
    },
    { once: true },
  );
  const loops = Promise.all([talkToTelegram(), readStoredUpdates(), sendQueued()]);
  return {
    wake: () => wakeProcessor?.(),
    async stop() {
      stopping.abort();
      await loops;
      await releaseLease(ctx.db, instanceId).catch(() => {});
    },
  };
}
