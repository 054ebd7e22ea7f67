import { dubaiDay, errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { perIp } from '../../plugins/limits.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import { countView, refreshViewTotals } from './property-views.repository.ts';

/**
 * A detail view, counted per listing per day for the dashboard's statistics (ADR 0035). The detail page
 * sends it once when it shows a verified visitor the listing's details; who viewed is not stored.
 */
export const propertyViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The first view of each day on this instance starts the day's rebuild of the view totals (old views
  // removed), in the background; the statistics do it themselves if no view came first.
  let refreshedOn = '';
  const refresh = (today: string) => {
    if (refreshedOn === today) return;
    refreshedOn = today;
    refreshViewTotals(app.ctx.db, today).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not rebuild the detail view totals');
    });
  };

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
      const { id } = request.params;
      const today = dubaiDay(app.ctx.now());
      if (!isPropertyId(id) || !(await countView(app.ctx.db, id, today))) {
        throw new NotFoundError('Property not found');
      }
      refresh(today);
      return reply.status(204).send();
    },
  );
};
