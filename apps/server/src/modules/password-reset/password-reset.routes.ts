import {
  errorBodySchema,
  forgotPasswordBodySchema,
  isEmailIdentifier,
  messageSchema,
  resetPasswordAnswerSchema,
  resetPasswordBodySchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { perIp } from '../../plugins/limits.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

const errors = { 400: errorBodySchema, 429: errorBodySchema };
/**
 * The answer to any request: SPEC §8's words for an admin's username; a visitor, who has an e-mail and
 * no username, reads of the e-mail. It follows the form of what was sent, never whether it is known.
 */
export const FORGOT_ANSWERS = {
  username: 'If the username exists, a password reset email will be sent.',
  email: 'If an account with this e-mail exists, a password reset email will be sent.',
} as const;

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/forgot-password',
    {
      config: perIp(5, 15),
      schema: {
        tags: ['password reset'],
        summary: 'E-mail a password-reset link to an admin or a visitor (the same answer whatever was sent)',
        description:
          '`username` takes an admin username or an e-mail: a value containing "@" is an e-mail, and the ' +
          'visitor and the admin with that e-mail each get a link of their own. A known account gets a link ' +
          'to `/reset-password?token=…` at its own e-mail (an owner without one: ADMIN_EMAIL, else the ' +
          'contacts e-mail), valid for 10 minutes and ' +
          'once; a newer request leaves the earlier links working until they expire; at most 3 e-mails per ' +
          'account and requesting address per 15 minutes, and 10 an hour per account. ' +
          'Unverified visitors get a link too (the reset does not verify the e-mail). The answer is the ' +
          'same 200 for an unknown name or e-mail, an admin and a visitor; its words speak of the e-mail ' +
          'when the value is one, of the username otherwise.',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      try {
        const outcome = await requestPasswordReset(app.ctx, request.body.username, request.ip);
        if (outcome === 'no_address') {
          request.log.warn('password reset requested, but no admin e-mail is set (ADMIN_EMAIL or contacts)');
        }
      } catch (error) {
        // The answer never reveals anything. A mail limit is what strangers can reach: a plain info
        // line, no stack; any other failure is the operator's to see.
        if (error instanceof TooManyRequestsError) request.log.info('password reset e-mail limit reached');
        else request.log.error({ err: error }, 'password reset request failed');
      }
      return { message: FORGOT_ANSWERS[isEmailIdentifier(request.body.username) ? 'email' : 'username'] };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perIp(10, 15),
      schema: {
        tags: ['password reset'],
        summary: 'Set a new password with the token from the e-mailed link',
        description:
          "Sets the password of the link's account, admin or visitor, and revokes every token of that " +
          'account issued before; no new session is returned. `account` says whose password it was, ' +
          'so the web app sends a visitor to /login and an admin to /admin/login.',
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const account = await resetPassword(app.ctx, request.body, request.ip);
      return { message: 'Password reset successful!', account };
    },
  );
};
