import {
  adminLoginBodySchema,
  adminSessionSchema,
  changePasswordBodySchema,
  errorBodySchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from './admin-bootstrap.ts';
import { changeAdminPassword, defaultCredentialsActive, loginAdmin } from './admin-auth.service.ts';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: perIp(30, 15),
      schema: {
        tags: ['admin auth'],
        summary: "Admin login with a username or the admin's e-mail",
        description:
          '`username` takes the username or the e-mail (any case) of an admin. A deactivated admin with ' +
          'the right password gets 403 with a detail saying so.',
        body: adminLoginBodySchema,
        response: { 200: adminSessionSchema, 401: errorBodySchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request) => loginAdmin(app.ctx, request.body, { ip: request.ip, log: request.log }),
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
