import {
  adminInquirySchema,
  errorBodySchema,
  INQUIRY_NOTE_MAX,
  inquiryCreateSchema,
  inquirySchema,
  inquiryUpdateSchema,
  SOLD_INQUIRY_REFUSED,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/limits.ts';
import { adminActor } from '../audit/audit.service.ts';
import { changeInquiry, createInquiry, inquiriesCsv, listInquiriesForAdmin } from './inquiries.service.ts';
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
          'account; a missing, invalid or expired token sends it anonymously. A notice is e-mailed to the ' +
          "contacts e-mail, else ADMIN_EMAIL, else every owner's own e-mail. At most 10 inquiries per IP " +
          'address per 15 minutes. ' +
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
      const { inquiry, notified } = await createInquiry(writer, request.body, request.principal?.id ?? null);
      if (notified.length === 0) {
        request.log.warn(
          { inquiryId: inquiry.id },
          'inquiry stored, but nobody was notified: no contacts e-mail, ADMIN_EMAIL or owner e-mail is set',
        );
      } else {
        request.log.info(
          { inquiryId: inquiry.id, notified },
          `inquiry notice queued for ${notified.join(', ')}`,
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
          'property_name is the listing name, or null with property_deleted true once the listing was deleted. ' +
          '`handled=false` lists only those no admin has marked handled yet; `handled=true` only the others.',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          handled: z
            .enum(['true', 'false'], { error: 'must be true or false' })
            .optional()
            .transform((value) => (value === undefined ? undefined : value === 'true')),
        }),
        response: {
          200: z.array(adminInquirySchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listInquiriesForAdmin(app.ctx, { handled: request.query.handled }),
  );

  app.patch(
    '/admin/inquiries/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['inquiries'],
        summary: 'Mark an inquiry handled (or not) and/or set the internal note',
        description:
          'Body `{"handled"?: boolean, "note"?: string}` (at least one). Handled records who and when; the note ' +
          `(at most ${INQUIRY_NOTE_MAX} characters) is for the admins only.`,
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().max(100) }),
        body: inquiryUpdateSchema,
        response: {
          200: adminInquirySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = await adminActor(app.ctx, request.principal!.id);
      return changeInquiry(app.ctx, request.params.id, request.body, admin.name);
    },
  );

  app.get(
    '/admin/inquiries.csv',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['inquiries'],
        summary: 'Every inquiry as a CSV file for a spreadsheet',
        description:
          'UTF-8 with a byte-order mark (Excel opens Arabic and Russian names), CRLF line ends, newest first: ' +
          'received, listing, listing id, name, e-mail, phone, message, handled, handled by, note. A cell that ' +
          'would start like a formula starts with an apostrophe.',
        security: [{ bearerAuth: [] }],
        produces: ['text/csv'],
        response: { 200: z.string(), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const day = app.ctx.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="inquiries-${day}.csv"`)
        .send(await inquiriesCsv(app.ctx));
    },
  );
};
