import {
  COMPRESS_THRESHOLD,
  compressOnce,
  type ContentEncoding,
  pickEncoding,
} from '../../lib/content-encoding.ts';
import type { ServiceContext } from '../service-context.ts';
import { COUNT_TTL_MS } from './list-counts.ts';

/**
 * How long an answer may be served without a write: as the counts, since a sold listing leaves the
 * default view without one (an answer that holds such a listing is dropped at that moment).
 */
export const KEPT_TTL_MS = COUNT_TTL_MS;

/** An answer as it is kept: its JSON and the compressed copies made of it so far. */
export interface KeptAnswer {
  readonly json: Buffer;
  /** The JSON compressed, each encoding made once, on the first request that accepts it. */
  readonly encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** What to send: the answer, and its body in the encoding chosen for the request (null: identity). */
export interface SentAnswer<A extends KeptAnswer> {
  page: A;
  encoding: ContentEncoding | null;
  body: Buffer;
}

export interface KeptAnswers<Q, A extends KeptAnswer> {
  /** The answer to a query for a request's Accept-Encoding. */
  answer(query: Q, acceptEncoding: string | undefined): Promise<SentAnswer<A>>;
  /** Counters for tests and metrics. */
  readonly stats: { hits: number; misses: number; readonly entries: number; readonly bytes: number };
}

export interface KeptAnswersOptions {
  /** At most this many answers are kept, the least recently asked for going first. */
  maxEntries?: number;
  /** At most this many bytes of JSON and compressed copies; an answer over an eighth of it is not kept. */
  maxBytes?: number;
}

interface Entry<A> {
  /** Epoch ms from which the entry is not served (its TTL). */
  until: number;
  /** Bytes counted for it in the cache's total. */
  bytes: number;
  page: Promise<A>;
}

/**
 * Answers of a public read of the listings, as they are sent: each is loaded from the database once
 * per `key` and listing-cache generation, and serialized and compressed once per encoding; every
 * request of that key is answered from it. Every write to listings raises the generation and drops
 * every answer; an answer is also dropped after KEPT_TTL_MS. Bounded in entries and bytes, least
 * recently asked for first. A request that finds no answer is answered from the one it loads, so a
 * kept answer and a new one are the same bytes; a failed load is not kept.
 */
export function createKeptAnswers<Q, A extends KeptAnswer>(
  ctx: Pick<ServiceContext, 'listingCache' | 'now'>,
  answers: { key(query: Q): string; load(query: Q): Promise<A> },
  options: KeptAnswersOptions = {},
): KeptAnswers<Q, A> {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const entries = new Map<string, Entry<A>>();
  let generation = ctx.listingCache.generation;
  let bytes = 0;
  const stats = {
    hits: 0,
    misses: 0,
    get entries() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };

  function drop(key: string, entry: Entry<A>): void {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Counts bytes added to a kept entry, then evicts the least recently used over either bound. */
  function grow(key: string, entry: Entry<A>, added: number): void {
    if (entries.get(key) !== entry) return;
    entry.bytes += added;
    bytes += added;
    if (entry.bytes > maxBytes / 8) drop(key, entry);
    evict();
  }

  function evict(): void {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      drop(key, entry);
    }
  }

  /** The kept entry of the query, or a new one (kept unless its load fails or it is too big). */
  function entryOf(key: string, query: Q): Entry<A> {
    if (ctx.listingCache.generation !== generation) {
      generation = ctx.listingCache.generation;
      entries.clear();
      bytes = 0;
    }
    const now = ctx.now().getTime();
    const kept = entries.get(key);
    if (kept && kept.until > now) {
      stats.hits++;
      entries.delete(key);
      entries.set(key, kept);
      return kept;
    }
    if (kept) drop(key, kept);
    stats.misses++;
    const entry: Entry<A> = { until: now + KEPT_TTL_MS, bytes: 0, page: answers.load(query) };
    entries.set(key, entry);
    evict();
    entry.page.then(
      (page) => grow(key, entry, page.json.length),
      // A failed answer (a bad cursor is a 400) is not kept; the request that asked gets the error.
      () => drop(key, entry),
    );
    return entry;
  }

  return {
    stats,
    async answer(query, acceptEncoding) {
      const key = answers.key(query);
      const entry = entryOf(key, query);
      const page = await entry.page;
      const encoding = page.json.length < COMPRESS_THRESHOLD ? null : pickEncoding(acceptEncoding);
      if (encoding === null) return { page, encoding, body: page.json };
      let body = page.encoded[encoding];
      if (!body) {
        const compressed = await compressOnce(page.json, encoding);
        // Two requests may have compressed it at once: the same bytes, counted once.
        body = page.encoded[encoding] ??= compressed;
        if (body === compressed) grow(key, entry, compressed.length);
      }
      return { page, encoding, body };
    },
  };
}
