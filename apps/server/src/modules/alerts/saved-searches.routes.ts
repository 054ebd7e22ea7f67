import {
  duplicateAlertSchema,
  errorBodySchema,
  MAX_SAVED_SEARCHES,
  savedSearchCreateSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
  unsubscribeResultSchema,
} from '@dd/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { perIp } from '../../plugins/limits.ts';
import {
  changeSavedSearch,
  createSavedSearch,
  DuplicateAlertError,
  listMine,
  removeSavedSearch,
  unsubscribe,
} from './saved-searches.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const refused = { 401: errorBodySchema, 403: errorBodySchema };
const VISITORS_ONLY =
  "A verified visitor's bearer token; an admin's token is refused (403). Another visitor's alert is 404.";
const ONE_PER_SEARCH =
  'One alert per search: the same filters, however written (case and spacing of words, numbers as text, ' +
  "empty as left out), as another of the visitor's alerts are a 409 with that alert's `id`.";

/** The service's answer, or the 409 of a search the visitor already has an alert for, with its id. */
async function orDuplicate<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DuplicateAlertError)) throw error;
    return reply.status(409).send({ detail: error.message, code: error.code, id: error.id });
  }
}

/** A visitor's saved searches (GET/POST/PATCH/DELETE /me/saved-searches) and the unsubscribe link's API. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitor = app.requireRole('visitor');

  app.get(
    '/me/saved-searches',
    {
      onRequest: visitor,
      schema: {
        tags: ['alerts'],
        summary: "The visitor's saved searches (alerts), newest first",
        description: VISITORS_ONLY,
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(savedSearchSchema), ...refused },
      },
    },
    async (request) => listMine(app.ctx, request.principal!.id),
  );

  app.post(
    '/me/saved-searches',
    {
      onRequest: visitor,
      schema: {
        tags: ['alerts'],
        summary: 'Save a search with an alert: instant (within a minute) or daily (09:00 Dubai time)',
        description: `${VISITORS_ONLY} At most ${MAX_SAVED_SEARCHES} per visitor (400 past that). ${ONE_PER_SEARCH} Listings published or reduced in price after it is saved that match its filters are e-mailed, each once.`,
        security: [{ bearerAuth: [] }],
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSchema, 400: errorBodySchema, 409: duplicateAlertSchema, ...refused },
      },
    },
    async (request, reply) =>
      orDuplicate(reply, async () =>
        reply.status(201).send(await createSavedSearch(app.ctx, request.principal!.id, request.body)),
      ),
  );

  app.patch(
    '/me/saved-searches/:id',
    {
      onRequest: visitor,
      schema: {
        tags: ['alerts'],
        summary: 'Rename an alert, change its filters or frequency, or turn it off or on (`active`)',
        description: `${VISITORS_ONLY} ${ONE_PER_SEARCH}`,
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: savedSearchUpdateSchema,
        response: {
          200: savedSearchSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: duplicateAlertSchema,
          ...refused,
        },
      },
    },
    async (request, reply) =>
      orDuplicate(reply, () =>
        changeSavedSearch(app.ctx, request.principal!.id, request.params.id, request.body),
      ),
  );

  app.delete(
    '/me/saved-searches/:id',
    {
      onRequest: visitor,
      schema: {
        tags: ['alerts'],
        summary: 'Delete an alert',
        description: VISITORS_ONLY,
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 204: z.null(), 404: errorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      await removeSavedSearch(app.ctx, request.principal!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form to the header's URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/alerts/unsubscribe',
    {
      config: perIp(60, 15),
      schema: {
        tags: ['alerts'],
        summary: "Turn an alert off with its e-mail's unsubscribe token (no login)",
        description:
          'The token comes in the query (`?token=`, as the List-Unsubscribe header gives it; a mail ' +
          'client posts `List-Unsubscribe=One-Click` there, RFC 8058) or in a JSON body ' +
          '(`{"token": "..."}`, the unsubscribe page). 404 for a token that is not valid.',
        querystring: z.object({ token: z.string().max(500).optional() }),
        body: z
          .object({ token: z.string().max(500).optional() })
          .passthrough()
          .nullish(),
        response: { 200: unsubscribeResultSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw new BadRequestError('token is required', { token: ['is required'] });
      return unsubscribe(app.ctx, token);
    },
  );
};
