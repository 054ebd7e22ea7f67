import { errorBodySchema, propertyListQuerySchema, propertySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDetailCache } from './detail-cache.ts';
import { hasNoQuery, sendListing, sendSerialized } from './listing-cache-http.ts';
import { listPublicProperties, propertyListSchema } from './properties.service.ts';

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Serialized details of recently opened listings, stale whenever ctx.listingCache is invalidated.
  const detailCache = createDetailCache(ctx);

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
          'Ordered by display_order descending, then newest first. Without parameters every listing is ' +
          'returned but those sold more than 7 days ago (`sold=include` lists them too). With `limit`, ' +
          'the `X-Next-Cursor` response header carries the cursor of the next page. ' +
          'That unfiltered answer comes from a cache and carries a strong `ETag`: send it back in ' +
          '`If-None-Match` to get 304 while the list is unchanged.',
        querystring: propertyListQuerySchema,
        response: {
          200: propertyListSchema,
          304: z.undefined().describe('Not modified: the list still has the ETag sent in If-None-Match'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const page = await listPublicProperties(ctx, request.query, ctx.now());
      if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
      return page.items;
    },
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
