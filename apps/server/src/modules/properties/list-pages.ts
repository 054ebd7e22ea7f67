import { DEFAULT_LISTING_SORT, mapBoxParam, type PropertyListQuery } from '@dd/core';
import {
  COMPRESS_THRESHOLD,
  compressOnce,
  type ContentEncoding,
  pickEncoding,
} from '../../lib/content-encoding.ts';
import type { ServiceContext } from '../service-context.ts';
import { COUNT_TTL_MS, type ListCounts } from './list-counts.ts';
import { searchedText } from './properties.repository.ts';
import { listPublicProperties } from './properties.service.ts';

/**
 * How long an answered page may be served without a write: as the counts, since a sold listing
 * leaves the default view without one (a page that holds such a listing is dropped at that moment).
 */
export const PAGE_TTL_MS = COUNT_TTL_MS;

/** One answered query of the public list: its JSON, headers' values and compressed copies. */
export interface ListPage {
  readonly json: Buffer;
  /** X-Next-Cursor: the next page's cursor, when a limit was asked for and more listings follow. */
  readonly nextCursor: string | null;
  /** X-Total-Count, on a request with `limit` and without `cursor`. */
  readonly total: number | undefined;
  /** The JSON compressed, each encoding made once, on the first request that accepts it. */
  readonly encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** What to send: the page, and its body in the encoding chosen for the request (null: identity). */
export interface PageAnswer {
  page: ListPage;
  encoding: ContentEncoding | null;
  body: Buffer;
}

export interface ListPages {
  /** The answer to a query of the public list for a request's Accept-Encoding. */
  answer(query: PropertyListQuery, acceptEncoding: string | undefined): Promise<PageAnswer>;
  /** Counters for tests and metrics. */
  readonly stats: { hits: number; misses: number; readonly entries: number; readonly bytes: number };
}

export interface ListPagesOptions {
  /** At most this many answered queries are kept, the least recently asked for going first. */
  maxEntries?: number;
  /** At most this many bytes of JSON and compressed copies; a page over an eighth of it is not kept. */
  maxBytes?: number;
}

interface Entry {
  /** Epoch ms from which the entry is not served (its TTL). */
  until: number;
  /** Bytes counted for it in the cache's total. */
  bytes: number;
  page: Promise<ListPage>;
}

/**
 * Which queries have the same answer: the text filters as the repository compares them (trimmed and
 * lower-cased), the default order named, the map box as numbers (55.1 and 55.10 are one), and
 * everything else as validated.
 */
function pageKey(query: PropertyListQuery): string {
  return JSON.stringify([
    searchedText(query.q),
    searchedText(query.location),
    searchedText(query.type),
    query.min_price,
    query.max_price,
    query.handover,
    query.min_below_market,
    query.min_yield,
    query.min_discount,
    query.bbox && mapBoxParam(query.bbox),
    query.sort ?? DEFAULT_LISTING_SORT,
    query.limit,
    query.cursor,
    query.sold,
  ]);
}

/**
 * The answers of GET /api/properties with a query, as they are sent: a page is read from the database
 * (listPublicProperties, and the count of a first page) once per query and listing-cache generation,
 * and serialized and compressed once per encoding; every request of that query is answered from it.
 * Every write to listings raises the generation and drops every page; a page is also dropped after
 * PAGE_TTL_MS and when a sold listing of it leaves the default view. Bounded in entries and bytes,
 * least recently asked for first. A request that finds no page answers from the one it builds, so a
 * kept page and a new one are the same bytes.
 */
export function createListPages(
  ctx: Pick<ServiceContext, 'db' | 'listingCache' | 'now'>,
  counts: ListCounts,
  options: ListPagesOptions = {},
): ListPages {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const entries = new Map<string, Entry>();
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

  function drop(key: string, entry: Entry): void {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Counts bytes added to a kept entry, then evicts the least recently used over either bound. */
  function grow(key: string, entry: Entry, added: number): void {
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

  async function load(query: PropertyListQuery): Promise<ListPage> {
    const counted = query.limit !== undefined && query.cursor === undefined;
    const [page, total] = await Promise.all([
      listPublicProperties(ctx, query, ctx.now()),
      counted ? counts.total(query) : undefined,
    ]);
    return {
      // Built by toSummary in the schema's shape: written as it is, without encoding it again.
      json: Buffer.from(JSON.stringify(page.items)),
      nextCursor: page.nextCursor,
      total,
      encoded: {},
    };
  }

  /** The kept entry of the query, or a new one (kept unless its load fails or it is too big). */
  function entryOf(key: string, query: PropertyListQuery): Entry {
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
    const entry: Entry = { until: now + PAGE_TTL_MS, bytes: 0, page: load(query) };
    entries.set(key, entry);
    evict();
    entry.page.then(
      (page) => grow(key, entry, page.json.length),
      // A failed page (a bad cursor is a 400) is not kept; the request that asked gets the error.
      () => drop(key, entry),
    );
    return entry;
  }

  return {
    stats,
    async answer(query, acceptEncoding) {
      const key = pageKey(query);
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
