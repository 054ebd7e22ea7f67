import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../../db/client.ts';
import { createListingCache, type ListingCache, shareInvalidations } from './listing-cache.ts';
import { publicListingJson } from './properties.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public list, ready to send; the context hands it on as ctx.listingCache. */
    listingCache: ListingCache;
  }
}

/**
 * The properties module's listing caches: the unfiltered public list (publicListingJson), kept in
 * step with the other instances on the database through its change feed, and stopped when the app
 * closes, before the database. Registered before the context, which hands it to services as
 * ctx.listingCache. Only listing-writes.service refreshes it, after each committed write; the
 * caches derived from it (pages, counts, details) compare its generation.
 */
export const listingCachePlugin = fp(
  async (app: FastifyInstance, opts: { db: Pick<DbHandle, 'db' | 'changes'> }) => {
    const cache = shareInvalidations(
      createListingCache(() => publicListingJson(opts.db)),
      opts.db.changes,
      (error) =>
        app.log.error({ err: error }, 'could not tell the other instances that the listings changed'),
    );
    app.addHook('onClose', async () => cache.stop());
    app.decorate('listingCache', cache);
  },
  { name: 'listing-cache' },
);
