import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pickEncoding } from '../lib/content-encoding.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The HTML of the page a request asks for: the built index.html with that page's tags (never rejects). */
export type PageHtml = (request: FastifyRequest) => Promise<string>;

interface WebOptions {
  uploadsDir: string;
  webDist?: string;
  /** Each page's HTML (modules/pages); without it index.html is sent as built. */
  pageHtml?: PageHtml | undefined;
}

/**
 * Sends a page's HTML: never cached without revalidation (it carries page data, per language too: the
 * `lang` cookie, modules/seo/page-language.ts), and compressed here in the encoding @fastify/compress
 * would choose (the page routes turn the plugin off, and it does not wrap the fallback below).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Cookie')
    .type('text/html; charset=utf-8');
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(html);
  return reply.header('Content-Encoding', encoding).send(body);
}

/**
 * Uploaded images under /uploads (content-hashed names, cached forever) and the built web app with an
 * SPA fallback: any other GET that is not under /api or /uploads and that no route answers (the home
 * page and a listing's page have theirs, modules/pages) answers index.html with the page's tags.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', IMMUTABLE),
  });

  const webDist = opts.webDist && existsSync(join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they are.
      preCompressed: true,
      // index.html is always a page (the pages routes or the fallback below); robots.txt and
      // sitemap.xml are the server's; the pages' renderer (.ssr) is the server's to run, never sent.
      globIgnore: ['index.html', 'robots.txt', 'sitemap.xml', '.ssr/**'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        const hashed = path.startsWith(join(webDist, 'assets'));
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  const template = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
    if (template !== undefined && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply, opts.pageHtml ? await opts.pageHtml(request) : template);
    }
    return reply.status(404).send({ detail: isApi ? 'Not found' : 'Page not found' });
  });
});
