import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The home page's first screen (header and hero) as the web build rendered it with React
 * (apps/web/first-paint.ts writes dist/.first-paint/home.html), or undefined when the build has none.
 */
export function readHomeFirstPaint(webDist: string): string | undefined {
  try {
    const html = readFileSync(join(webDist, '.first-paint', 'home.html'), 'utf8');
    return html.trim() ? html : undefined;
  } catch {
    return undefined;
  }
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The page's HTML with `firstPaint` inside the app's empty #root, where the browser paints it before
 * any script has run and the app's first render replaces it; as it was when there is no empty #root.
 */
export function injectFirstPaint(html: string, firstPaint: string): string {
  return html.replace(EMPTY_ROOT, () => `<div id="root">${firstPaint}</div>`);
}
