import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRobots } from './crawl-files.ts';
import { injectFirstPaint, readHomeFirstPaint } from './first-paint.ts';
import { injectMeta, siteTextFrom } from './seo-meta.ts';
import { readManifest, renderPreloads, screenScripts } from './page-preloads.ts';
import { pageHead, siteBase, sitemapXml } from './seo.service.ts';

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
 * For the web plugin: given the built index.html and its directory once, answers each page's HTML with
 * its title, description and link-preview tags, and preload hints for the screen's scripts (from the
 * build manifest) and for its largest image. The home page carries its first screen instead of script
 * hints: its scripts start once that has painted (docs/decisions/0013-home-page-painted-from-the-html.md).
 */
export function indexPageRenderer(app: FastifyInstance) {
  return (template: string, webDist: string) => {
    const site = siteTextFrom(template);
    const scripts = screenScripts(readManifest(webDist));
    const homeFirstPaint = readHomeFirstPaint(webDist);
    return async (request: FastifyRequest): Promise<string> => {
      const at = request.url.indexOf('?');
      const path = at === -1 ? request.url : request.url.slice(0, at);
      const query = at === -1 ? '' : request.url.slice(at + 1);
      const head = await pageHead(app.db, {
        base: siteBase(app.ctx.config, request),
        path,
        query: new URLSearchParams(query),
        site,
      });
      if (head.screen === 'home' && homeFirstPaint !== undefined) {
        const html = injectMeta(template, head.meta, renderPreloads([], head.image));
        return injectFirstPaint(html, homeFirstPaint);
      }
      const preloads = renderPreloads(head.screen ? scripts[head.screen] : [], head.image);
      return injectMeta(template, head.meta, preloads);
    };
  };
}
