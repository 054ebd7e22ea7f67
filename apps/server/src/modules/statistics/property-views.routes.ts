import { errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import { countPropertyView } from './property-views.service.ts';

/**
 * A detail view, counted per listing per day for the dashboard's statistics (ADR 0035). The detail page
 * sends it once when it shows a verified visitor the listing's details; who viewed is not stored.
 */
export const propertyViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/properties/:id/views',
    {
      onRequest: app.requireRole('visitor'),
      config: perIp(120, 10),
      schema: {
        tags: ['properties'],
        summary: 'Count a view of a listing’s details',
        description:
          'Sent by the detail page once per page view, with the bearer token of a verified visitor. Adds one to ' +
          "the listing's views of the day (Dubai time); no visitor is stored. Admins' views are not counted (403).",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().max(100) }),
        response: {
          204: z.undefined().describe('Counted'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await countPropertyView(app.ctx, request.params.id, app.log);
      return reply.status(204).send();
    },
  );
};
