import type { Map as MapLibreMap } from 'maplibre-gl';

import { maplibregl } from './maplibre';

/** The style the server answers: MAP_STYLE_URL's, or the offline basemap drawn from the project's data. */
export const MAP_STYLE_PATH = '/api/map/style.json';

/** Dubai as a first view: from Jebel Ali to Deira, the city's listings all in it. */
export const DUBAI_CENTER: [number, number] = [55.22, 25.12];
export const DUBAI_ZOOM = 10;

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

export interface CreateMapOptions {
  container: HTMLElement;
  /** [lng, lat] and zoom of the first view; or bounds [west, south, east, north] to fit. */
  center?: [number, number];
  zoom?: number;
  bounds?: [number, number, number, number];
  /** Said to screen readers on the map's region. */
  label: string;
}

/**
 * A MapLibre map on the server's style, with the zoom buttons and the attribution, the page's own
 * language for MapLibre's button titles left to the caller. No rotation or tilt: a listing map reads
 * north up.
 */
export function createMap({ container, center, zoom, bounds, label }: CreateMapOptions): MapLibreMap {
  const map = new maplibregl.Map({
    container,
    style: new URL(MAP_STYLE_PATH, window.location.origin).href,
    center: center ?? DUBAI_CENTER,
    zoom: zoom ?? DUBAI_ZOOM,
    ...(bounds ? { bounds } : {}),
    minZoom: 7,
    maxZoom: 18,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    attributionControl: { compact: true },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  // At the end of the top edge, where reading ends (the pages' own controls sit at its start).
  const rtl = getComputedStyle(container).direction === 'rtl';
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), rtl ? 'top-left' : 'top-right');
  const canvas = map.getCanvas();
  canvas.setAttribute('aria-label', label);
  return map;
}

export { maplibregl };
