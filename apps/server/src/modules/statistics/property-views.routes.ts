import { addDays, dubaiDay, errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { perIp } from '../../plugins/limits.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import { countView, pruneViews } from './property-views.repository.ts';

/** Views are kept this many days: longer than the longest period of the statistics (90 days). */
export const VIEWS_KEPT_DAYS = 100;

/**
 * A detail view, counted per listing per day for the dashboard's statistics (ADR 0035). The detail page
 * sends it once when it shows a verified visitor the listing's details; who viewed is not stored.
 */
export const propertyViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Once a day per instance (the first view of the day), views older than VIEWS_KEPT_DAYS go, in the
  // background: the table holds what the statistics can show, so their sums read no more than that.
  let prunedOn = '';
  const prune = (today: string) => {
    if (prunedOn === today) return;
    prunedOn = today;
    pruneViews(app.ctx.db, addDays(today, -VIEWS_KEPT_DAYS)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not remove old detail views');
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
      prune(today);
      return reply.status(204).send();
    },
  );
};
