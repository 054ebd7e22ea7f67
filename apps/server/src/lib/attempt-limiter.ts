import { TooManyRequestsError } from './errors.ts';

export interface AttemptLimiter {
  /** Throws TooManyRequestsError while the key is over its limit. */
  check(key: string): void;
  /** Counts one attempt (a failure, or any use for cooldown-style limits). */
  hit(key: string): void;
  /** Forgets the key (e.g. after a successful login). */
  reset(key: string): void;
}

/**
 * Fixed-window counters in memory: at most `max` hits per `windowMs` for each key. Bounded in size;
 * the scale-out work swaps this for a shared store.
 */
export function createAttemptLimiter(
  options: { max: number; windowMs: number; maxKeys?: number },
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
    check(key) {
      const entry = current(key);
      if (entry && entry.count >= options.max) {
        throw new TooManyRequestsError(Math.max(1, Math.ceil((entry.resetAt - now().getTime()) / 1000)));
      }
    },
    hit(key) {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { count: 1, resetAt: now().getTime() + options.windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
