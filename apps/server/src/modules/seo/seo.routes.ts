import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRobots } from './crawl-files.ts';
import { firstPaintRenderers, injectFirstPaint, readHomeFirstPaint } from './first-paint.ts';
import { injectMeta, siteTextFrom } from './seo-meta.ts';
import { readManifest, renderPreloads, screenScripts } from './page-preloads.ts';
import { type PageHead, pageHead, siteBase, sitemapXml } from './seo.service.ts';

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
    const xml = await sitemapXml(app.ctx.db, siteBase(app.ctx.config, request));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
};

/**
 * For the web plugin: given the built index.html and its directory once, answers each page's HTML with
 * its title, description and link-preview tags, and preload hints for the screen's scripts (from the
 * build manifest) and for its largest image. The home page and a listing's page carry their first
 * screen instead of script hints, rendered by the web build: their scripts start once it has painted
 * (docs/decisions/0013-pages-painted-from-the-html.md).
 */
export function indexPageRenderer(app: FastifyInstance) {
  return (template: string, webDist: string) => {
    const site = siteTextFrom(template);
    const scripts = screenScripts(readManifest(webDist));
    const homeFirstPaint = readHomeFirstPaint(webDist);
    const renderers = firstPaintRenderers(webDist, (error) =>
      app.log.warn({ err: error }, 'the web build has no usable first-paint renderers'),
    );

    /** The first screen of a page, when the build can paint it from the HTML. */
    async function firstPaint(head: PageHead): Promise<string | undefined> {
      if (head.screen === 'home') return homeFirstPaint;
      if (head.screen !== 'property' || !head.listing) return undefined;
      return (await renderers())?.renderPropertyFirstPaint(head.listing);
    }

    return async (request: FastifyRequest): Promise<string> => {
      const at = request.url.indexOf('?');
      const path = at === -1 ? request.url : request.url.slice(0, at);
      const query = at === -1 ? '' : request.url.slice(at + 1);
      const head = await pageHead(app.ctx.db, {
        base: siteBase(app.ctx.config, request),
        path,
        query: new URLSearchParams(query),
        site,
      });
      let painted: string | undefined;
      try {
        painted = await firstPaint(head);
      } catch (error) {
        // The page works without it: the app renders everything, as on any other page.
        request.log.warn({ err: error }, 'first paint failed; sending the page without it');
      }
      if (painted !== undefined) {
        return injectFirstPaint(injectMeta(template, head.meta, renderPreloads([], head.image)), painted);
      }
      const preloads = renderPreloads(head.screen ? scripts[head.screen] : [], head.image);
      return injectMeta(template, head.meta, preloads);
    };
  };
}
