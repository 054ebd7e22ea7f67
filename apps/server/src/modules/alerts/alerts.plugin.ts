import type { FastifyPluginAsync } from 'fastify';
import { dispatchAlerts } from './alert-dispatcher.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';

export interface AlertsPluginOptions {
  /** How often the dispatcher runs (default 5 s; instant alerts leave within a minute). */
  pollMs?: number | undefined;
}

/**
 * Saved searches and their alerts (ADR 0032): the routes, and a dispatcher that every instance runs
 * every few seconds from when the app is ready until it closes (before the database).
 */
export const alertsPlugin: FastifyPluginAsync<AlertsPluginOptions> = async (app, opts) => {
  const every = opts.pollMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      await dispatchAlerts(app.ctx, () => app.ctx.mailer.worker.kick());
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, 'saved search alerts failed; trying again shortly');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, every);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
  await app.register(savedSearchesRoutes);
};
