import type { Map as MapLibreMap, MapLibreEvent } from 'maplibre-gl';

import { createMap, maplibregl } from '@/lib/map/create-map';
import type { MapView } from '@/lib/map/mercator';

import type { MapMarker } from '../../api/get-map-markers';
import { addCommunityLabels } from './community-labels';
import type { MapCamera } from './map-camera';
import { MarkerLayer } from './map-markers';

/** Marks a move the page made for the visitor (a cluster opened), which the list follows like theirs. */
const VISITOR_MOVE = { visitorMove: true };

const cameraOf = (map: MapLibreMap): MapCamera => {
  const bounds = map.getBounds();
  return {
    box: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    zoom: map.getZoom(),
  };
};

export interface MapEngine {
  markers: MarkerLayer;
  /** Zooms to a cluster's extent, as the visitor's own move. */
  zoomTo(box: readonly [number, number, number, number]): void;
  /** Whether a zoom in is left (else a cluster shows its listings). */
  canZoomIn(): boolean;
  remove(): void;
}

export interface MapEngineOptions {
  container: HTMLElement;
  /** The view the page drew its first markers for: the map opens on it exactly. */
  view: MapView;
  label: string;
  onChoose: (marker: MapMarker) => void;
  /** The map moved (`byVisitor`: dragged, zoomed, keys, the zoom buttons, a cluster opened). */
  onMoved: (camera: MapCamera, byVisitor: boolean) => void;
  /** A click on the map itself, not on a marker. */
  onMapClick: () => void;
}

/**
 * The map itself (this chunk holds MapLibre, about 230 KB gzip): made on the view the page's first
 * markers were drawn for, with the markers as MapLibre's and the communities' names once the style
 * is in. Throws where WebGL is there but refused.
 */
export function startMapEngine(options: MapEngineOptions): MapEngine {
  const { container, view, label, onChoose, onMoved, onMapClick } = options;
  const map = createMap({ container, center: view.center, zoom: view.zoom, label });
  const markers = new MarkerLayer((element, marker) => {
    const placed = new maplibregl.Marker({ element, anchor: 'center' })
      .setLngLat([marker.lng, marker.lat])
      .addTo(map);
    return () => placed.remove();
  }, onChoose);
  map.on('moveend', (event: MapLibreEvent & { originalEvent?: unknown; visitorMove?: boolean }) =>
    onMoved(cameraOf(map), Boolean(event.originalEvent || event.visitorMove)),
  );
  map.on('click', onMapClick);
  let removeLabels: (() => void) | undefined;
  map.on('load', () => {
    removeLabels = addCommunityLabels(map);
  });
  return {
    markers,
    zoomTo: ([west, south, east, north]) =>
      map.fitBounds([west, south, east, north], { padding: 64, maxZoom: 16 }, VISITOR_MOVE),
    canZoomIn: () => map.getZoom() < map.getMaxZoom() - 1,
    remove: () => {
      removeLabels?.();
      markers.clear();
      map.remove();
    },
  };
}
