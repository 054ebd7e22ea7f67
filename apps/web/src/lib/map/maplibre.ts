/**
 * MapLibre GL JS, ready to draw: its worker (v6 is ES modules only; a bundler must name the worker's
 * file, maplibre's v5→v6 migration guide) and the `pmtiles://` protocol of a self-hosted tile archive
 * that the style may name (MAP_STYLE_URL, ADR 0060). Imported only by the map's own lazy chunks: the
 * library is about 230 KB of gzip the home page never loads.
 */
import 'maplibre-gl/dist/maplibre-gl.css';

import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { Protocol } from 'pmtiles';

maplibregl.setWorkerUrl(workerUrl);
maplibregl.addProtocol('pmtiles', new Protocol().tile);

export { maplibregl };
