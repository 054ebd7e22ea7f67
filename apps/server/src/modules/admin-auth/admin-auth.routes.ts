import {
  adminLoginBodySchema,
  adminSessionSchema,
  changePasswordBodySchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  messageSchema,
  resetPasswordBodySchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from './admin-bootstrap.ts';
import {
  changeAdminPassword,
  defaultCredentialsActive,
  loginAdmin,
  requestPasswordReset,
  resetPassword,
} from './admin-auth.service.ts';

const errors = { 400: errorBodySchema, 429: errorBodySchema };
const FORGOT_ANSWER = 'If the username exists, a password reset email will be sent.';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: perIp(30, 15),
      schema: {
        tags: ['admin auth'],
        summary: 'Admin login',
        body: adminLoginBodySchema,
        response: { 200: adminSessionSchema, 401: errorBodySchema, ...errors },
      },
    },
    async (request) => loginAdmin(app.ctx, request.body),
  );

  app.post(
    '/admin/change-password',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin auth'],
        summary: "Change the admin's password; older tokens stop working",
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: {
          200: adminSessionSchema.extend({ message: z.string() }),
          401: errorBodySchema,
          403: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const session = await changeAdminPassword(app.ctx, request.principal!.id, request.body);
      return { ...session, message: 'Password changed successfully!' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: perIp(5, 15),
      schema: {
        tags: ['admin auth'],
        summary: 'E-mail a password-reset link to the admin (same answer for any username)',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      try {
        const outcome = await requestPasswordReset(app.ctx, request.body.username);
        if (outcome === 'no_address') {
          request.log.warn('password reset requested, but no admin e-mail is set (ADMIN_EMAIL or contacts)');
        }
      } catch (error) {
        // The answer never reveals anything; a failure is logged for the operator.
        request.log.error({ err: error }, 'password reset request failed');
      }
      return { message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perIp(10, 15),
      schema: {
        tags: ['admin auth'],
        summary: 'Set a new admin password with the token from the e-mailed link',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { message: 'Password reset successful!' };
    },
  );

  app.get(
    '/auth/admin-setup',
    {
      config: perIp(60, 15),
      schema: {
        tags: ['admin auth'],
        summary: 'Whether the default admin credentials still work (the login page shows them only then)',
        response: {
          200: z.object({
            default_credentials_active: z.boolean(),
            username: z.string().nullable(),
            password: z.string().nullable(),
          }),
        },
      },
    },
    async () => {
      const active = await defaultCredentialsActive(app.ctx);
      return {
        default_credentials_active: active,
        username: active ? DEFAULT_ADMIN_USERNAME : null,
        password: active ? DEFAULT_ADMIN_PASSWORD : null,
      };
    },
  );
};
