import {
  cellCount,
  type CellRange,
  cellRange,
  mapGrid,
  type MapGrid,
  type MapMarker,
  MAX_MAP_CELLS,
  type PropertyMap,
  type PropertyMapQuery,
} from '@dd/core';
import { BadRequestError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  createKeptAnswers,
  type KeptAnswer,
  type KeptAnswers,
  type KeptAnswersOptions,
  type SentAnswer,
} from './kept-answers.ts';
import { filtersKey } from './list-pages.ts';
import { resolveFilters } from './list-vocabulary.ts';
import { type ListFilters, type MapCellRow, mapCells } from './properties.repository.ts';
import { listFilters } from './properties.service.ts';

/** A query of the map read: its filters, and the cells its box covers on its zoom's grid. */
interface MapRequest {
  query: PropertyMapQuery;
  filters: ListFilters;
  grid: MapGrid;
  range: CellRange;
}

export interface MapMarkers {
  /** The answer to a query of the map for a request's Accept-Encoding; a 400 for a box too large. */
  answer(query: PropertyMapQuery, acceptEncoding: string | undefined): Promise<SentAnswer<KeptAnswer>>;
  readonly stats: KeptAnswers<MapRequest, KeptAnswer>['stats'];
}

/** The cells of the query's box on its zoom's grid; a 400 naming the box when they are too many. */
function mapRequest(query: PropertyMapQuery): MapRequest {
  const { bbox, zoom, ...filterQuery } = query;
  const filters = listFilters(filterQuery);
  const grid = mapGrid(bbox, zoom);
  const range = cellRange(bbox, grid);
  const cells = cellCount(range);
  if (cells > MAX_MAP_CELLS) {
    const message =
      `too large for zoom ${zoom}: it covers ${cells} cells of the map's grid (about 64 px each), ` +
      `at most ${MAX_MAP_CELLS}; ask a smaller box or a lower zoom`;
    throw new BadRequestError(`bbox: ${message}`, { bbox: [message] });
  }
  return { query, filters, grid, range };
}

/** Degrees to a millionth (about 0.1 m): the engines' means differ in their last digits. */
const rounded = (degrees: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(degrees * 1e6) / 1e6));

/** A cell of one listing is that listing at its own point; a cell of more, a cluster. */
export function toMarker(cell: MapCellRow): MapMarker {
  const { count, price, west, south, east, north } = cell;
  if (count === 1) return { id: cell.id, lat: south, lng: west, count, price, box: null };
  return {
    id: null,
    lat: rounded(cell.lat, south, north),
    lng: rounded(cell.lng, west, east),
    count,
    price,
    box: [west, south, east, north],
  };
}

/**
 * The answers of GET /api/properties/map: the markers of a box at a zoom with the list's filters,
 * read and grouped by the database (mapCells), kept as the list's pages are (kept-answers.ts: until the
 * next write and at most a minute, compressed once per encoding). Two boxes over the same cells of
 * the same grid, with the same filters, share one answer.
 */
export function createMapMarkers(
  ctx: Pick<ServiceContext, 'db' | 'listingCache' | 'now'>,
  options: KeptAnswersOptions = {},
): MapMarkers {
  const kept = createKeptAnswers<MapRequest, KeptAnswer>(
    ctx,
    {
      key: ({ query, grid, range }) =>
        JSON.stringify([
          ...filtersKey(query),
          grid.zoom,
          grid.latitude,
          range.west,
          range.south,
          range.east,
          range.north,
        ]),
      async load({ filters, grid, range }) {
        const resolved = await resolveFilters(ctx, filters, ctx.now());
        const markers = (await mapCells(ctx.db, resolved, grid, range)).map(toMarker);
        const total = markers.reduce((sum, marker) => sum + marker.count, 0);
        const map: PropertyMap = { total, markers };
        return { json: Buffer.from(JSON.stringify(map)), encoded: {} };
      },
    },
    options,
  );
  return {
    stats: kept.stats,
    answer: async (query, acceptEncoding) => kept.answer(mapRequest(query), acceptEncoding),
  };
}
