import { errorBodySchema, FAVORITES_LIMIT, favoriteListSchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts';

const params = z.object({ property_id: z.string().max(100) });
const noContent = z.undefined().describe('Done');
const authErrors = { 401: errorBodySchema, 403: errorBodySchema };

/** The logged-in visitor's saved deals (/api/me/favorites). Visitors only: an admin token is a 403. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const visitorOnly = app.requireRole('visitor');

  app.get(
    '/me/favorites',
    {
      onRequest: visitorOnly,
      schema: {
        tags: ['visitors'],
        summary: "The visitor's favourites, newest first",
        description:
          'Needs the bearer token of a verified visitor (an admin token is refused with 403). Each ' +
          'entry carries the listing as the public list shows it (`status` says sold or reserved); a ' +
          'deleted listing stays in the list as `removed: true` with `property: null`, under the name ' +
          'and location it had when it was saved.',
        security: [{ bearerAuth: [] }],
        response: { 200: favoriteListSchema, ...authErrors },
      },
    },
    async (request) => listFavorites(ctx, request.principal!.id),
  );

  app.put(
    '/me/favorites/:property_id',
    {
      onRequest: visitorOnly,
      schema: {
        tags: ['visitors'],
        summary: 'Save a listing to the favourites',
        description:
          `Idempotent: saving a favourite again changes nothing. At most ${FAVORITES_LIMIT} per ` +
          'visitor (400 past it). An unknown listing is a 404.',
        security: [{ bearerAuth: [] }],
        params,
        response: { 204: noContent, 400: errorBodySchema, 404: errorBodySchema, ...authErrors },
      },
    },
    async (request, reply) => {
      await addFavorite(ctx, request.principal!.id, request.params.property_id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/me/favorites/:property_id',
    {
      onRequest: visitorOnly,
      schema: {
        tags: ['visitors'],
        summary: 'Take a listing out of the favourites',
        description:
          'Idempotent for a listing that exists. A deleted listing still among the favourites can be ' +
          'taken out; an id that is neither is a 404.',
        security: [{ bearerAuth: [] }],
        params,
        response: { 204: noContent, 404: errorBodySchema, ...authErrors },
      },
    },
    async (request, reply) => {
      await removeFavorite(ctx, request.principal!.id, request.params.property_id);
      return reply.status(204).send();
    },
  );
};
