import type { MapBox } from './map-box.ts';

/**
 * The grid a map view's listings are clustered on (GET /api/properties/map): cells of about
 * MAP_CELL_PIXELS CSS pixels of a MapLibre map, whose tiles are 512 px wide. At zoom z the world is
 * 512 × 2^z px wide, so a cell is 360 × 64 / (512 × 2^z) = 45 / 2^z degrees of longitude, and, as Web
 * Mercator stretches latitudes by 1 / cos(latitude), that times cos(latitude) degrees of latitude.
 */
export const MAP_CELL_PIXELS = 64;

/** The width of a MapLibre map's tiles in CSS pixels. */
const TILE_PIXELS = 512;

/** The zooms a map asks for: 0 (the world) to 22 (a building). */
export const MAX_MAP_ZOOM = 22;

/** The most cells a box may hold at its zoom (a 4K screen's view holds about 2,000). */
export const MAX_MAP_CELLS = 10_000;

/** Web Mercator stops at about 85.05°: a grid's latitude is taken within ±85. */
const MAX_GRID_LATITUDE = 85;

/** One zoom's grid: a cell's size in degrees. Cell (x, y) holds lng in [x, x + 1) × lngCell, lat likewise. */
export interface MapGrid {
  zoom: number;
  /** The latitude whose cos gives latCell: the box's middle, to the whole degree. */
  latitude: number;
  lngCell: number;
  latCell: number;
}

/** The cells a box covers, as whole cell indexes, both ends included. */
export interface CellRange {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The grid of a box at a zoom. Cells are anchored at 0° (index = floor(degrees / cell)), so a cell does
 * not move while the map pans east–west. Its height follows the latitude of the box's middle rounded
 * to the whole degree: a pan north or south moves the cells only when the middle crosses a whole degree
 * (the exact middle would move every cell of the view at every pan), and a cell stays within about 1 %
 * of square at Dubai's latitudes.
 */
export function mapGrid(box: MapBox, zoom: number): MapGrid {
  const middle = Math.round((box.south + box.north) / 2);
  const latitude = Math.max(-MAX_GRID_LATITUDE, Math.min(MAX_GRID_LATITUDE, middle));
  // 45 / 2^zoom: an exact binary fraction, so the cells' edges are exact multiples of it.
  const lngCell = (360 * MAP_CELL_PIXELS) / (TILE_PIXELS * 2 ** zoom);
  // cos(-0) and cos(0) are both 1; +0 keeps the key of a grid one string.
  return { zoom, latitude: latitude + 0, lngCell, latCell: lngCell * Math.cos((latitude * Math.PI) / 180) };
}

/** The index of the cell holding a coordinate (as the database computes it: floor(degrees / cell)). */
export const cellIndex = (degrees: number, cell: number): number => Math.floor(degrees / cell);

/** The cells a box touches: every cell that holds a part of it, edges included. */
export function cellRange(box: MapBox, grid: Pick<MapGrid, 'lngCell' | 'latCell'>): CellRange {
  return {
    west: cellIndex(box.west, grid.lngCell),
    south: cellIndex(box.south, grid.latCell),
    east: cellIndex(box.east, grid.lngCell),
    north: cellIndex(box.north, grid.latCell),
  };
}

/** How many cells a range holds. */
export const cellCount = (range: CellRange): number =>
  (range.east - range.west + 1) * (range.north - range.south + 1);

/**
 * The box snapped outward to whole cells: from the west edge of its west cell to the east edge of its
 * east cell, likewise south to north. A cell is then wholly in the box or wholly out of it.
 */
export function snapToCells(range: CellRange, grid: Pick<MapGrid, 'lngCell' | 'latCell'>): MapBox {
  return {
    west: range.west * grid.lngCell,
    south: range.south * grid.latCell,
    east: (range.east + 1) * grid.lngCell,
    north: (range.north + 1) * grid.latCell,
  };
}
