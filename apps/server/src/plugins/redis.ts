import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { connectRedis } from '../lib/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to REDIS_URL for the counters several instances share; null without one. */
    redis: Redis | null;
  }
}

/** Connects to REDIS_URL when it is set (the limits plugin and the context count in it), and quits on close. */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { url: string | undefined; prefix: string }) => {
    const redis = opts.url
      ? await connectRedis(opts.url, opts.prefix, (error) =>
          app.log.warn({ err: error }, 'Redis connection error'),
        )
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
