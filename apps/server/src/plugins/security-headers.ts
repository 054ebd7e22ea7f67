import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { MapStyleSource } from '../config.ts';

/**
 * The security headers of every answer: helmet 8's, with scripts only from this origin (none
 * inline), no plugins, no <base>, images also from data: and blob: URLs, and no site allowed to
 * frame a page (clickjacking), which X-Frame-Options says to older browsers too. None of them
 * depends on the request (no nonces). security-headers.test.ts checks that this table is exactly
 * what helmet itself sets with those options, so a new helmet default shows up there.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' https: 'unsafe-inline'",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Only a site known to be served over https may tell browsers to insist on it. */
const HTTPS_ONLY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * The site's security headers, frozen: what the plugin below puts on every answer. `mapSources`: where
 * the map's basemap comes from besides this origin (MAP_STYLE_URL's provider), which the browser may
 * then fetch from (connect-src); by default only this origin, as the offline and self-hosted ones.
 */
export function siteSecurityHeaders(
  https: boolean,
  mapSources: readonly string[] = [],
): Readonly<Record<string, string>> {
  const headers = { ...SECURITY_HEADERS, ...(https ? HTTPS_ONLY_HEADERS : {}) };
  if (mapSources.length > 0) {
    headers['content-security-policy'] += `;connect-src 'self' ${mapSources.join(' ')}`;
  }
  return Object.freeze(headers);
}

/**
 * What the browser fetches of a basemap served by someone else: a PMTiles archive's origin; a style's
 * origin and any https host (a provider's style names its own tile, glyph and sprite hosts).
 */
export function mapSourcesOf(style: MapStyleSource): string[] {
  if (style.kind === 'pmtiles-url') return [new URL(style.url).origin];
  if (style.kind === 'style-url') return [...new Set([new URL(style.url).origin, 'https:'])];
  return [];
}

/**
 * Puts the security headers on every answer (pages, API, files, errors). @fastify/helmet rebuilt
 * the whole middleware on every request (a tenth of a cached detail answer's CPU); the headers are
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
