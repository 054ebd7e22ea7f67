import { describe, expect, it } from 'vitest';
import { propertyMapQuerySchema } from '../schemas/property-map.ts';
import { inMapBox, type MapBox } from './map-box.ts';
import { cellCount, cellIndex, cellRange, MAX_MAP_CELLS, mapGrid, snapToCells } from './map-grid.ts';

/** A phone's view of the Marina at zoom 13 (about 410 × 640 px). */
const MARINA: MapBox = { west: 55.125, south: 25.06, east: 55.16, north: 25.11 };
const COS_25 = Math.cos((25 * Math.PI) / 180);

describe('mapGrid', () => {
  it('makes cells of 64 px of a map of 512-px tiles: 45 / 2^zoom degrees wide', () => {
    expect(mapGrid(MARINA, 0).lngCell).toBe(45);
    expect(mapGrid(MARINA, 10).lngCell).toBe(45 / 1024);
    for (const zoom of [0, 7, 14, 22]) {
      const worldPixels = 512 * 2 ** zoom;
      expect((mapGrid(MARINA, zoom).lngCell / 360) * worldPixels).toBeCloseTo(64, 9);
    }
  });

  it("makes them as tall as wide on the screen at the box's latitude, to the whole degree", () => {
    const grid = mapGrid(MARINA, 14);
    expect(grid.latitude).toBe(25);
    expect(grid.latCell).toBeCloseTo(grid.lngCell * COS_25, 15);
    // Panning north within the degree keeps the grid; past the half degree it is 26's.
    expect(mapGrid({ ...MARINA, south: 25.4, north: 25.45 }, 14)).toEqual(grid);
    expect(mapGrid({ ...MARINA, south: 25.5, north: 25.6 }, 14).latitude).toBe(26);
    expect(mapGrid({ west: -180, south: -90, east: 180, north: 90 }, 0)).toMatchObject({
      latitude: 0,
      latCell: 45,
    });
    // Web Mercator's edge: the grid stays finite near the pole.
    expect(mapGrid({ west: 0, south: 89, east: 1, north: 90 }, 3).latitude).toBe(85);
  });
});

describe('cellRange and snapToCells', () => {
  const grid = mapGrid(MARINA, 13);

  it('widen the box to the whole cells it touches, anchored at 0°', () => {
    const range = cellRange(MARINA, grid);
    const snapped = snapToCells(range, grid);
    expect(snapped.west).toBeLessThanOrEqual(MARINA.west);
    expect(snapped.south).toBeLessThanOrEqual(MARINA.south);
    expect(snapped.east).toBeGreaterThan(MARINA.east);
    expect(snapped.north).toBeGreaterThan(MARINA.north);
    expect(MARINA.west - snapped.west).toBeLessThan(grid.lngCell);
    expect(snapped.east - MARINA.east).toBeLessThanOrEqual(grid.lngCell);
    expect(snapped.west / grid.lngCell).toBe(range.west);
    expect(range.east - range.west + 1).toBe(Math.round((snapped.east - snapped.west) / grid.lngCell));
    // About 410 × 640 px of 64-px cells: 7 × 10, and a part of one more each way.
    expect(cellCount(range)).toBeGreaterThan(60);
    expect(cellCount(range)).toBeLessThan(120);
  });

  it('take in a listing just outside the view that is in an edge cell, not one in the next cell', () => {
    const range = cellRange(MARINA, grid);
    const snapped = snapToCells(range, grid);
    const justEast = { lat: 25.08, lng: MARINA.east + 1e-6 };
    const nextCell = { lat: 25.08, lng: (range.east + 1) * grid.lngCell + 1e-9 };
    expect(inMapBox(justEast, MARINA)).toBe(false);
    expect(cellIndex(justEast.lng, grid.lngCell)).toBe(range.east);
    expect(inMapBox(justEast, snapped)).toBe(true);
    expect(cellIndex(nextCell.lng, grid.lngCell)).toBe(range.east + 1);
  });

  it('keep a listing in the same cell while the map pans east and west', () => {
    const point = { lat: 25.0812, lng: 55.1401 };
    const cellIn = (box: MapBox) => {
      const g = mapGrid(box, 14);
      return [cellIndex(point.lng, g.lngCell), cellIndex(point.lat, g.latCell)];
    };
    const panned = { ...MARINA, west: MARINA.west - 0.0137, east: MARINA.east - 0.0137 };
    expect(cellIn(panned)).toEqual(cellIn(MARINA));
  });

  it('count the cells, which a whole country at a building zoom has far too many of', () => {
    expect(cellCount({ west: 3, south: 10, east: 3, north: 10 })).toBe(1);
    expect(cellCount({ west: 3, south: 10, east: 5, north: 13 })).toBe(12);
    const uae = { west: 51.4, south: 22.5, east: 56.6, north: 26.3 };
    expect(cellCount(cellRange(uae, mapGrid(uae, 7)))).toBeLessThan(MAX_MAP_CELLS);
    expect(cellCount(cellRange(uae, mapGrid(uae, 12)))).toBeGreaterThan(MAX_MAP_CELLS);
  });
});

describe('the query of the map', () => {
  const issues = (query: object) => {
    const result = propertyMapQuerySchema.safeParse(query);
    return result.success
      ? undefined
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('reads the box, the zoom and the list filters', () => {
    expect(
      propertyMapQuerySchema.parse({
        bbox: '55.125,25.06,55.16,25.11',
        zoom: '14',
        q: ' marina ',
        max_price: '2000000',
        sold: 'include',
      }),
    ).toMatchObject({ bbox: MARINA, zoom: 14, q: 'marina', max_price: 2_000_000, sold: 'include' });
    expect(propertyMapQuerySchema.parse({ bbox: '55,25,56,26', zoom: '0' }).zoom).toBe(0);
    expect(propertyMapQuerySchema.parse({ bbox: '55,25,56,26', zoom: '22' }).zoom).toBe(22);
  });

  it('wants both the box and the zoom', () => {
    expect(issues({ zoom: '12' })?.bbox).toMatch(/expected string/);
    expect(issues({ bbox: '55,25,56,26' })).toEqual({ zoom: 'is required' });
  });

  it.each(['', '23', '-1', '1.5', '12.0', 'ten', '012', ' 12'])('refuses the zoom %j', (zoom) => {
    expect(issues({ bbox: '55,25,56,26', zoom })).toEqual({ zoom: 'must be a whole number from 0 to 22' });
  });

  it("refuses a bad box with the list's message", () => {
    expect(issues({ bbox: '56,25,55,26', zoom: '12' })?.bbox).toMatch(/^must be west,south,east,north/);
  });
});
