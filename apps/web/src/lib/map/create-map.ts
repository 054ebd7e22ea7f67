import type { Map as MapLibreMap } from 'maplibre-gl';

import { DUBAI_CENTER, DUBAI_ZOOM, MAX_ZOOM, MIN_ZOOM } from './map-basics';
import { maplibregl } from './maplibre';

/** The style the server answers: MAP_STYLE_URL's, or the offline basemap drawn from the project's data. */
export const MAP_STYLE_PATH = '/api/map/style.json';

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
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
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
  // A widget that takes the arrow keys, inside the page's own region of the map (MapLibre makes the
  // canvas a region of its own: two landmarks of one map).
  const canvas = map.getCanvas();
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-label', label);
  return map;
}

export { maplibregl };
