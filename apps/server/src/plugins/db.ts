import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../db/client.ts';
import { BadRequestError } from '../lib/errors.ts';

/**
 * Closes the database after the last in-flight request on shutdown (services reach it through the
 * context, src/context.ts). Text holding a NUL character is refused before any handler runs:
 * PostgreSQL cannot store it (the query would fail with a 500) and SQLite would, so both engines
 * answer alike.
 */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DbHandle; ownsHandle: boolean }) => {
  if (opts.ownsHandle) app.addHook('onClose', async () => opts.handle.close());
  // preHandler: by then multipart fields have been parsed into the body as well.
  app.addHook('preHandler', (request, _reply, done) => {
    const nul = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(nul ? new BadRequestError('Text must not contain NUL characters') : undefined);
  });
});

/** Walks parsed request values without recursion: a body may be nested 100 000 levels deep. */
function holdsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (typeof next === 'object' && next !== null && !Buffer.isBuffer(next)) {
      // One at a time: spreading 500 000 array items into push() would overflow the stack too.
      for (const child of Object.values(next)) pending.push(child);
    }
  }
  return false;
}
