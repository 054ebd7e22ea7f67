import { errorBodySchema, propertyListQuerySchema, propertySchema, propertySummarySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getProperty, listPublicProperties } from './properties.service.ts';

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Every listing in the order the public page shows it',
        description:
          'Ordered by display_order descending, then newest first. Without parameters every listing is ' +
          'returned. With `limit`, the `X-Next-Cursor` response header carries the cursor of the next page.',
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertySummarySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await listPublicProperties(app.db, request.query);
      if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/properties/:id',
    {
      preHandler: app.requireRole('visitor', 'admin'),
      schema: {
        tags: ['properties'],
        summary: 'One listing with every detail',
        description: 'Needs the bearer token of a verified visitor or of an admin.',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: propertySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getProperty(app.db, request.params.id),
  );
};
