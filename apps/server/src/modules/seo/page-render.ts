import type { PropertySummary } from '@dd/core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where `vite build --ssr` writes the web app's page renderer (apps/web/src/entry-server.tsx). */
const RENDERER = join('.ssr', 'entry-server.js');

/** An answer of the public API (apps/web/src/app/server-page-data.ts). */
export interface ServerAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
}

/** What the renderer renders a page from. */
export interface ServerPageData {
  /** GETs a path of the public API ('/properties?…'), as the browser would. */
  api?: (path: string) => Promise<ServerAnswer>;
  listing?: PropertySummary;
}

/** A page as the web app's renderer gives it. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** What the browser hydrates it with (src/app/page-data.ts). */
  data: unknown;
  /** Route ids of the screens it shows ('routes/home'). */
  screens: string[];
}

/** Renders a page in a language of the site ('en', 'ru', 'ar'; see page-language.ts). */
export type RenderPage = (
  url: string,
  server: ServerPageData,
  language: string,
) => Promise<RenderedPage | undefined>;

/**
 * Loads the web build's page renderer on first use (React's server renderer with the app). Undefined
 * when the build has none or it does not load: the pages are then sent without their markup.
 */
export function pageRenderer(
  webDist: string,
  onError: (error: unknown) => void,
): () => Promise<RenderPage | undefined> {
  const file = join(webDist, RENDERER);
  let loading: Promise<RenderPage | undefined> | undefined;
  return () => {
    loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderPage?: unknown }) => {
            if (typeof module.renderPage === 'function') return module.renderPage as RenderPage;
            onError(new Error(`${file} has no renderPage`));
            return undefined;
          },
          (error: unknown) => {
            onError(error);
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    return loading;
  };
}

/** The id of the element holding the page's data (apps/web/src/app/page-data.ts). */
const PAGE_DATA_ID = 'page-data';

/**
 * JSON that can sit inside a <script> element: no '<' (so no '</script>' or '<!--'), '>' or '&', and
 * the two line separators JavaScript once refused, all written as \u escapes JSON.parse reads back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The page's HTML with the rendered markup inside the app's empty #root and, after it, its data as a
 * JSON script (never run, so the CSP allows it) naming the screen's chunks for the entry to preload;
 * as it was when there is no empty #root.
 */
export function injectPage(html: string, page: RenderedPage, chunks: string[]): string {
  const modules = chunks.length ? ` data-modules="${chunks.join(' ')}"` : '';
  const data = `<script type="application/json" id="${PAGE_DATA_ID}"${modules}>${scriptSafeJson(page.data)}</script>`;
  return html.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${data}`);
}
