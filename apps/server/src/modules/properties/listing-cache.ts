import { createHash } from 'node:crypto';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The unfiltered public list, ready to send: the JSON and its compressed forms, with a strong ETag. */
export interface ListingBody {
  readonly json: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** Quoted base64url SHA-256 of the JSON (truncated to 160 bits). */
  readonly etag: string;
}

export interface ListingCache {
  /** The current body; built on the first call after start or after invalidate(), shared by concurrent callers. */
  get(): Promise<ListingBody>;
  /** The current body if one is built, without waiting or starting a build. */
  peek(): ListingBody | undefined;
  /**
   * Call after every committed write that changes the public list. Resolves once the other
   * instances have been told (see shareInvalidations), so a write's answer is sent after that.
   */
  invalidate(): Promise<void>;
  /** Raised by every invalidate(); caches derived from the listings compare it to know they are stale. */
  readonly generation: number;
  /** Counters for tests and metrics. */
  readonly stats: { builds: number; upgrades: number };
}

export interface ListingCacheOptions {
  /** Delay before brotli is redone at quality 11 in the background; null: never. */
  upgradeDelayMs?: number | null;
}

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

export const etagOf = (json: Buffer): string =>
  `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

interface Entry {
  generation: number;
  body: ListingBody;
  upgraded: boolean;
}

/**
 * Caches the JSON of the unfiltered list, built by `load`. Builds use fast compression (gzip 6,
 * brotli 5) so the first request after a write is answered promptly; brotli is redone at quality 11
 * in the background and swapped in when ready. A generation counter keeps a build that started
 * before an invalidation from storing its (possibly stale) result.
 */
export function createListingCache(
  load: () => Promise<string>,
  options: ListingCacheOptions = {},
): ListingCache {
  const upgradeDelayMs = options.upgradeDelayMs === undefined ? 1000 : options.upgradeDelayMs;
  const stats = { builds: 0, upgrades: 0 };
  let generation = 0;
  let entry: Entry | undefined;
  let pending: { generation: number; promise: Promise<ListingBody> } | undefined;
  let upgradeTimer: NodeJS.Timeout | undefined;
  let upgrading = false;

  async function build(forGeneration: number): Promise<ListingBody> {
    stats.builds++;
    const json = Buffer.from(await load());
    const [gzipped, br] = await Promise.all([
      gzipAsync(json, { level: 6 }),
      brotliAsync(json, brotliOptions(5, json.length)),
    ]);
    const body: ListingBody = { json, gzip: gzipped, br, etag: etagOf(json) };
    if (forGeneration === generation) {
      entry = { generation: forGeneration, body, upgraded: false };
      scheduleUpgrade();
    }
    return body;
  }

  function scheduleUpgrade(): void {
    if (upgradeDelayMs === null || upgrading) return;
    clearTimeout(upgradeTimer);
    upgradeTimer = setTimeout(() => void upgrade(), upgradeDelayMs);
    upgradeTimer.unref();
  }

  async function upgrade(): Promise<void> {
    const target = entry;
    if (!target || target.upgraded) return;
    upgrading = true;
    try {
      const br = await brotliAsync(target.body.json, brotliOptions(11, target.body.json.length));
      if (entry === target) {
        entry = { ...target, body: { ...target.body, br }, upgraded: true };
        stats.upgrades++;
      }
    } catch {
      // Keep serving the quality-5 body.
    } finally {
      upgrading = false;
      if (entry && !entry.upgraded && entry !== target) scheduleUpgrade();
    }
  }

  /** The entry, when it is the current generation's. */
  const current = (): Entry | undefined => (entry && entry.generation === generation ? entry : undefined);

  return {
    stats,
    get generation() {
      return generation;
    },
    peek() {
      return current()?.body;
    },
    get() {
      const fresh = current();
      if (fresh) return Promise.resolve(fresh.body);
      if (pending && pending.generation === generation) return pending.promise;
      const promise: Promise<ListingBody> = build(generation).finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
      pending = { generation, promise };
      return promise;
    },
    invalidate() {
      generation++;
      entry = undefined;
      clearTimeout(upgradeTimer);
      return Promise.resolve();
    },
  };
}

/**
 * Keeps the caches of several instances on one database in step: a local invalidation is announced
 * on the change feed, and an announcement from another instance invalidates this one. A failed
 * announcement (the database went away after the write committed) is reported, not thrown: the
 * write itself succeeded.
 */
export function shareInvalidations(
  cache: ListingCache,
  feed: ChangeFeed,
  onError: (error: unknown) => void,
): ListingCache & { stop(): void } {
  const stop = feed.subscribe('listings', () => void cache.invalidate());
  return {
    get stats() {
      return cache.stats;
    },
    get generation() {
      return cache.generation;
    },
    get: () => cache.get(),
    peek: () => cache.peek(),
    async invalidate() {
      await cache.invalidate();
      await feed.publish('listings').catch(onError);
    },
    stop,
  };
}
