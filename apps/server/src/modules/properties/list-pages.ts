import { DEFAULT_LISTING_SORT, mapBoxParam, type PropertyListQuery } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import {
  createKeptAnswers,
  KEPT_TTL_MS,
  type KeptAnswer,
  type KeptAnswers,
  type KeptAnswersOptions,
  type SentAnswer,
} from './kept-answers.ts';
import type { ListCounts } from './list-counts.ts';
import { searchedText } from './properties.repository.ts';
import { listPublicProperties } from './properties.service.ts';

/**
 * How long an answered page may be served without a write: as the counts, since a sold listing
 * leaves the default view without one (a page that holds such a listing is dropped at that moment).
 */
export const PAGE_TTL_MS = KEPT_TTL_MS;

/** One answered query of the public list: its JSON, headers' values and compressed copies. */
export interface ListPage extends KeptAnswer {
  /** X-Next-Cursor: the next page's cursor, when a limit was asked for and more listings follow. */
  readonly nextCursor: string | null;
  /** X-Total-Count, on a request with `limit` and without `cursor`. */
  readonly total: number | undefined;
}

/** What to send: the page, and its body in the encoding chosen for the request (null: identity). */
export type PageAnswer = SentAnswer<ListPage>;

export type ListPages = KeptAnswers<PropertyListQuery, ListPage>;

export type ListPagesOptions = KeptAnswersOptions;

/** The list's filters in a query, as the key of its answers: what the same listings match. */
type FilterQuery = Omit<PropertyListQuery, 'sort' | 'limit' | 'cursor' | 'bbox'>;

/**
 * The filters of a query as they decide which listings match: the text filters as the repository
 * compares them (trimmed and lower-cased), everything else as validated. One key part for the list's
 * pages and the map's markers.
 */
export function filtersKey(query: FilterQuery): unknown[] {
  return [
    searchedText(query.q),
    searchedText(query.location),
    searchedText(query.type),
    query.min_price,
    query.max_price,
    query.handover,
    query.min_below_market,
    query.min_yield,
    query.min_discount,
    query.sold,
  ];
}

/**
 * Which queries have the same answer: the same filters (filtersKey), the default order named, the
 * map box as numbers (55.1 and 55.10 are one), the page as asked.
 */
function pageKey(query: PropertyListQuery): string {
  return JSON.stringify([
    ...filtersKey(query),
    query.bbox && mapBoxParam(query.bbox),
    query.sort ?? DEFAULT_LISTING_SORT,
    query.limit,
    query.cursor,
  ]);
}

/**
 * The answers of GET /api/properties with a query, as they are sent (kept-answers.ts): a page is read
 * from the database (listPublicProperties, and the count of a first page) once per query and
 * listing-cache generation, and serialized and compressed once per encoding.
 */
export function createListPages(
  ctx: Pick<ServiceContext, 'db' | 'listingCache' | 'now'>,
  counts: ListCounts,
  options: ListPagesOptions = {},
): ListPages {
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
  return createKeptAnswers(ctx, { key: pageKey, load }, options);
}
