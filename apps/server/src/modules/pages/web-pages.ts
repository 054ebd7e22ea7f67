import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  injectPage,
  pageRenderer,
  type RenderedPage,
  type RenderPage,
  type ServerAnswer,
} from '../seo/page-render.ts';
import { injectLanguage, requestLanguage } from '../seo/page-language.ts';
import { readManifest, renderPreloads, screenChunks, screenScripts } from '../seo/page-preloads.ts';
import { injectMeta, siteTextFrom } from '../seo/seo-meta.ts';
import type { PageHtml } from '../../plugins/web.ts';
import { type PageHead, pageHead, siteBase } from '../seo/seo.service.ts';

/** Rendered pages kept per version of the list: the home page's views, first of all the plain one. */
const MAX_CACHED_PAGES = 50;
/** How long a rendered home page is kept without a write, as the API keeps its counts. */
const HOME_PAGE_MAX_AGE_MS = 60_000;

/**
 * Given the built index.html and its directory once, answers each page's HTML with
 * its title, description and link-preview tags, and preload hints for the screen's scripts (from the
 * build manifest) and for its largest image. The home page and a listing's page carry the page itself,
 * rendered by the web app's renderer (apps/web/src/entry-server.tsx) with its data for the browser to
 * hydrate; their scripts start once it has painted (docs/decisions/0013-pages-painted-from-the-html.md).
 * The home page is rendered once per version of the list and view, not per request, from the API's
 * answers for that view.
 */
function indexPageRenderer(app: FastifyInstance, template: string, webDist: string) {
  const site = siteTextFrom(template);
  const manifest = readManifest(webDist);
  const scripts = screenScripts(manifest);
  const renderer = pageRenderer(webDist, (error) =>
    app.log.warn({ err: error }, 'the web build has no usable page renderer'),
  );
  /**
   * The public API as the browser calls it, answered in-process: the pages' data comes through the
   * same routes, checks and caches as the browser's requests (ADR 0021).
   */
  const api = async (path: string): Promise<ServerAnswer> => {
    const answer = await app.inject({ method: 'GET', url: `/api${path}` });
    return {
      status: answer.statusCode,
      body: answer.body ? (JSON.parse(answer.body) as unknown) : undefined,
      headers: answer.headers,
    };
  };
  /** The home pages rendered since the list last changed (its generation), for at most a minute. */
  let homes:
    { generation: number; since: number; pages: Map<string, Promise<RenderedPage | undefined>> } | undefined;

  async function homePage(
    render: RenderPage,
    url: string,
    language: string,
  ): Promise<RenderedPage | undefined> {
    const { generation } = app.ctx.listingCache;
    const now = app.ctx.now().getTime();
    // "Listed 3 h ago" moves on without a write: a page is at most a minute old.
    if (homes?.generation !== generation || now - homes.since > HOME_PAGE_MAX_AGE_MS)
      homes = { generation, since: now, pages: new Map() };
    const { pages } = homes;
    const key = `${language} ${url}`;
    let page = pages.get(key);
    if (!page) {
      if (pages.size >= MAX_CACHED_PAGES) pages.delete(pages.keys().next().value!);
      page = render(`http://localhost${url}`, { api }, language);
      pages.set(key, page);
      page.catch(() => pages.delete(key));
    }
    return page;
  }

  /** The page itself, when the build can render it. */
  async function renderedPage(
    head: PageHead,
    url: string,
    language: string,
  ): Promise<RenderedPage | undefined> {
    if (head.screen !== 'home' && !(head.screen === 'property' && head.listing)) return undefined;
    const render = await renderer();
    if (!render) return undefined;
    if (head.screen === 'home') return homePage(render, url, language);
    return render(`http://localhost${url}`, { listing: head.listing ?? undefined }, language);
  }

  return async (request: FastifyRequest): Promise<string> => {
    const at = request.url.indexOf('?');
    const path = at === -1 ? request.url : request.url.slice(0, at);
    const query = at === -1 ? '' : request.url.slice(at + 1);
    const head = await pageHead(app.ctx, {
      base: siteBase(app.ctx.config, request),
      path,
      query: new URLSearchParams(query),
      site,
    });
    // The visitor's language from the switch's cookie; link previews and crawlers get English.
    const language = requestLanguage(request.headers.cookie);
    let page: RenderedPage | undefined;
    try {
      // '/index.html' is the home page too.
      page = await renderedPage(
        head,
        head.screen === 'home' ? `/${query ? `?${query}` : ''}` : request.url,
        language,
      );
    } catch (error) {
      // The page works without it: the app renders everything, as on any other page.
      request.log.warn({ err: error }, 'page render failed; sending the page without it');
    }
    const pageTemplate = injectLanguage(template, language);
    if (page !== undefined) {
      const html = injectMeta(pageTemplate, head.meta, renderPreloads([], head.image));
      return injectPage(html, page, screenChunks(manifest, page.screens));
    }
    const preloads = renderPreloads(head.screen ? scripts[head.screen] : [], head.image);
    return injectMeta(pageTemplate, head.meta, preloads);
  };
}

/**
 * The pages of the built web app in `webDist` (undefined without a build): index.html read once, and
 * for each request its HTML as indexPageRenderer makes it, or index.html as built when that fails (the
 * page still works without its preview tags). The pages routes serve the home page and a listing's
 * page with it, the web plugin's SPA fallback every other screen.
 */
export function webPages(app: FastifyInstance, webDist: string | undefined): PageHtml | undefined {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return undefined;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const render = indexPageRenderer(app, template, webDist);
  return async (request) => {
    try {
      return await render(request);
    } catch (error) {
      request.log.warn({ err: error }, 'page meta tags failed; sending the plain index.html');
      return template;
    }
  };
}
