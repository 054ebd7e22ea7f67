import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DbHandle } from '../db/client.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbHandle: DbHandle;
  }
}

/** Exposes the database to routes and closes it after the last in-flight request on shutdown. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DbHandle; ownsHandle: boolean }) => {
  app.decorate('db', opts.handle.db);
  app.decorate('dbHandle', opts.handle);
  if (opts.ownsHandle) app.addHook('onClose', async () => opts.handle.close());
});
