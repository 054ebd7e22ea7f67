import type { MapBox } from '@dd/core';
import { mapBoxParam } from '@dd/core';

/** What the map shows: its box and its zoom. */
export interface MapCamera {
  box: MapBox;
  zoom: number;
}

const DIGITS = 1e4;

/**
 * A box written with 4 decimals (about 11 m), rounded outward so that it still holds all it showed:
 * the URL stays short and one view of the map is one query.
 */
export function roundBox({ west, south, east, north }: MapBox): MapBox {
  return {
    west: Math.floor(west * DIGITS) / DIGITS,
    south: Math.floor(south * DIGITS) / DIGITS,
    east: Math.ceil(east * DIGITS) / DIGITS,
    north: Math.ceil(north * DIGITS) / DIGITS,
  };
}

/** The box's URL form, rounded outward: what the list follows (`bbox`). */
export const boxParam = (box: MapBox): string => mapBoxParam(roundBox(box));

/**
 * The query of GET /api/properties/map: the list's filters (`filters`, a query of GET /api/properties
 * without a sort or box) and what the map shows, at a whole zoom (the server's grid changes at whole
 * zooms).
 */
export function markerQuery(filters: string, camera: MapCamera): string {
  const params = new URLSearchParams(filters);
  params.set('bbox', boxParam(camera.box));
  params.set('zoom', String(Math.max(0, Math.min(22, Math.floor(camera.zoom)))));
  return params.toString();
}

/** A cluster's box that a zoom cannot split: its listings share one point, or nearly (one building). */
export const isOnePlace = (box: readonly [number, number, number, number]): boolean =>
  box[2] - box[0] < 0.0005 && box[3] - box[1] < 0.0005;

/**
 * A box around a point or a cluster's extent, a little larger, for asking the list what is there (the
 * listings of one building, which no zoom separates).
 */
export const aroundBox = ([west, south, east, north]: readonly [number, number, number, number]): MapBox =>
  roundBox({ west: west - 0.0002, south: south - 0.0002, east: east + 0.0002, north: north + 0.0002 });
