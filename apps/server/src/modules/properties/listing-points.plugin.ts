import type { FastifyPluginAsync } from 'fastify';
import { placeListings } from './listing-points.ts';

/**
 * Places the listings on the map once the app is ready (ADR 0059): every listing whose pin no admin
 * placed gets the gazetteer's point where its stored one differs, in the background. After the
 * migration that added the points that is every listing, once; after an upgrade whose gazetteer knows
 * more places or corrects one, those it changes. Every write sets the point of the listing it writes,
 * so nothing is due until the next start. Closing the app waits for the step under way. A pass that
 * fails is logged, and the next start does it again; every instance may run it: the points are the
 * same whoever works them out.
 */
export const listingPointsPlugin: FastifyPluginAsync = async (app) => {
  let stopped = false;
  let pass: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    pass = placeListings(app.ctx, () => stopped).then(
      (changed) => {
        if (changed > 0) app.log.info({ changed }, 'listings placed on the map');
      },
      (error: unknown) => {
        if (!stopped) app.log.error({ err: error }, 'placing the listings on the map failed');
      },
    );
  });
  app.addHook('onClose', async () => {
    stopped = true;
    await pass;
  });
};
