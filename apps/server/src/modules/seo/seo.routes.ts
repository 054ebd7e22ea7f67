import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRobots } from './crawl-files.ts';
import { siteBase, sitemapXml } from './seo.service.ts';

/** /robots.txt and /sitemap.xml at the site root, with absolute addresses. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const base = siteBase(app.ctx.config, request);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(buildRobots(`${base}/sitemap.xml`));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await sitemapXml(app.ctx, siteBase(app.ctx.config, request));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
};
