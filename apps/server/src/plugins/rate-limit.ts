import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../lib/errors.ts';

/**
 * Per-IP request limits, opted into per route with `config.rateLimit`. With Redis the counters are
 * shared by every instance; if Redis fails the request is let through rather than refused.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redis?: Redis | undefined }) => {
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'rate:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
});

/** Route option: at most `max` requests per IP per `minutes`. */
export const perIp = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});
