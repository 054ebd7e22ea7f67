import { describe, expect, it } from 'vitest';

import { inMapBox, UAE_BOX } from '../domain/map-box.ts';
import { DLD_PLACES } from '../market/dld-places.ts';
import { ROADS } from './basemap-data.ts';
import {
  BASEMAP_LAND,
  BASEMAP_WATER,
  basemapFeatures,
  communityFeatures,
  inRing,
  offlineMapStyle,
  onLand,
  type Position,
  positionsOf,
} from './basemap.ts';
import { COMMUNITY_POINTS, type PlacePoint } from './place-points.ts';

const at = (lat: number, lng: number): PlacePoint => ({ lat, lng });

/** Twice the signed area (shoelace): positive for a counter-clockwise ring. */
function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** True when segments ab and cd cross or touch (collinear overlaps included). */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const within = (p: Position, q: Position, r: Position) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/** The pairs of edges of a closed ring that meet, other than neighbours at their shared corner. */
function selfIntersections(ring: readonly Position[]): string[] {
  const found: string[] = [];
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsMeet(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) {
        found.push(`edge ${i} (${ring[i]!.join(',')}) meets edge ${j} (${ring[j]!.join(',')})`);
      }
    }
  }
  return found;
}

/** Points every ~100 m along a line. */
function along(line: readonly Position[]): PlacePoint[] {
  const points: PlacePoint[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const [x1, y1] = line[i]!;
    const [x2, y2] = line[i + 1]!;
    const steps = Math.max(1, Math.ceil(Math.hypot((x2 - x1) * 100.8, (y2 - y1) * 110.8) / 0.1));
    for (let k = 0; k <= steps; k++)
      points.push(at(y1 + ((y2 - y1) * k) / steps, x1 + ((x2 - x1) * k) / steps));
  }
  return points;
}

