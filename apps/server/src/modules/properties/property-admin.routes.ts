import {
  adminEditedPropertySchema,
  adminPropertySchema,
  auditFieldLabel,
  checkPin,
  checkPrices,
  fieldChanges,
  errorBodySchema,
  MAX_BULK_IDS,
  propertyBulkBodySchema,
  propertyBulkResultSchema,
  propertyFormShape,
  propertySchema,
  propertyStatusBodySchema,
  listingPinShape,
  listingSuggestionSchema,
  placedPin,
  suggestionDecisionSchema,
} from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../../lib/errors.ts';
import { ONLY_OWNER } from '../../plugins/auth.ts';
import { imageFileField, imageFilesField, uploadedImages } from '../images/image-field.ts';
import { imageUploadConfig } from '../images/image-upload.ts';
import { listAdminProperties } from './property-admin.service.ts';
import {
  bulkAction,
  changeStatus,
  createProperty,
  editProperty,
  moveProperty,
  removeAllProperties,
  removeProperty,
} from './listing-writes.service.ts';
import { auditAction } from '../audit/audit-request.ts';
import { getProperty } from './properties.service.ts';
import { decideSuggestion, listSuggestions } from './listing-suggestions.service.ts';
import { adminActor } from '../audit/audit.service.ts';

const keepImages = z
  .string()
  .max(20_000)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    try {
      const list: unknown = JSON.parse(v);
      if (Array.isArray(list) && list.every((item) => typeof item === 'string')) return list as string[];
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of image paths' });
    return z.NEVER;
  })
  .describe('Edit only: JSON array of the current image paths to keep, in order (absent = keep all)');

const formBody = z
  .object({
    ...propertyFormShape,
    ...listingPinShape,
    image: imageFileField.nullish().describe('One image (JPEG, PNG, WebP, AVIF, GIF, TIFF…), at most 15 MB'),
    images: imageFilesField.nullish().describe('More images, in order; at most 20 per listing'),
    keep_images: keepImages,
  })
  .superRefine(checkPrices)
  .superRefine(checkPin);

/** A pin as the activity log shows it: "25.0888, 55.1475", or null without one. */
const pinText = (listing: { lat: number | null; lng: number | null }) =>
  listing.lat === null || listing.lng === null ? null : `${listing.lat}, ${listing.lng}`;

/** The fields of a listing an edit can change, as the activity log names them. */
const EDITED_FIELDS = Object.keys(propertyFormShape) as (keyof typeof propertyFormShape)[];

const idParams = z.object({ id: z.string().max(100) });
const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };
const security = [{ bearerAuth: [] }];

