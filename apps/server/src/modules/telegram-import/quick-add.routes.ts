import { errorBodySchema, findPhones, missingForListing, parseTelegramAd, propertySchema } from '@dd/core';
import { adPriceDoubts } from '../market/price-doubts.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, UnprocessableError } from '../../lib/errors.ts';
import { imageFilesField, uploadedImages } from '../images/image-field.ts';
import { imageUploadConfig } from '../images/image-upload.ts';
import { assertListable, createListingFromAd } from '../properties/listing-writes.service.ts';
import { getProperty } from '../properties/properties.service.ts';
import { dealFacts, findSameDeal } from '../properties/same-deal.service.ts';
import { parsedAdSchema } from './parsed-ad.schema.ts';
import { auditAction } from '../audit/audit-request.ts';

const BLANK = 'Please paste Telegram ad text';

const body = z.object({
  // Optional here so that a missing text gets the same answer as a blank one (below).
  telegram_text: z
    .string()
    .max(20_000, 'must be at most 20000 characters')
    .optional()
    .describe('The ad as pasted from Telegram'),
  images: imageFilesField.nullish().describe('Optional photos of the ad (multipart only), in order'),
});

const created = z.object({
  property_name: z.string(),
  image_urls: z.array(z.string()),
  id: z.string(),
  warnings: z.array(z.string()),
  property: propertySchema,
});

const sameAs = z
  .object({ id: z.string(), property_name: z.string() })
  .describe(
    'The listing this ad looks like the same deal as (same project, type, size and price, or a photo)',
  );

const sameDealAnswer = z.object({
  detail: z.string(),
  code: z.literal('same_deal'),
  same_as: sameAs,
});

const preview = z.object({
  property_name: z.string().nullable(),
  image_urls: z.array(z.string()),
  parsed: parsedAdSchema,
  ready: z.boolean().describe('Whether Create Property would succeed'),
  problem: z.string().nullable().describe('Why Create Property would answer 422, if it would'),
  missing_for_listing: z.array(z.string()).describe('What a listing needs that the ad does not state'),
  same_as: sameAs.nullable(),
  market_median_per_sqft: z
    .number()
    .nullable()
    .describe(
      "What comparable homes sell for per sq ft (DLD's sales, the narrowest level with enough of them), " +
        'for the fields read; null when they or the sales are not enough to say',
    ),
  price_doubts: z
    .array(z.string())
    .describe(
      'Why the price read is implausible: per sq ft under 40 % or over 250 % of the median, a discount ' +
        'over 50 %, an original price below the asking price, a price not given in AED',
    ),
});

export const quickAddRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    '/admin/parse-telegram-ad',
    {
      config: imageUploadConfig(app.ctx),
      schema: {
        tags: ['telegram import'],
        summary: 'Quick Add: create a listing from the text of a Telegram ad',
        description:
          'JSON `{telegram_text}` or a multipart form with `telegram_text` and optional `images`. ' +
          'With `?dry_run=true` nothing is saved: the answer shows what was read, for correction. ' +
          'Texts that are not ads, or lack a location, a type, the price and the original price or a ' +
          'discount, answer 422 naming what is missing. Links in the text are never fetched.',
        security: [{ bearerAuth: [] }],
        consumes: ['application/json', 'multipart/form-data'],
        querystring: z.object({
          dry_run: z
            .enum(['true', 'false', '1', '0'])
            .optional()
            .transform((v) => v === 'true' || v === '1'),
          create_anyway: z
            .enum(['true', 'false', '1', '0'])
            .optional()
            .transform((v) => v === 'true' || v === '1')
            .describe(
              'Create the listing even when the ad looks like a deal already listed (answered 409 otherwise)',
            ),
        }),
        body,
        response: {
          200: preview,
          201: created,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: sameDealAnswer,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const text = (request.body.telegram_text ?? '').trim();
      const photos = uploadedImages(request.body);
      if (!text) throw new BadRequestError(BLANK, { telegram_text: [BLANK] });
      const ad = parseTelegramAd(text);
      if (request.query.dry_run) {
        // A preview keeps nothing: photos sent along are dropped again.
        for (const cleanup of request.uploadCleanups.splice(0)) await cleanup();
        let problem: string | null = null;
        try {
          assertListable(ad);
        } catch (error) {
          if (!(error instanceof UnprocessableError)) throw error;
          problem = error.message;
        }
        const match = ad.is_ad ? await findSameDeal(app.ctx, dealFacts(ad.fields)) : undefined;
        const { doubts, median } = await adPriceDoubts(app.ctx, ad, app.ctx.now());
        return reply.status(200).send({
          property_name: ad.fields.property_name,
          image_urls: [],
          parsed: ad,
          ready: problem === null,
          problem,
          missing_for_listing: missingForListing(ad),
          same_as: match ? { id: match.id, property_name: match.property_name } : null,
          market_median_per_sqft: median,
          price_doubts: doubts,
        });
      }
      const outcome = await createListingFromAd(app.ctx, ad, {
        via: 'quick_add',
        images: photos,
        sameDeal: request.query.create_anyway ? 'create' : 'report',
        origin: { text, phones: findPhones(text) },
      });
      if (outcome.status === 'same_deal') {
        for (const cleanup of request.uploadCleanups.splice(0)) await cleanup();
        return reply.status(409).send({
          detail: `This looks like a deal already listed: ${outcome.property_name}. Create it anyway?`,
          code: 'same_deal' as const,
          same_as: { id: outcome.id, property_name: outcome.property_name },
        });
      }
      const property = await getProperty(app.ctx, outcome.id);
      await auditAction(app.ctx, request, {
        action: 'quick_add',
        property: { id: property.id, name: property.property_name },
        summary: `Quick Add: ${property.property_name}${request.query.create_anyway ? ' (created anyway beside a deal already listed)' : ''}`,
      });
      return reply.status(201).send({
        property_name: property.property_name,
        image_urls: property.image_urls,
        id: property.id,
        warnings: ad.warnings,
        property,
      });
    },
  );
};
