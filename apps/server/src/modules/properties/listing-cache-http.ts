import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListingBody } from './listing-cache.ts';

/** Bodies smaller than this go out uncompressed (the threshold @fastify/compress uses in app.ts). */
const COMPRESS_THRESHOLD = 1024;

/** True when If-None-Match names the tag (weak comparison, as RFC 9110 asks), in a list or as `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** br or gzip by Accept-Encoding: highest q wins, br on a tie; q=0 refuses; `*` covers what is not named. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([\d.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/**
 * Answers from the cached body: 304 when the client's copy is current, else the encoding it accepts.
 * The body is a Buffer (Fastify does not serialize it again) and carries Content-Encoding when
 * compressed (@fastify/compress leaves such replies alone).
 */
export function sendListing(request: FastifyRequest, reply: FastifyReply, body: ListingBody): FastifyReply {
  reply.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.header('Content-Type', 'application/json; charset=utf-8');
  const encoding =
    body.json.length < COMPRESS_THRESHOLD ? null : pickEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.json);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
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
