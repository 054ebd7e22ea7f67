import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { etagMatches } from './listing-cache-http.ts';
import { createListingCache } from './listing-cache.ts';

/** A loader whose calls the test settles one by one. */
function controlledLoader() {
  const calls: { resolve: (json: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

describe('listing cache', () => {
  it('shares one build between concurrent callers and serves it until invalidated', async () => {
    const load = vi.fn(async () => JSON.stringify([{ id: 'a' }]));
    const cache = createListingCache(load, { upgradeDelayMs: null });
    const [a, b, c] = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats.builds).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await cache.get()).toBe(a);
    expect(a.json.toString()).toBe('[{"id":"a"}]');
    expect(gunzipSync(a.gzip).toString()).toBe('[{"id":"a"}]');
    expect(brotliDecompressSync(a.br).toString()).toBe('[{"id":"a"}]');
    await cache.invalidate();
    expect(await cache.get()).not.toBe(a);
    expect(cache.stats.builds).toBe(2);
  });

  it('never keeps a build that started before an invalidation', async () => {
    const { load, calls } = controlledLoader();
    const cache = createListingCache(load, { upgradeDelayMs: null });
    const stale = cache.get();
    await cache.invalidate();
    const fresh = cache.get();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('["new"]');
    expect((await fresh).json.toString()).toBe('["new"]');
    calls[0]!.resolve('["old"]');
    expect((await stale).json.toString()).toBe('["old"]');
    expect((await cache.get()).json.toString()).toBe('["new"]');
    expect(calls).toHaveLength(2);
  });

  it('does not cache a failed build', async () => {
    const { load, calls } = controlledLoader();
    const cache = createListingCache(load, { upgradeDelayMs: null });
    const failing = cache.get();
    calls[0]!.reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    const retry = cache.get();
    calls[1]!.resolve('[]');
    expect((await retry).json.toString()).toBe('[]');
  });

  it('swaps in a smaller brotli body later, keeping the JSON and ETag', async () => {
    const json = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Tower ${i % 17}` })));
    const cache = createListingCache(async () => json, { upgradeDelayMs: 0 });
    const first = await cache.get();
    await vi.waitFor(() => expect(cache.stats.upgrades).toBe(1));
    const upgraded = await cache.get();
    expect(upgraded.etag).toBe(first.etag);
    expect(upgraded.br.length).toBeLessThanOrEqual(first.br.length);
    expect(brotliDecompressSync(upgraded.br).toString()).toBe(json);
    expect(cache.stats.builds).toBe(1);
  });
});

describe('conditional headers', () => {
  const tag = '"abc"';
  it('matches If-None-Match exactly, in a list, weakly or as *', () => {
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", "abc"', tag)).toBe(true);
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"abcd"', tag)).toBe(false);
    expect(etagMatches('abc', tag)).toBe(false);
  });
});
