import type { FastifyPluginAsync } from 'fastify';
import { createBotClient } from './bot-client.ts';
import { type BotRunner, type BotRunnerOptions, DEFAULT_BOT_OPTIONS, startBotRunner } from './bot-runner.ts';
import { telegramRoutes } from './telegram.routes.ts';

/**
 * Following Telegram channels: the routes, and with TELEGRAM_BOT_TOKEN the bot runner, started once
 * the app is ready and stopped before the database closes.
 */
export const telegramPlugin: FastifyPluginAsync<{ timings?: Partial<BotRunnerOptions> | undefined }> = async (
  app,
  opts,
) => {
  let botRunner: BotRunner | undefined;
  const telegram = app.ctx.config.telegram;
  if (telegram) {
    const bot = createBotClient(telegram.token, telegram.apiRoot);
    app.addHook('onReady', async () => {
      botRunner = startBotRunner(app.ctx, bot, app.log, { ...DEFAULT_BOT_OPTIONS, ...opts.timings });
    });
    app.addHook('onClose', async () => botRunner?.stop());
  }
  await app.register(telegramRoutes, { wake: () => botRunner?.wake() });
};
