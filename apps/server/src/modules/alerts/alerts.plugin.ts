import type { FastifyPluginAsync } from 'fastify';
import { runInBackground } from '../../lib/background-loop.ts';
import { dispatchAlerts } from './alert-dispatcher.ts';
import { telegramAlertsRoutes } from '../telegram-alerts/telegram-alerts.routes.ts';
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
  runInBackground(app, opts.pollMs ?? 5_000, 'saved search alerts failed; trying again shortly', async () => {
    await dispatchAlerts(app.ctx, () => app.ctx.mailer.worker.kick());
  });
  await app.register(savedSearchesRoutes);
  await app.register(telegramAlertsRoutes);
};
