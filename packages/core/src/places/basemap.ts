/**
 * The offline basemap: a MapLibre style drawn from the project's own data, for a map with no tile server
 * (docs/GAZETTEER.md, "The offline basemap"). The sea as the background, the land around Dubai with its
 * islands and palms, the water inside it, the main roads, and the gazetteer's communities as faint dots
 * whose names the web app draws itself (no glyph files offline, so no symbol or text layers). A subpath
 * of its own (`@dd/core/basemap`): the server serves the style, and the web's pages do without it.
 */
import { COMMUNITY_NAMES } from './community-names.ts';
import { type BasemapArea, ISLANDS, MAINLAND, ROADS, WATERS } from './basemap-data.ts';
import { COMMUNITY_POINTS, type PlacePoint } from './place-points.ts';

/** A WGS84 position as GeoJSON writes it: [longitude, latitude]. */
export type Position = [number, number];

/** The positions of an outline written as basemap-data.ts writes them ("lng,lat lng,lat …" lines). */
export function positionsOf(lines: readonly string[]): Position[] {
  return lines
    .join(' ')
    .trim()
    .split(/\s+/u)
    .map((pair) => pair.split(',').map(Number) as Position);
}

/** An area of land or water with its ring as positions (open: the last joins the first). */
export interface BasemapShape {
  name: string;
  ring: Position[];
}

const shapes = (areas: readonly BasemapArea[]): BasemapShape[] =>
  areas.map((area) => ({ name: area.name, ring: positionsOf(area.ring) }));

/** The land: the mainland, then the islands and the land built out into the sea. */
export const BASEMAP_LAND: readonly BasemapShape[] = [
  { name: 'Mainland', ring: positionsOf(MAINLAND) },
  ...shapes(ISLANDS),
];

/** The water inside the land: the Creek, Ras Al Khor, the Dubai Water Canal, the Marina. */
export const BASEMAP_WATER: readonly BasemapShape[] = shapes(WATERS);

/** True when the point is inside the ring (even-odd rule; a point on an edge may go either way). */
export function inRing(point: PlacePoint, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** True when the basemap draws the point on land: inside a land area and out of the water. */
export function onLand(point: PlacePoint): boolean {
  return (
    BASEMAP_LAND.some((area) => inRing(point, area.ring)) &&
    !BASEMAP_WATER.some((area) => inRing(point, area.ring))
  );
}

const closed = (ring: Position[]): Position[][] => [[...ring, ring[0]!]];

/** The basemap's shapes as one GeoJSON FeatureCollection: `kind` land, water or road. */
export function basemapFeatures() {
  const area = (kind: 'land' | 'water') => (shape: BasemapShape) => ({
    type: 'Feature' as const,
    properties: { kind, name: shape.name },
    geometry: { type: 'Polygon' as const, coordinates: closed(shape.ring) },
  });
  return {
    type: 'FeatureCollection' as const,
    features: [
      ...BASEMAP_LAND.map(area('land')),
      ...BASEMAP_WATER.map(area('water')),
      ...ROADS.map((road) => ({
        type: 'Feature' as const,
        properties: {
          kind: 'road',
          name: road.name,
          ref: road.ref ?? '',
          class: road.ref ? 'motorway' : 'main',
        },
        geometry: { type: 'LineString' as const, coordinates: positionsOf(road.line) },
      })),
    ],
  };
}

/**
 * The gazetteer's communities as GeoJSON points, each with its name in English (`name`), Russian
 * (`name_ru`) and Arabic (`name_ar`), the English one standing in where the gazetteer has none.
 */
export function communityFeatures() {
  return {
    type: 'FeatureCollection' as const,
    features: Object.entries(COMMUNITY_POINTS).map(([name, point]) => ({
      type: 'Feature' as const,
      properties: {
        name,
        name_ru: COMMUNITY_NAMES[name]?.ru ?? name,
        name_ar: COMMUNITY_NAMES[name]?.ar ?? name,
      },
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] as Position },
    })),
  };
}

/** The style's metadata that asks the web app to draw the names of the `communities` source's points. */
export const COMMUNITY_LABELS_METADATA = { 'dd:community-labels': true } as const;

/** The `communities` source of every style the server answers (the offline one and a PMTiles one). */
export const communitiesSource = () => ({ type: 'geojson' as const, data: communityFeatures() });

/** The communities' faint dots, drawn last: a name goes beside each. */
export const communitiesLayer = () => ({
  id: 'communities',
  type: 'circle' as const,
  source: 'communities',
  paint: {
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 1.5, 12, 3, 15, 4.5],
    'circle-color': '#7a8593',
    'circle-opacity': 0.45,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 1,
    'circle-stroke-opacity': 0.6,
  },
});

const SEA = '#cfe5f1';
const LAND = '#f5f2eb';

/** A road's width in pixels by zoom, for the motorways and for the other main roads. */
const width = (motorway: number, main: number, extra = 0) => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  ...[8, 10, 12, 14, 16].flatMap((zoom, i) => {
    const base = [0.5, 1, 2.2, 5, 11][i]!;
    return [zoom, ['match', ['get', 'class'], 'motorway', base * motorway + extra, base * main + extra]];
  }),
];

const road = (filter: unknown[], id: string, color: unknown, lineWidth: unknown) => ({
  id,
  type: 'line' as const,
  source: 'basemap',
  filter,
  layout: { 'line-cap': 'round' as const, 'line-join': 'round' as const },
  paint: { 'line-color': color, 'line-width': lineWidth },
});

/**
 * The offline basemap's MapLibre style (version 8): no glyphs, no sprite and no symbol layer, so it needs
 * nothing but itself. Its `communities` source and the metadata `dd:community-labels` tell the web app
 * to draw the communities' names as labels of its own.
 */
export function offlineMapStyle() {
  const isRoad = ['==', ['get', 'kind'], 'road'];
  const roadColor = (motorway: string, main: string) => [
    'match',
    ['get', 'class'],
    'motorway',
    motorway,
    main,
  ];
  return {
    version: 8 as const,
    name: 'Dubai Distress Deals offline basemap',
    metadata: { ...COMMUNITY_LABELS_METADATA },
    center: [55.22, 25.15] as Position,
    zoom: 10,
    sources: {
      basemap: {
        type: 'geojson' as const,
        data: basemapFeatures(),
        attribution: 'Basemap: Dubai Distress Deals, approximate',
      },
      communities: communitiesSource(),
    },
    layers: [
      { id: 'sea', type: 'background' as const, paint: { 'background-color': SEA } },
      {
        id: 'land',
        type: 'fill' as const,
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': LAND },
      },
      {
        id: 'water',
        type: 'fill' as const,
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'water'],
        paint: { 'fill-color': SEA },
      },
      road(isRoad, 'roads-casing', roadColor('#dcbd78', '#d3cab8'), width(1.3, 1, 1.5)),
      road(isRoad, 'roads', roadColor('#fbe7b5', '#ffffff'), width(1.3, 1)),
      communitiesLayer(),
    ],
  };
}
