import negotiate from '@fastify/accept-negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** The encodings the server compresses to, best first: those app.ts gives @fastify/compress. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** `*` (any encoding) and `x-gzip` both mean gzip to @fastify/compress (and `*` to @fastify/static). */
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * The encoding to send for an Accept-Encoding header, chosen exactly as @fastify/compress chooses
 * it (same library, same reading of the header), so the answers the server compresses itself (the
 * cached list, the HTML page) agree with the ones the plugin compresses: the highest q-value wins,
 * br on a tie, q=0 refuses, `*` is gzip; null for identity (no header, nothing acceptable).
 */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (acceptEncoding === undefined) return null;
  const header = acceptEncoding.toLowerCase().replace(GZIP_ALIASES, 'gzip');
  return negotiate(header, ENCODINGS);
}
