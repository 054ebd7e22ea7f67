import { errorBodySchema, signInLinkBodySchema, signInLinkSessionSchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../../plugins/limits.ts';
import { signInWithLink } from './sign-in-links.service.ts';

export const signInLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-in-link',
    {
      config: perIp(10, 15),
      schema: {
        tags: ['password reset'],
        summary: 'Sign in with the one-time link e-mailed to an account locked for new addresses',
        description:
          'While an account is locked for new addresses after failed logins, a login from a new address ' +
          'e-mails its owner a link to `/sign-in?token=…` (15 minutes, once, at most 3 per 15 minutes). ' +
          'This call uses its token: it answers the session the account’s login would have given ' +
          '(`account` says which kind), and the address becomes one the account logs in from. A wrong, ' +
          'used or expired token is a 400; a deactivated admin a 403.',
        body: signInLinkBodySchema,
        response: {
          200: signInLinkSessionSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => signInWithLink(app.ctx, request.body.token, request.ip, request.log),
  );
};
