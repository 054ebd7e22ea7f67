import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listingAnswer } from './listing-cache-http.ts';
import type { ListingCache } from './listing-cache.ts';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Levels at which Fastify logs each request and its answer. */
const LOGS_EVERY_ANSWER = new Set(['info', 'debug', 'trace']);

/** The home page's call: every listing, no query string. */
const LIST_URL = '/api/properties';

/**
 * Answers `GET /api/properties` (the home page's call, most of the site's traffic) from the cached
 * body before Fastify sees the request, as `node:http` would answer a file: with the list built and
 * no query, Fastify's routing, request and reply objects and hooks add nothing to the answer but a
 * third of its CPU (ADR 0016). The bytes are those of the route's own answer (`listingAnswer`, plus
 * the site's security headers); everything else goes to Fastify as before, namely:
 * - requests that would be logged (LOG_LEVEL info or lower logs every answer through Fastify);
 * - any other method, address or query string (`/api/properties?…`, HEAD);
 * - the first request after a write, which waits for the rebuild;
 * - every request once the server is closing (Fastify answers 503 then);
 * - every request when CORS is configured (its headers depend on the request's Origin).
 */
export function installListingFastPath(
  app: FastifyInstance,
  options: {
    cache: ListingCache;
    securityHeaders: Readonly<Record<string, string>>;
    cors: boolean;
    /** LOG_LEVEL: at info or below, Fastify logs every answer. */
    logLevel: string;
  },
): void {
  if (options.cors || LOGS_EVERY_ANSWER.has(options.logLevel)) return;
  const listeners = app.server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) return; // not the server Fastify built: leave it alone
  const fastify = listeners[0]!;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const answerFirst: RequestListener = (request, response) => {
    const body =
      request.method === 'GET' && request.url === LIST_URL && !closing ? options.cache.peek() : undefined;
    if (!body) return fastify(request, response);
    const answer = listingAnswer(body, request.headers['if-none-match'], request.headers['accept-encoding']);
    const headers: Record<string, string | number> = { ...options.securityHeaders, ...answer.headers };
    if (answer.payload) headers['content-length'] = answer.payload.length;
    response.writeHead(answer.status, headers);
    response.end(answer.payload);
  };
  app.server.removeListener('request', fastify);
  app.server.on('request', answerFirst);
}
