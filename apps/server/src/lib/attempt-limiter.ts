import type { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors.ts';

export interface AttemptLimiter {
  /** Hits allowed per window. */
  readonly max: number;
  /** Rejects with TooManyRequestsError while the key is over its limit. */
  check(key: string): Promise<void>;
  /** Counts one attempt (a failure, or any use for cooldown-style limits); answers the count in the window. */
  hit(key: string): Promise<number>;
  /** Forgets the key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

const tooMany = (msLeft: number) => new TooManyRequestsError(Math.max(1, Math.ceil(msLeft / 1000)));

/**
 * Fixed-window counters in this process's memory: at most `max` hits per `windowMs` for each key.
 * Bounded in size (the oldest window is dropped first). Enough for one instance; several instances
 * share counters through Redis (createRedisAttemptLimiter).
 */
export function createAttemptLimiter(
  options: AttemptLimit & { maxKeys?: number },
  now: () => Date = () => new Date(),
): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const maxKeys = options.maxKeys ?? 100_000;
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    max: options.max,
    async check(key) {
      const entry = current(key);
      if (entry && entry.count >= options.max) throw tooMany(entry.resetAt - now().getTime());
    },
    async hit(key) {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { count: 1, resetAt: now().getTime() + options.windowMs });
      return 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * The same fixed windows in Redis, shared by every instance: a key's counter expires `windowMs`
 * after its first hit. While Redis cannot be reached the counters of `fallback` (this process's
 * memory) apply, so the limits weaken to per-instance ones instead of failing every login.
 */
export function createRedisAttemptLimiter(
  redis: Redis,
  name: string,
  options: AttemptLimit,
  fallback: AttemptLimiter,
  onError: (error: unknown) => void,
): AttemptLimiter {
  const redisKey = (key: string) => `attempts:${name}:${key}`;
  async function guarded<T>(action: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof TooManyRequestsError) throw error;
      onError(error);
      return local();
    }
  }
  return {
    max: options.max,
    check: (key) =>
      guarded(
        async () => {
          const [count, ttl] = await Promise.all([redis.get(redisKey(key)), redis.pttl(redisKey(key))]);
          if (Number(count ?? 0) >= options.max) throw tooMany(ttl > 0 ? ttl : options.windowMs);
        },
        () => fallback.check(key),
      ),
    hit: (key) =>
      guarded(
        async () => {
          const results = await redis
            .multi()
            .incr(redisKey(key))
            .pexpire(redisKey(key), options.windowMs, 'NX')
            .exec();
          const failed = results?.find(([error]) => error);
          if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
          return Number(results[0]![1]);
        },
        () => fallback.hit(key),
      ),
    reset: (key) =>
      guarded(
        async () => {
          await redis.del(redisKey(key));
        },
        () => fallback.reset(key),
      ),
  };
}
