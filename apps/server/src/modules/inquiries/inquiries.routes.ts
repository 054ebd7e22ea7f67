import { errorBodySchema, inquiryCreateSchema, inquirySchema, SOLD_INQUIRY_REFUSED } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import { createInquiry, listInquiriesForAdmin } from './inquiries.service.ts';
import { createInquiryWriter } from './inquiry-writer.ts';

export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = createInquiryWriter(app.ctx);
  app.post(
    '/inquiries',
    {
      config: perIp(10, 15),
      preHandler: app.optionalRole('visitor'),
      schema: {
        tags: ['inquiries'],
        summary: 'Send an inquiry about a listing',
        description:
          'No token needed. With the bearer token of a verified visitor the inquiry is linked to the ' +
          'account; a missing, invalid or expired token sends it anonymously. The admin is e-mailed ' +
          '(ADMIN_EMAIL, else the contacts e-mail). At most 10 inquiries per IP address per 15 minutes. ' +
          'A sold listing takes none: 409 with the detail "' +
          SOLD_INQUIRY_REFUSED +
          '".',
        body: inquiryCreateSchema,
        response: {
          201: inquirySchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { inquiry, adminNotified } = await createInquiry(
        writer,
        request.body,
        request.principal?.id ?? null,
      );
      if (!adminNotified) {
        request.log.warn(
          { inquiryId: inquiry.id },
          'inquiry stored, but no admin e-mail is set (ADMIN_EMAIL or contacts): nobody was notified',
        );
      }
      return reply.status(201).send(inquiry);
    },
  );

  app.get(
    '/admin/inquiries',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['inquiries'],
        summary: 'Every inquiry, newest first',
        description:
          'property_name is the listing name, or null with property_deleted true once the listing was deleted.',
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(inquirySchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => listInquiriesForAdmin(app.ctx),
  );
};
