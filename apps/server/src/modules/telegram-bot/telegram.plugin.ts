import type { FastifyPluginAsync } from 'fastify';
import { runInBackground } from '../../lib/background-loop.ts';
import { createBotClient } from './bot-client.ts';
import { type BotRunner, type BotRunnerOptions, DEFAULT_BOT_OPTIONS, startBotRunner } from './bot-runner.ts';
import { type BotSettings, currentBot } from './bot-token.service.ts';
import { telegramRoutes } from './telegram.routes.ts';

export interface TelegramTimings extends BotRunnerOptions {
  /** How often an instance looks whether an owner saved, changed or removed the bot in the dashboard. */
  settingsEveryMs: number;
}

/** What makes two bot settings the same running bot. */
const runnerKey = (bot: BotSettings | undefined) =>
  bot ? [bot.token, bot.apiRoot, bot.webhookSecret ?? ''].join('\n') : '';

/**
 * Following Telegram channels: the routes, and a bot runner for the site's bot (TELEGRAM_BOT_TOKEN,
 * else the token saved in the dashboard), started once the app is ready and stopped before the
 * database closes. Without the environment's token, every instance looks at the saved one every few
 * seconds and at once after a change made through it, and starts, switches or stops its runner to
 * match: no restart.
 */
export const telegramPlugin: FastifyPluginAsync<{ timings?: Partial<TelegramTimings> | undefined }> = async (
  app,
  opts,
) => {
  const { settingsEveryMs, ...runnerOptions } = {
    ...DEFAULT_BOT_OPTIONS,
    settingsEveryMs: 5000,
    ...opts.timings,
  };
  let running: { key: string; runner: BotRunner } | undefined;
  let closing = false;
  let queue: Promise<void> = Promise.resolve();

  const follow = async () => {
    const bot = closing ? undefined : await currentBot(app.ctx);
    const key = runnerKey(bot);
    if (key === (running?.key ?? '')) return;
    if (running) {
      app.log.info('Telegram bot settings changed: stopping the bot runner');
      await running.runner.stop();
      running = undefined;
    }
    if (bot) {
      const client = createBotClient(bot.token, bot.apiRoot);
      running = { key, runner: startBotRunner(app.ctx, client, app.log, runnerOptions, bot) };
    }
  };
  /** One look at a time, in order: a change made here and the periodic look never race. */
  const reconcile = () => {
    queue = queue.then(follow).catch((error: unknown) => {
      app.log.warn({ err: error }, 'The Telegram bot settings could not be read (will retry)');
    });
    return queue;
  };

  app.addHook('onReady', reconcile);
  if (!app.ctx.config.telegram) {
    runInBackground(app, settingsEveryMs, 'The Telegram bot settings could not be read', reconcile);
  }
  app.addHook('onClose', async () => {
    closing = true;
    await reconcile();
  });
  await app.register(telegramRoutes, { wake: () => running?.runner.wake(), reconcile });
};
