import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../lib/errors.ts';

/** Per-IP request limits, opted into per route with `config.rateLimit` (in memory for now). */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
});

/** Route option: at most `max` requests per IP per `minutes`. */
export const perIp = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});
