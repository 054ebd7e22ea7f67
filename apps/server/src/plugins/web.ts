import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploaded images under /uploads (content-hashed names, cached forever) and the built web app with an
 * SPA fallback: any other GET that is not under /api or /uploads answers index.html.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { uploadsDir: string; webDist?: string }) => {
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
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        const hashed = path.startsWith(join(webDist, 'assets'));
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
    if (webDist && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', webDist, { cacheControl: false });
    }
    return reply.status(404).send({ detail: isApi ? 'Not found' : 'Page not found' });
  });
});
