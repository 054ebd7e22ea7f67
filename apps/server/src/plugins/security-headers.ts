import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's defaults otherwise: scripts only from this origin (none inline), no plugins, no <base>;
 * no site may frame a page (clickjacking), which X-Frame-Options says to older browsers too.
 */
export function securityHeaderOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    // Only a site known to be served over https may tell browsers to insist on it.
    strictTransportSecurity: https,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets with these options. None of them depends on the request (no nonces), so
 * they are worked out once: helmet's middleware runs against a response that only records them.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** The site's security headers, frozen: what the plugin below puts on every answer. */
export function siteSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  return Object.freeze(securityHeaders(securityHeaderOptions(https)));
}

/**
 * Puts helmet's headers on every answer (pages, API, files, errors). @fastify/helmet rebuilt the
 * whole middleware on every request (a tenth of a cached detail answer's CPU); the headers are
 * the same each time, so one frozen set (siteSecurityHeaders) is copied into each reply instead.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { headers: Readonly<Record<string, string>> }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(opts.headers);
      done();
    });
  },
);
