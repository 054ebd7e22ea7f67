import type { FastifyBaseLogger, FastifyHttpOptions, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Server } from 'node:http';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { logOptions, requestLogging } from './plugins/request-log.ts';

/** How long a client may take to send a request's headers. */
export const HEADERS_TIMEOUT_MS = 15_000;

/** Fastify's own options: the logger, proxies, body size and the timeouts that cut slow clients off. */
export function serverOptions(config: Config, requestTimeout: number, logger?: FastifyBaseLogger) {
  return {
    // pino on stdout, written asynchronously; one line per answer instead of Fastify's two (or the
    // logger a test reads).
    ...(logger ? requestLogging(logger) : logOptions(config)),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // A client that trickles or never finishes its request is cut off (408 or closed) after this.
    requestTimeout,
    http: {
      // A client has this long to send its headers (issue 42: held-open connections are the cheapest
      // attack); not longer than the request timeout, or Node would cut off a slow body only later.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node looks for slow clients only this often (default 30 s): a third of the headers timeout
      // keeps the cut-off within a third of it.
      connectionsCheckingInterval: Math.ceil(Math.min(HEADERS_TIMEOUT_MS, requestTimeout) / 3),
    },
    clientErrorHandler,
    // Every route validates and serializes with its zod schema, so Fastify's default compilers (ajv
    // and fast-json-stringify, a fifth of the server bundle) are never loaded: see build.mjs.
    schemaController: { compilersFactory: zodCompilersFactory },
    // Errors the router raises before any route runs (a malformed %-escape in the path): JSON too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ detail: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'Bad request' });
    },
  } satisfies FastifyHttpOptions<Server>;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;
