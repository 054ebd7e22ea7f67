import {
  errorBodySchema,
  languageBodySchema,
  messageSchema,
  registerBodySchema,
  resendCodeBodySchema,
  userLoginBodySchema,
  userSessionSchema,
  verifyEmailBodySchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import {
  loginVisitor,
  registerVisitor,
  resendVerificationCode,
  setVisitorLanguage,
  verifyEmail,
} from './users.service.ts';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      config: perIp(10, 60),
      schema: {
        tags: ['visitors'],
        summary: 'Register a visitor and e-mail a 6-digit verification code',
        description:
          'Registering again with an e-mail that is not verified yet adds a registration with its own code ' +
          'and changes nothing else: earlier codes still work, and the e-mail says the address was registered ' +
          'again. At most one code e-mail a minute and 10 a day go to an address (429 beyond). ' +
          '`language` (`en`, `ru` or `ar`, default `en`) is kept with the account: the code and every ' +
          'later e-mail are written in it.',
        body: registerBodySchema,
        response: { 201: messageSchema.extend({ email: z.string() }), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await registerVisitor(app.ctx, request.body);
      return reply.status(201).send({
        message: 'Registration successful! Check your email for verification code.',
        email: request.body.email,
      });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: perIp(30, 15),
      schema: {
        tags: ['visitors'],
        summary: 'Verify the e-mail with the code and log in',
        description:
          'A code is valid for 10 minutes and for 5 tries. The account is verified with the details of the ' +
          'registration the code was sent for. `password` (optional) is the one chosen at registration: when ' +
          'given, the account takes it, so whoever else registered the address cannot log in with theirs.',
        body: verifyEmailBodySchema,
        response: { 200: userSessionSchema, ...errors },
      },
    },
    async (request) => verifyEmail(app.ctx, request.body, request.ip),
  );

  app.post(
    '/auth/resend-code',
    {
      config: perIp(10, 15),
      schema: {
        tags: ['visitors'],
        summary: 'Send a new verification code (at most one a minute per e-mail)',
        description:
          'The e-mail is in `language` when given (not stored), else in the language the account registered with.',
        body: resendCodeBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resendVerificationCode(app.ctx, request.body.email, request.body.language);
      return { message: 'If an unverified account exists for this email, a new code has been sent.' };
    },
  );

  app.post(
    '/auth/user-login',
    {
      config: perIp(30, 15),
      schema: {
        tags: ['visitors'],
        summary: 'Visitor login by e-mail and password',
        body: userLoginBodySchema,
        response: { 200: userSessionSchema, 401: errorBodySchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request) => loginVisitor(app.ctx, request.body, { ip: request.ip, log: request.log }),
  );

  app.put(
    '/me/language',
    {
      onRequest: app.requireRole('visitor'),
      schema: {
        tags: ['visitors'],
        summary: "Keep the visitor's language",
        description:
          "`en`, `ru` or `ar`. The visitor's e-mails (alerts, password resets) are written in it from " +
          'then on, and login answers it with the user. Needs the bearer token of a verified visitor ' +
          '(an admin token is refused with 403).',
        security: [{ bearerAuth: [] }],
        body: languageBodySchema,
        response: {
          204: z.undefined().describe('Kept'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await setVisitorLanguage(app.ctx, request.principal!.id, request.body.language);
      return reply.status(204).send();
    },
  );
};
