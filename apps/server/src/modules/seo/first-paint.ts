import type { PropertySummary } from '@dd/core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web build writes for the pages' first paints (apps/web/first-paint.ts). */
const FIRST_PAINT_DIR = '.first-paint';

/** The web app's server-side renderers (apps/web/src/app/first-paint/index.ts), as the server uses them. */
export interface FirstPaintRenderers {
  renderPropertyFirstPaint: (listing: PropertySummary) => string;
}

/**
 * The home page's first screen (header and hero) as the web build rendered it with React
 * (dist/.first-paint/home.html), or undefined when the build has none.
 */
export function readHomeFirstPaint(webDist: string): string | undefined {
  try {
    const html = readFileSync(join(webDist, FIRST_PAINT_DIR, 'home.html'), 'utf8');
    return html.trim() ? html : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the web build's server-side bundle (dist/.first-paint/render.js) on first use: it holds React's
 * server renderer, which the server needs only for a listing's page. Undefined when the build has no
 * bundle or it does not load; the pages are then sent without their first paint.
 */
export function firstPaintRenderers(
  webDist: string,
  onError: (error: unknown) => void,
): () => Promise<FirstPaintRenderers | undefined> {
  const file = join(webDist, FIRST_PAINT_DIR, 'render.js');
  let loading: Promise<FirstPaintRenderers | undefined> | undefined;
  return () => {
    loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: Partial<FirstPaintRenderers>) => {
            if (typeof module.renderPropertyFirstPaint === 'function') {
              return { renderPropertyFirstPaint: module.renderPropertyFirstPaint };
            }
            onError(new Error(`${file} has no renderPropertyFirstPaint`));
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

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The page's HTML with `firstPaint` inside the app's empty #root, where the browser paints it before
 * any script has run and the app's first render replaces it; as it was when there is no empty #root.
 */
export function injectFirstPaint(html: string, firstPaint: string): string {
  return html.replace(EMPTY_ROOT, () => `<div id="root">${firstPaint}</div>`);
}