describe('the basemap shapes', () => {
  const polygons = basemapFeatures().features.filter((f) => f.geometry.type === 'Polygon');

  it('are closed, counter-clockwise, simple rings inside the UAE box', () => {
    expect(polygons.length).toBe(BASEMAP_LAND.length + BASEMAP_WATER.length);
    for (const feature of polygons) {
      const name = feature.properties.name;
      const [ring, ...holes] = feature.geometry.coordinates as Position[][];
      expect(holes, name).toEqual([]);
      expect(ring!.length, name).toBeGreaterThanOrEqual(4);
      expect(ring!.at(-1), name).toEqual(ring![0]);
      const open = ring!.slice(0, -1);
      expect(signedArea(open), name).toBeGreaterThan(0);
      for (const [lng, lat] of open)
        expect(inMapBox({ lat, lng }, UAE_BOX), `${name} ${lng},${lat}`).toBe(true);
      expect(selfIntersections(open), name).toEqual([]);
    }
  });

  it('draw the coast around Dubai with a few hundred points', () => {
    const dubai = { west: 54.85, south: 24.85, east: 55.45, north: 25.35 };
    const count = BASEMAP_LAND.flatMap((area) => area.ring).filter(([lng, lat]) =>
      inMapBox({ lat, lng }, dubai),
    );
    expect(count.length).toBeGreaterThan(300);
  });

  it('reads an outline as its lines write it', () => {
    expect(positionsOf(['55.1,25.2 55.3,25.4', ' 55.5,25.6 '])).toEqual([
      [55.1, 25.2],
      [55.3, 25.4],
      [55.5, 25.6],
    ]);
    const square: Position[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(inRing(at(0.5, 0.5), square)).toBe(true);
    expect(inRing(at(0.5, 1.5), square)).toBe(false);
    expect(inRing(at(1.5, 0.5), square)).toBe(false);
  });
});

describe('the land and the water', () => {
  it('put every community of the gazetteer on land, out of the Creek, the canal and the Marina', () => {
    const dubai = Object.keys(COMMUNITY_POINTS).filter((name) => !DLD_PLACES[name]?.outsideDubai);
    expect(dubai.length).toBeGreaterThan(100);
    const offLand = Object.entries(COMMUNITY_POINTS)
      .filter(([, point]) => !onLand(point))
      .map(([name]) => name);
    expect(offLand).toEqual([]);
  });

  it('put the landmarks on land: the palms, Bluewaters, the Burj Al Arab, the Burj Khalifa, the islands', () => {
    const landmarks: Record<string, PlacePoint> = {
      'Atlantis, on the crescent': at(25.1304, 55.1171),
      'the Palm Tower, on the trunk': at(25.1139, 55.1389),
      'Ain Dubai, on Bluewaters': at(25.0806, 55.1203),
      'the Burj Al Arab, on its island': at(25.1412, 55.1853),
      'the Burj Khalifa': at(25.1972, 55.2744),
      'Dubai Islands': at(25.295, 55.3),
      'Jumeirah Bay Island': at(25.212, 55.238),
      'Port de La Mer': at(25.24, 55.259),
    };
    for (const [name, point] of Object.entries(landmarks)) expect(onLand(point), name).toBe(true);
  });

  it('leave the sea, the Creek, the canal and the Marina as water', () => {
    const water: Record<string, PlacePoint> = {
      'the Gulf off JBR': at(25.074, 55.112),
      'between Bluewaters and JBR': at(25.0775, 55.1275),
      "between the Palm's trunk and Emaar Beachfront": at(25.1005, 55.1436),
      "the Palm's lagoon inside the crescent": at(25.1286, 55.1192),
      'the Gulf north of the Palm': at(25.16, 55.13),
      'between Jumeirah Bay Island and the shore': at(25.2075, 55.2395),
      'the open Gulf': at(25.5, 55.0),
      'the Creek at the floating bridge': at(25.254, 55.3125),
      'Ras Al Khor lagoon': at(25.197, 55.327),
      'the Dubai Water Canal in Business Bay': at(25.1822, 55.2745),
      "the Marina's water": at(25.0777, 55.1363),
    };
    for (const [name, point] of Object.entries(water)) expect(onLand(point), name).toBe(false);
  });

  it('lay the main roads on land from end to end (bridges cross the water)', () => {
    expect(ROADS.map((road) => road.ref).filter(Boolean)).toEqual(
      expect.arrayContaining(['E11', 'E44', 'E311', 'E611', 'E66']),
    );
    for (const road of ROADS) {
      const off = along(positionsOf(road.line)).filter((point) =>
        BASEMAP_LAND.every((area) => !inRing(point, area.ring)),
      );
      expect(off, road.name).toEqual([]);
    }
  });
});

describe('offlineMapStyle', () => {
  const style = offlineMapStyle();

  it('needs no glyphs, sprite or tiles: no symbol layer, and every layer reads a source of its own', () => {
    expect(style.version).toBe(8);
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    const types = style.layers.map((layer) => layer.type);
    expect(types).not.toContain('symbol');
    expect(types[0]).toBe('background');
    for (const layer of style.layers) {
      if ('source' in layer) expect(Object.keys(style.sources)).toContain(layer.source);
    }
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    expect(style.sources.basemap.attribution).toMatch(/Dubai Distress Deals, approximate/);
    expect(JSON.parse(JSON.stringify(style))).toEqual(style);
  });

  it('asks the web app to label the communities, in English, Russian and Arabic', () => {
    expect(style.metadata).toEqual({ 'dd:community-labels': true });
    const features = style.sources.communities.data.features;
    expect(features.length).toBe(Object.keys(COMMUNITY_POINTS).length);
    const marina = features.find((feature) => feature.properties.name === 'Dubai Marina');
    expect(marina?.properties).toEqual({
      name: 'Dubai Marina',
      name_ru: 'Дубай Марина',
      name_ar: 'دبي مارينا',
    });
    expect(marina?.geometry.coordinates).toEqual([55.14, 25.08]);
    // No Russian name in the gazetteer: the English one stands in.
    const difc = communityFeatures().features.find((feature) => feature.properties.name === 'DIFC');
    expect(difc?.properties.name_ru).toBe('DIFC');
    expect(difc?.properties.name_ar).toBe('مركز دبي المالي العالمي');
  });
});