export const propertyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, not preHandler: an unauthenticated upload is refused before its files are read.
  app.addHook('onRequest', app.requireRole('admin'));
  const upload = imageUploadConfig(app.ctx);

  app.get(
    '/admin/properties',
    {
      schema: {
        tags: ['admin properties'],
        summary: 'Every listing with every field, in the public order',
        security,
        response: { 200: z.array(adminPropertySchema), ...adminErrors },
      },
    },
    async () => listAdminProperties(app.ctx),
  );

  app.post(
    '/admin/properties',
    {
      config: upload,
      schema: {
        tags: ['admin properties'],
        summary: 'Add a listing (multipart form with optional images)',
        security,
        consumes: ['multipart/form-data'],
        body: formBody,
        response: {
          201: adminEditedPropertySchema,
          400: errorBodySchema,
          413: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const property = await createProperty(
        app.ctx,
        request.body,
        uploadedImages(request.body),
        placedPin(request.body),
      );
      await auditAction(app.ctx, request, {
        action: 'listing_created',
        property: { id: property.id, name: property.property_name },
        summary: `Added ${property.property_name}`,
      });
      return reply.status(201).send(property);
    },
  );

  app.put(
    '/admin/properties/:id',
    {
      config: upload,
      schema: {
        tags: ['admin properties'],
        summary: 'Edit a listing; without new images the current ones stay',
        description:
          '`lat` and `lng` (both or neither, in the UAE) place the map pin where the admin put it ' +
          '(`pin_moved`: edits of the name or location and the gazetteer then leave it there); both ' +
          "null or blank give it back to the gazetteer's point; without them the pin stays as it is. " +
          'A listing whose pin no admin placed follows its name and location.',
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        body: formBody,
        response: {
          200: adminEditedPropertySchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const before = await getProperty(app.ctx, request.params.id);
      const after = await editProperty(
        app.ctx,
        request.params.id,
        request.body,
        uploadedImages(request.body),
        request.body.keep_images,
        placedPin(request.body),
      );
      const changes = fieldChanges(
        { ...before, photos: before.image_urls.join('\n'), map_pin: pinText(before) },
        { ...after, photos: after.image_urls.join('\n'), map_pin: pinText(after) },
        [...EDITED_FIELDS, 'photos', 'map_pin'],
      ).map((change) =>
        change.field === 'photos'
          ? { field: 'photos', from: before.image_urls.length, to: after.image_urls.length }
          : change,
      );
      await auditAction(app.ctx, request, {
        action: 'listing_edited',
        property: { id: after.id, name: after.property_name },
        summary: changes.length
          ? `Edited ${after.property_name}: ${changes.map((change) => auditFieldLabel(change.field)).join(', ')}`
          : `Saved ${after.property_name} unchanged`,
        changes,
      });
      return after;
    },
  );

  app.delete(
    '/admin/properties/:id',
    {
      schema: {
        tags: ['admin properties'],
        summary: 'Delete a listing and its images',
        security,
        params: idParams,
        response: { 204: z.undefined(), 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const before = await getProperty(app.ctx, request.params.id);
      await removeProperty(app.ctx, request.params.id);
      await auditAction(app.ctx, request, {
        action: 'listing_deleted',
        property: { id: before.id, name: before.property_name },
        summary: `Deleted ${before.property_name}`,
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/admin/properties-all',
    {
      // Wiping the site is an owner's decision (issue 43): an editor gets 403.
      onRequest: app.requireOwner(),
      schema: {
        tags: ['admin properties'],
        summary: 'Delete every listing, in one transaction (owners only)',
        security,
        response: { 200: z.object({ deleted_count: z.number().int() }), ...adminErrors },
      },
    },
    async (request) => {
      const deleted = await removeAllProperties(app.ctx);
      await auditAction(app.ctx, request, {
        action: 'listings_deleted_all',
        summary: `Deleted all ${deleted} listings`,
        counts: { deleted },
      });
      return { deleted_count: deleted };
    },
  );

  app.post(
    '/admin/properties/bulk',
    {
      schema: {
        tags: ['admin properties'],
        summary: 'Set the status of many listings, or delete them, in one transaction',
        description:
          `Body \`{"action": "set_status", "status": "sold", "ids": [...]}\` or \`{"action": "delete", "ids": [...]}\` ` +
          '(deleting: owners only, 403 for an editor), ' +
          `at most ${MAX_BULK_IDS} ids (400 beyond). Every named listing that exists changes, in one ` +
          'transaction; ids of no listing are answered in `not_found`. A status change sets ' +
          'status_changed_at of the listings whose status changes, as the single route does. The ' +
          'activity log gets an entry per listing changed, as from the single routes.',
        security,
        body: propertyBulkBodySchema,
        response: { 200: propertyBulkResultSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => {
      if (request.body.action === 'delete' && request.principal?.adminRole !== 'owner') {
        throw new ForbiddenError(ONLY_OWNER);
      }
      const { result, found } = await bulkAction(app.ctx, request.body);
      // One entry per listing, as the single routes write: the Activity tab's filter by listing and
      // the Statistics' status history see a bulk change like any other.
      const body = request.body;
      if (result.changed > 0 && body.action === 'set_status') {
        await auditAction(
          app.ctx,
          request,
          found
            .filter((listing) => listing.status !== body.status)
            .map((listing) => ({
              action: 'listing_status' as const,
              property: { id: listing.id, name: listing.name },
              summary: `Marked ${listing.name} ${body.status}`,
              changes: [{ field: 'status', from: listing.status, to: body.status }],
            })),
        );
      } else if (result.changed > 0) {
        await auditAction(
          app.ctx,
          request,
          found.map((listing) => ({
            action: 'listing_deleted' as const,
            property: { id: listing.id, name: listing.name },
            summary: `Deleted ${listing.name}`,
          })),
        );
      }
      return result;
    },
  );

  app.patch(
    '/admin/properties/:id/order',
    {
      schema: {
        tags: ['admin properties'],
        summary: 'Set display_order (higher shows first; above 0 is a priority listing)',
        security,
        params: idParams,
        querystring: z.object({
          display_order: z.coerce
            .number({ error: 'must be a whole number' })
            .int('must be a whole number')
            .min(-1_000_000, 'must be at least -1000000')
            .max(1_000_000, 'must be at most 1000000'),
        }),
        response: { 200: propertySchema, 400: errorBodySchema, 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => {
      const before = await getProperty(app.ctx, request.params.id);
      const after = await moveProperty(app.ctx, request.params.id, request.query.display_order);
      await auditAction(app.ctx, request, {
        action: 'listing_reordered',
        property: { id: after.id, name: after.property_name },
        summary: `Moved ${after.property_name}`,
        changes: fieldChanges(before, after, ['display_order']),
      });
      return after;
    },
  );

  app.patch(
    '/admin/properties/:id/status',
    {
      schema: {
        tags: ['admin properties'],
        summary: 'Mark a listing available, reserved or sold',
        description:
          'Body `{"status": "available" | "reserved" | "sold"}`. A change sets status_changed_at; sending ' +
          'the current status changes nothing. A sold listing leaves the default ' +
          'public list (GET /api/properties?sold=include still lists it) and takes no more inquiries ' +
          'from the moment it is sold.',
        security,
        params: idParams,
        body: propertyStatusBodySchema,
        response: { 200: propertySchema, 400: errorBodySchema, 404: errorBodySchema, ...adminErrors },
      },
    },
    async (request) => {
      const before = await getProperty(app.ctx, request.params.id);
      const after = await changeStatus(app.ctx, request.params.id, request.body.status);
      const changes = fieldChanges(before, after, ['status']);
      if (changes.length)
        await auditAction(app.ctx, request, {
          action: 'listing_status',
          property: { id: after.id, name: after.property_name },
          summary: `Marked ${after.property_name} ${after.status}`,
          changes,
        });
      return after;
    },
  );

  app.get(
    '/admin/properties/:id/suggestions',
    {
      schema: {
        tags: ['admin properties'],
        summary: 'What Telegram posts said of a listing that they may not change by themselves',
        description:
          "Open suggestions, newest first: another channel's post of the same deal at another price, a " +
          "SOLD or RESERVED reply there, or a price from the listing's own channel outside publish mode.",
        security,
        params: idParams,
        response: {
          200: z.array(listingSuggestionSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => listSuggestions(app.ctx, request.params.id),
  );

  app.post(
    '/admin/properties/:id/suggestions/:suggestionId',
    {
      schema: {
        tags: ['admin properties'],
        summary: 'Accept or ignore a suggestion',
        description:
          'Body `{"decision": "accept" | "ignore"}`. Accepting sets the suggested price (kept in the price ' +
          'history) or status; a price above the original price is refused (409). Both are in the activity log.',
        security,
        params: idParams.extend({ suggestionId: z.string().max(64) }),
        body: suggestionDecisionSchema,
        response: {
          200: propertySchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const principal = request.principal!;
      return decideSuggestion(
        app.ctx,
        await adminActor(app.ctx, principal.id),
        request.params.id,
        request.params.suggestionId,
        request.body.decision,
      );
    },
  );
};
