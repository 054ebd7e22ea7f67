import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, pickEncoding } from '../../lib/content-encoding.ts';
import type { KeptAnswer, SentAnswer } from './kept-answers.ts';
import type { PageAnswer } from './list-pages.ts';
import type { ListingBody } from './listing-cache.ts';

/** True when If-None-Match names the tag (weak comparison, as RFC 9110 asks), in a list or as `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** What the cached list answers to one request: status, the headers of its own, and the body. */
export interface ListingAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Absent for 304. */
  payload?: Buffer;
}

/**
 * 304 when the client's copy is current, else the JSON in the encoding it accepts, chosen as
 * @fastify/compress chooses it (identity below the compression threshold). Headers are lower-case,
 * as Fastify and node:http send them.
 */
export function listingAnswer(
  body: ListingBody,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): ListingAnswer {
  const headers: Record<string, string> = {
    etag: body.etag,
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
  };
  if (etagMatches(ifNoneMatch, body.etag)) return { status: 304, headers };
  headers['content-type'] = 'application/json; charset=utf-8';
  const encoding = body.json.length < COMPRESS_THRESHOLD ? null : pickEncoding(acceptEncoding);
  if (encoding === null) return { status: 200, headers, payload: body.json };
  headers['content-encoding'] = encoding;
  return { status: 200, headers, payload: encoding === 'br' ? body.br : body.gzip };
}

/**
 * Answers from the cached body through Fastify. The payload is a Buffer (Fastify does not serialize
 * it again) and carries Content-Encoding when compressed (@fastify/compress leaves such replies alone).
 */
export function sendListing(request: FastifyRequest, reply: FastifyReply, body: ListingBody): FastifyReply {
  const answer = listingAnswer(body, request.headers['if-none-match'], request.headers['accept-encoding']);
  return reply.code(answer.status).headers(answer.headers).send(answer.payload);
}

/** True when the request has no query string at all (`/api/properties` or `/api/properties?`). */
export function hasNoQuery(request: FastifyRequest): boolean {
  const at = request.url.indexOf('?');
  return at === -1 || at === request.url.length - 1;
}

/** Sends JSON that is already serialized (a cache's copy): as it is, without the route's serializer. */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('Content-Type', 'application/json; charset=utf-8').send(json);
}

/**
 * Sends a kept answer (kept-answers.ts): its body as the cache compressed it for the request (a reply
 * with Content-Encoding is left alone by @fastify/compress).
 */
export function sendKept(reply: FastifyReply, { encoding, body }: SentAnswer<KeptAnswer>): FastifyReply {
  reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/** Sends an answered query of the list (list-pages.ts): its headers, and the body (sendKept). */
export function sendPage(reply: FastifyReply, answer: PageAnswer): FastifyReply {
  const { page } = answer;
  if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
  if (page.total !== undefined) reply.header('X-Total-Count', String(page.total));
  return sendKept(reply, answer);
}
