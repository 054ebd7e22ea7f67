import negotiate from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

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

/** Bodies smaller than this go out uncompressed (the threshold app.ts gives @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Bodies up to this size are compressed on the main thread in one call (a page of 100 cards is about
 * 110 KB, and brotli 5 takes 0.1–0.2 ms for one of 24); bigger ones on the thread pool, so a whole
 * filtered list does not hold up other requests.
 */
export const COMPRESS_SYNC_MAX_BYTES = 128 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliOnce = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_ONCE = { level: 6 };

/**
 * A JSON body compressed once and then sent many times (a cached page of the list): brotli at
 * quality 5 in text mode with its size given (a page of 24 cards, 27 KB: 2.0 KB in 0.1–0.2 ms; quality
 * 3, which @fastify/compress uses per request, 2.3 KB; quality 11 saves another 0.2 KB for 40 ms),
 * gzip at level 6. Always the same bytes for the same body.
 */
export async function compressOnce(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (body.length <= COMPRESS_SYNC_MAX_BYTES)
    return encoding === 'br' ? brotliCompressSync(body, brotliOnce(body.length)) : gzipSync(body, GZIP_ONCE);
  return encoding === 'br' ? brotliAsync(body, brotliOnce(body.length)) : gzipAsync(body, GZIP_ONCE);
}
