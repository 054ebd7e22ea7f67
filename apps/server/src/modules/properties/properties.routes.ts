import {
  errorBodySchema,
  propertyFacetsQuerySchema,
  propertyFacetsSchema,
  propertyListQuerySchema,
  propertySchema,
  propertySummarySchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDetailCache } from './detail-cache.ts';
import { createListCounts } from './list-counts.ts';
import { createListPages } from './list-pages.ts';
import { hasNoQuery, sendListing, sendPage, sendSerialized } from './listing-cache-http.ts';
import { getPropertyCard, propertyListSchema } from './properties.service.ts';

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Serialized details of recently opened listings, stale whenever ctx.listingCache is invalidated.
  const detailCache = createDetailCache(ctx);
  // Counts of filtered views and the filter bar's options, stale with it too.
  const counts = createListCounts(ctx);
  // Answered queries of the list, serialized and compressed, stale with it too (and after a minute).
  const pages = createListPages(ctx, counts);

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
