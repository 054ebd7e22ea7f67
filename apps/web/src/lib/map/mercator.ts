import type { MapBox } from '@dd/core';

/**
 * Web Mercator as MapLibre draws it (512-pixel tiles, north up, no tilt): what a view of a given centre,
 * zoom and size shows, and where a point falls in it. The map view places its first markers with it
 * before MapLibre has loaded, then hands MapLibre the same centre and zoom.
 */
const TILE = 512;
const worldSize = (zoom: number) => TILE * 2 ** zoom;
const MAX_LAT = 85.051129;

const xOf = (lng: number, zoom: number) => ((lng + 180) / 360) * worldSize(zoom);
function yOf(lat: number, zoom: number): number {
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom);
}
const lngOf = (x: number, zoom: number) => (x / worldSize(zoom)) * 360 - 180;
const latOf = (y: number, zoom: number) =>
  (Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / worldSize(zoom))) * 180) / Math.PI;

/** A view of the map: its centre [lng, lat], its zoom and its size in CSS pixels. */
export interface MapView {
  center: [number, number];
  zoom: number;
  width: number;
  height: number;
}

/** The box a view shows. */
export function viewBox({ center, zoom, width, height }: MapView): MapBox {
  const x = xOf(center[0], zoom);
  const y = yOf(center[1], zoom);
  return {
    west: lngOf(x - width / 2, zoom),
    east: lngOf(x + width / 2, zoom),
    north: latOf(y - height / 2, zoom),
    south: latOf(y + height / 2, zoom),
  };
}

/** The view of that size that shows the whole box as large as it fits, at most `maxZoom`. */
export function fitView(box: MapBox, width: number, height: number, maxZoom: number): MapView {
  const dx = xOf(box.east, 0) - xOf(box.west, 0);
  const dy = yOf(box.south, 0) - yOf(box.north, 0);
  const zoom = Math.min(maxZoom, Math.log2(Math.min(width / dx, height / dy)));
  const x = (xOf(box.west, 0) + xOf(box.east, 0)) / 2;
  const y = (yOf(box.north, 0) + yOf(box.south, 0)) / 2;
  return { center: [lngOf(x, 0), latOf(y, 0)], zoom, width, height };
}

/** Where a point falls in the view, in CSS pixels from its top left corner. */
export function screenPoint({ center, zoom, width, height }: MapView, lng: number, lat: number) {
  return {
    x: xOf(lng, zoom) - xOf(center[0], zoom) + width / 2,
    y: yOf(lat, zoom) - yOf(center[1], zoom) + height / 2,
  };
}
