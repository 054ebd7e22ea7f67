/**
 * What the pages need of a map before MapLibre is loaded (this file does not load it): Dubai's first
 * view, the zooms a listing map keeps to, and whether the browser can draw one.
 */

/** Dubai as a first view: from Jebel Ali to Deira, the city's listings all in it. */
export const DUBAI_CENTER: [number, number] = [55.22, 25.12];
export const DUBAI_ZOOM = 10;
export const MIN_ZOOM = 7;
export const MAX_ZOOM = 18;

/** Whether this browser gives a WebGL2 context, which MapLibre needs (jsdom has none). */
export function canDrawMaps(): boolean {
  if (typeof WebGL2RenderingContext === 'undefined') return false;
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    // Given back at once: a page may hold only a few contexts, and the map makes its own.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}
