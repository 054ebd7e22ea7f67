import {
  errorBodySchema,
  propertyFacetsQuerySchema,
  propertyFacetsSchema,
  propertyListQuerySchema,
  propertyMapQuerySchema,
  propertyMapSchema,
  propertySchema,
  propertySummarySchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDetailCache } from './detail-cache.ts';
import { createListCounts } from './list-counts.ts';
import { createListPages } from './list-pages.ts';
import { hasNoQuery, sendKept, sendListing, sendPage, sendSerialized } from './listing-cache-http.ts';
import { createMapMarkers } from './map-markers.ts';
import { getPropertyCard, propertyListSchema } from './properties.service.ts';

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Serialized details of recently opened listings, stale whenever ctx.listingCache is invalidated.
  const detailCache = createDetailCache(ctx);
  // Counts of filtered views and the filter bar's options, stale with it too.
  const counts = createListCounts(ctx);
  // Answered queries of the list, serialized and compressed, stale with it too (and after a minute).
  const pages = createListPages(ctx, counts);
  // Answered views of the map, kept as the pages are.
  const markers = createMapMarkers(ctx);

  app.get(
    '/properties',
    {
      // The home page's call, every listing, is answered from the cache before anything else runs:
      // with no query there is nothing to parse, validate or serialize (ADR 0016).
      onRequest: async (request, reply) => {
        if (hasNoQuery(request)) return sendListing(request, reply, await ctx.listingCache.get());
      },
      schema: {
        tags: ['properties'],
        summary: 'Every listing in the order the public page shows it',
        description:
          'Ordered by display_order descending, then newest first, unless `sort` asks for another of the ' +
          "page's orders. Without parameters every listing is returned but the sold ones " +
          '(`sold=include` lists them too). With `limit`, the `X-Next-Cursor` response header ' +
          'carries the cursor of the next page (absent on the last page); pass it back with the same ' +
          'filters and `sort` (a cursor of another sort is a 400). A request with `limit` and without ' +
          '`cursor` also gets `X-Total-Count`: how many listings match the filters, every page together ' +
          '(counted by the database). An answer to a query is kept until the next write and for at ' +
          'most a minute, so the same view and page is read from the database once. The unfiltered ' +
          'answer (no parameters) carries a strong `ETag`: send it back in `If-None-Match` to get 304 ' +
          'while the list is unchanged.',
        querystring: propertyListQuerySchema,
        response: {
          200: propertyListSchema,
          304: z.undefined().describe('Not modified: the list still has the ETag sent in If-None-Match'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(reply, await pages.answer(request.query, request.headers['accept-encoding'])),
  );

  app.get(
    '/properties/map',
    {
      schema: {
        tags: ['properties'],
        summary: "A map view's markers: its listings, and clusters of them",
        description:
          'The listings of the list that match the filters (each as in GET /api/properties; sold ones ' +
          'only with `sold=include`) and whose point is in the box, grouped by the database into the ' +
          'cells of a grid of about 64 px at `zoom` (45 / 2^zoom degrees of longitude, as tall on the ' +
          "screen at the box's latitude), anchored at 0° so that a cell's marker stays put while the " +
          'map pans. The box is widened to the whole cells it touches. A marker per cell holding any: ' +
          "a listing (its id, point and distress price) or a cluster (the mean of its listings' " +
          'points, their number, the lowest distress price, and their extent to zoom to). Listings ' +
          'without a point are on no marker. A box over more than 10,000 cells of its zoom is a 400. ' +
          'An answer is kept until the next write and for at most a minute, so the same view is read ' +
          'from the database once.',
        querystring: propertyMapQuerySchema,
        response: { 200: propertyMapSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendKept(reply, await markers.answer(request.query, request.headers['accept-encoding'])),
  );

  app.get(
    '/properties/facets',
    {
      schema: {
        tags: ['properties'],
        summary: "The home page filter bar's options and the number of listings",
        description:
          'Over every listing of the view (sold ones only with `sold=include`), ' +
          'whatever the filters, as the page offers them: location and type options, and `total`. ' +
          'Counted by the database; kept until the next write and for at most a minute.',
        querystring: propertyFacetsQuerySchema,
        response: { 200: propertyFacetsSchema, 400: errorBodySchema },
      },
    },
    async (request) => counts.facets(request.query.sold),
  );

  app.get(
    '/properties/:id/card',
    {
      schema: {
        tags: ['properties'],
        summary: "One listing's public card",
        description:
          'What the list shows of one listing (name, location, prices, discount, photos), without a ' +
          'login: the login and register screens show the deal a visitor is about to open.',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: propertySummarySchema, 404: errorBodySchema },
      },
    },
    async (request) => getPropertyCard(ctx, request.params.id),
  );

  app.get(
    '/properties/:id',
    {
      onRequest: app.requireRole('visitor', 'admin'),
      schema: {
        tags: ['properties'],
        summary: 'One listing with every detail',
        description: 'Needs the bearer token of a verified visitor or of an admin.',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: propertySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    // Already serialized by the detail cache; a JSON string is sent as it is.
    async (request, reply) => sendSerialized(reply, await detailCache.get(request.params.id)),
  );
};
