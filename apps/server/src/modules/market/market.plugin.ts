import type { FastifyPluginAsync } from 'fastify';
import { runInBackground } from '../../lib/background-loop.ts';
import { refreshPublicList } from '../properties/listing-writes.service.ts';
import { refreshStaleMarketChecks } from './market-check.ts';
import { marketPublicRoutes } from './market-public.routes.ts';
import { marketRoutes } from './market.routes.ts';

/** How often listings are looked at for a market check to do (new, changed, or from before today). */
const CHECK_EVERY_MS = 2_000;
/** Listings checked per round; a full round is followed by the next at once. */
const CHECK_BATCH = 200;

/**
 * The market reference (ADR 0029): the admin's imports and status, a listing's market check, and a
 * checker that keeps every listing's check current in the background, started once the app is ready
 * and stopped before the database closes. Every instance may run it: a check is the same whoever does it.
 */
export const marketPlugin: FastifyPluginAsync = async (app) => {
  runInBackground(app, CHECK_EVERY_MS, 'market checks failed; trying again shortly', async (isStopping) => {
    for (;;) {
      if (isStopping()) return;
      const { checked, changed } = await refreshStaleMarketChecks(app.ctx, app.ctx.now(), CHECK_BATCH);
      // The public list shows how far below the market each deal is, and its yield: its caches are
      // stale now.
      if (changed > 0) await refreshPublicList(app.ctx);
      if (checked < CHECK_BATCH) return;
    }
  });
  await app.register(marketRoutes);
  await app.register(marketPublicRoutes);
};
