/**
 * A box on the map in WGS84 degrees: what a map view shows, and what the public list's `bbox` keeps
 * (ADR 0059). Its edges belong to it. It never crosses the antimeridian (west < east): a map of
 * Dubai has no need to.
 */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A listing's point (its `lat` and `lng`); null or undefined for a listing the gazetteer cannot place. */
export interface MapPoint {
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}

/**
 * The United Arab Emirates with a margin of a few kilometres at sea and inland: an admin's pin must be
 * inside it (a pin in the Atlantic is a slip of the hand, or latitude and longitude swapped).
 */
export const UAE_BOX: MapBox = { west: 51.4, south: 22.5, east: 56.6, north: 26.3 };

/** A decimal number in degrees as a URL writes it: no exponent, no Infinity, nothing around it. */
const DEGREES = /^-?\d{1,3}(?:\.\d{1,15})?$/u;

/**
 * A box from its URL form, "west,south,east,north" in decimal degrees; undefined unless there are four
 * numbers, each in range, with west < east and south < north.
 */
export function parseMapBox(value: string | null | undefined): MapBox | undefined {
  const parts = value?.split(',');
  if (parts?.length !== 4 || !parts.every((part) => DEGREES.test(part))) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inRange =
    [west, east].every((lng) => lng >= -180 && lng <= 180) &&
    [south, north].every((lat) => lat >= -90 && lat <= 90);
  return inRange && west < east && south < north ? { west, south, east, north } : undefined;
}

/** A box's URL form (parseMapBox reads it back). */
export const mapBoxParam = (box: MapBox): string => `${box.west},${box.south},${box.east},${box.north}`;

/** Whether a point is in the box, edges included; a listing without a point is in none. */
export function inMapBox(point: MapPoint, box: MapBox): boolean {
  const { lat, lng } = point;
  if (lat === null || lat === undefined || lng === null || lng === undefined) return false;
  return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
}
