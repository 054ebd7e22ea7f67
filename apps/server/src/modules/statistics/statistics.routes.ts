import { errorBodySchema, statisticsQuerySchema, statisticsSchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStatistics } from './statistics.service.ts';

/** The dashboard's Statistics tab (ADR 0035), for any admin. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/admin/statistics',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Listings, views, inquiries and visitors over a period',
        description:
          'For the last `days` (7, 30 or 90) Dubai days, today included: listings by status at the end of ' +
          'each day, new listings per day by how they were made, inquiries per week, registrations and ' +
          'verified visitors per week (weeks start on Monday), and the top 10 listings by detail views and ' +
          'by inquiries.',
        security: [{ bearerAuth: [] }],
        querystring: statisticsQuerySchema,
        response: {
          200: statisticsSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => getStatistics(app.ctx, request.query.days as 7 | 30 | 90),
  );
};
