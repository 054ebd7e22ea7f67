import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  type AttemptLimiter,
  createAttemptLimiter,
  createRedisAttemptLimiter,
} from '../lib/attempt-limiter.ts';
import { TooManyRequestsError } from '../lib/errors.ts';

/**
 * Per-IP request limits, opted into per route with `config.rateLimit` (see perIp). With Redis the
 * counters are shared by every instance; if Redis fails the request is let through rather than refused.
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'limits', dependencies: ['redis'] },
);

/** Route option: at most `max` requests per IP per `minutes`. */
export const perIp = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});

/** Per-account brute-force counters (the per-IP request limits live on the routes). */
export interface Limits {
  /** Failed logins per account and address together (5 per 15 minutes; ADR 0030). */
  loginAccountAddress: AttemptLimiter;
  /** Failed logins per account from every address (10 per 15 minutes), binding new addresses only. */
  loginAccount: AttemptLimiter;
  /** Failed logins per address, whatever the account (20 per 15 minutes). */
  loginAddress: AttemptLimiter;
  /** One verification e-mail per address per minute. */
  verificationMail: AttemptLimiter;
  /** Verification e-mails per address per day (10), registrations and resends together. */
  verificationMailDaily: AttemptLimiter;
  /** Password-reset e-mails per account and requesting address (3 per 15 minutes). */
  resetMailAddress: AttemptLimiter;
  /** Password-reset e-mails per account, admin or visitor, from every address (10 an hour). */
  resetMail: AttemptLimiter;
  /** Sign-in links e-mailed to an account locked for new addresses (3 per 15 minutes). */
  signInLinkMail: AttemptLimiter;
}

/**
 * Brute-force and mail counters for the context: in memory, or in Redis (shared by every instance,
 * with the memory counters standing in while Redis is unreachable).
 */
export function createLimits(now: () => Date, redis: Redis | null, log: FastifyBaseLogger): Limits {
  const minutes = (n: number) => n * 60_000;
  const limiter = (name: string, limit: { max: number; windowMs: number }) => {
    const local = createAttemptLimiter(limit, now);
    if (!redis) return local;
    return createRedisAttemptLimiter(redis, name, limit, local, (error) =>
      log.warn({ err: error, limiter: name }, 'Redis unavailable: counting in this instance only'),
    );
  };
  return {
    loginAccountAddress: limiter('login-account-address', { max: 5, windowMs: minutes(15) }),
    loginAccount: limiter('login-account', { max: 10, windowMs: minutes(15) }),
    loginAddress: limiter('login-address', { max: 20, windowMs: minutes(15) }),
    verificationMail: limiter('verification-mail', { max: 1, windowMs: minutes(1) }),
    verificationMailDaily: limiter('verification-mail-daily', { max: 10, windowMs: minutes(24 * 60) }),
    resetMailAddress: limiter('reset-mail-address', { max: 3, windowMs: minutes(15) }),
    resetMail: limiter('reset-mail', { max: 10, windowMs: minutes(60) }),
    signInLinkMail: limiter('sign-in-link-mail', { max: 3, windowMs: minutes(15) }),
  };
}
