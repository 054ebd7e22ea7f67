import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRobots } from './crawl-files.ts';
import { injectMeta, siteTextFrom } from './seo-meta.ts';
import { pageMeta, siteBase, sitemapXml } from './seo.service.ts';

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
    const xml = await sitemapXml(app.db, siteBase(app.ctx.config, request));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
};

/**
 * For the web plugin: given the built index.html once, answers each page's HTML with its title,
 * description and link-preview tags.
 */
export function indexPageRenderer(app: FastifyInstance) {
  return (template: string) => {
    const site = siteTextFrom(template);
    return async (request: FastifyRequest): Promise<string> => {
      const path = request.url.split('?')[0] ?? '/';
      const meta = await pageMeta(app.db, { base: siteBase(app.ctx.config, request), path, site });
      return injectMeta(template, meta);
    };
  };
}
