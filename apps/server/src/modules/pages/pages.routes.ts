import type { FastifyPluginAsync } from 'fastify';
import { type PageHtml, sendPage } from '../../plugins/web.ts';

/**
 * The two pages the server renders (ADR 0013): the home page and a listing's page, with their tags,
 * their data and the page itself (web-pages.ts); HEAD answers the same headers. `/index.html` is the
 * home page too. Registered only with a built web app; every other screen of the web app is the web
 * plugin's SPA fallback.
 */
export const pagesRoutes: FastifyPluginAsync<{ pageHtml: PageHtml | undefined }> = async (app, opts) => {
  const { pageHtml } = opts;
  if (!pageHtml) return;
  for (const url of ['/', '/index.html', '/property/:id', '/property/:id/']) {
    // Compressed by sendPage, with its own quality: @fastify/compress stays out.
    app.get(url, { schema: { hide: true }, compress: false }, async (request, reply) =>
      sendPage(request, reply, await pageHtml(request)),
    );
  }
};
