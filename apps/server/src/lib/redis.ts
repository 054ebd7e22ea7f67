import type { Redis } from 'ioredis';

/**
 * Connects to REDIS_URL for the counters that several instances share. A command never waits for
 * a lost connection (no offline queue, a 500 ms command timeout): callers fall back to local
 * counters at once, while the client reconnects in the background.
 */
export async function connectRedis(
  url: string,
  keyPrefix: string,
  onError: (error: Error) => void,
): Promise<Redis> {
  // Loaded here, so a server without REDIS_URL never loads the client.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
  });
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to ${redactedUrl(url)}: ${(error as Error).message}`);
  }
  return redis;
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
