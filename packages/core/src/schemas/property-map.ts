import { z } from 'zod';

import { MAX_MAP_CELLS, MAX_MAP_ZOOM } from '../domain/map-grid.ts';
import { propertyListQuerySchema } from './property.ts';

const ZOOM_MESSAGE = `must be a whole number from 0 to ${MAX_MAP_ZOOM}`;

/** The list's filters, each meaning what it means there; the map has no order, cursor or page. */
const listFilters = propertyListQuerySchema.pick({
  q: true,
  location: true,
  type: true,
  handover: true,
  min_below_market: true,
  min_yield: true,
  min_discount: true,
  min_price: true,
  max_price: true,
  sold: true,
});

/** Query of GET /api/properties/map: the view's box and zoom (both required) and the list's filters. */
export const propertyMapQuerySchema = listFilters.extend({
  bbox: propertyListQuerySchema.shape.bbox
    .unwrap()
    .describe(
      'The map view, west,south,east,north in WGS84 degrees (e.g. 55.13,25.06,55.16,25.10), as the ' +
        "list's bbox reads it. It is widened to whole cells of the zoom's grid, so a listing just " +
        "outside the view but in a cell at its edge is counted in that cell's marker",
    ),
  zoom: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : ZOOM_MESSAGE) })
    .regex(/^(?:1?\d|2[0-2])$/, ZOOM_MESSAGE)
    .transform(Number)
    .describe(
      `The map's zoom, a whole number from 0 to ${MAX_MAP_ZOOM} (MapLibre's, 512-px tiles; round a ` +
        'fractional zoom down): the grid has cells of about 64 px, 45 / 2^zoom degrees of longitude',
    ),
});

export type PropertyMapQuery = z.infer<typeof propertyMapQuerySchema>;

/** One cell of the grid holding at least one listing: the listing itself, or a cluster. */
export const mapMarkerSchema = z
  .object({
    id: z.string().nullable().describe('The listing, in a cell of one; null for a cluster of several'),
    lat: z
      .number()
      .describe("The listing's point, or the mean of the cluster's points (latitude, WGS84 degrees)"),
    lng: z.number().describe('Longitude of the same point'),
    count: z.number().int().describe('Listings in the cell (1 for a listing)'),
    price: z
      .number()
      .int()
      .describe("AED: the listing's distress price, or the lowest distress price in the cluster"),
    box: z
      .tuple([z.number(), z.number(), z.number(), z.number()])
      .nullable()
      .describe(
        "A cluster's extent, [west, south, east, north] of its listings' points (zoom to it to split " +
          'the cluster; a single point when they all share one, as listings of one project do); null ' +
          'for a listing',
      ),
  })
  .meta({ id: 'MapMarker' });

export type MapMarker = z.infer<typeof mapMarkerSchema>;

/** What GET /api/properties/map answers. */
export const propertyMapSchema = z
  .object({
    total: z.number().int().describe('Listings on the markers: the sum of their counts'),
    markers: z
      .array(mapMarkerSchema)
      .describe(`One per cell holding a listing; never more than the box's cells (at most ${MAX_MAP_CELLS})`),
  })
  .meta({ id: 'PropertyMap' });

export type PropertyMap = z.infer<typeof propertyMapSchema>;
