import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createAttemptLimiter, createRedisAttemptLimiter } from './attempt-limiter.ts';
import { TooManyRequestsError } from './errors.ts';
import { connectRedis } from './redis.ts';

describe('attempt limiter in memory', () => {
  it('refuses the key after max hits until the window has passed, other keys unaffected', async () => {
    let now = new Date('2026-11-01T00:00:00Z');
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000 }, () => now);
    await limiter.hit('a');
    await limiter.hit('a');
    await expect(limiter.check('a')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(limiter.check('b')).resolves.toBeUndefined();
    now = new Date(now.getTime() + 60_001);
    await expect(limiter.check('a')).resolves.toBeUndefined();
  });
});

const redisUrl = inject('redisUrl');

describe.skipIf(!redisUrl)('attempt limiter in Redis', () => {
  let redis: Redis;
  const errors: unknown[] = [];
  beforeAll(async () => {
    redis = await connectRedis(redisUrl, `test:${randomUUID().slice(0, 8)}:`, () => {});
  });
  afterAll(() => redis?.quit());

  const limiter = (windowMs = 60_000) =>
    createRedisAttemptLimiter(
      redis,
      `unit-${randomUUID()}`,
      { max: 3, windowMs },
      createAttemptLimiter({ max: 3, windowMs }),
      (error) => errors.push(error),
    );

  it('shares counters between limiters of the same name, with the time left in the answer', async () => {
    const name = `shared-${randomUUID()}`;
    const make = () =>
      createRedisAttemptLimiter(
        redis,
        name,
        { max: 3, windowMs: 60_000 },
        createAttemptLimiter({ max: 3, windowMs: 60_000 }),
        (e) => errors.push(e),
      );
    const [one, two] = [make(), make()];
    await one.hit('omar@example.com');
    await two.hit('omar@example.com');
    await one.check('omar@example.com');
    await two.hit('omar@example.com');
    const refused = await one.check('omar@example.com').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(55);
    await two.reset('omar@example.com');
    await expect(one.check('omar@example.com')).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('forgets the hits when the window expires', async () => {
    const short = limiter(150);
    for (let i = 0; i < 3; i++) await short.hit('k');
    await expect(short.check('k')).rejects.toBeInstanceOf(TooManyRequestsError);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(short.check('k')).resolves.toBeUndefined();
  });

  it('falls back to counting in memory while Redis is unreachable, reporting the error', async () => {
    const down = await connectRedis(redisUrl, 'test:down:', () => {});
    down.disconnect();
    const seen: unknown[] = [];
    const local = createAttemptLimiter({ max: 2, windowMs: 60_000 });
    const fallback = createRedisAttemptLimiter(down, 'down', { max: 2, windowMs: 60_000 }, local, (e) =>
      seen.push(e),
    );
    await fallback.hit('k');
    await fallback.hit('k');
    await expect(fallback.check('k')).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(seen.length).toBeGreaterThan(0);
  });
});
