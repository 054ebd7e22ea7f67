import { errorBodySchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { CHECKED_COLUMNS, checkListing, type MarketCheck } from './market-check.ts';
import { hasSales } from './market-sales.repository.ts';

const NO_DATA = 'No market data is loaded yet';

const marketCheckSchema = z
  .union([
    z.object({
      median_price_per_sqft: z.number().describe('Median AED per sq ft of the comparable sales'),
      listing_price_per_sqft: z.number().describe("The listing's distress price per sq ft"),
      below_market_pct: z.number().describe('How far below the median, %; negative when above it'),
      comparables: z.number().int().describe('How many sales the median is taken over (at least 5)'),
      level: z.enum(['project', 'master_project', 'area']).describe('Where the comparables were found'),
      place: z.string().describe("The project's, master project's or area's name, as DLD writes it"),
      window_months: z.union([z.literal(12), z.literal(24)]),
      newest_sale: z.string().describe("The newest comparable sale's date, YYYY-MM-DD"),
      kind: z.string(),
      rooms: z.string().nullable().describe("DLD's rooms: 'Studio', '1 B/R' …; null: any"),
      offplan: z.boolean(),
    }),
    z.object({ comparables: z.literal(0), reason: z.string() }),
  ])
  .meta({ id: 'MarketCheck' });

export const marketPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/properties/:id/market',
    {
      schema: {
        tags: ['market data'],
        summary: "How a listing's price compares with DLD's registered sales of comparable homes",
        description:
          'The median price per sq ft of sales of the same kind, bedrooms and state (off-plan or ready) in ' +
          'the narrowest place with at least 5 of them in the last 12 months (else 24): the project, the ' +
          "master project, or DLD's area. Computed when the listing or the market data change. Without " +
          'enough data: `{comparables: 0, reason}`. Source: Dubai Land Department open data.',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: marketCheckSchema, 404: errorBodySchema },
      },
    },
    async (request): Promise<MarketCheck> => {
      const row = await db
        .selectFrom('properties')
        .select(['market_reference', ...CHECKED_COLUMNS])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new NotFoundError('Property not found');
      if (!(await hasSales(db))) return { comparables: 0, reason: NO_DATA };
      // Stored by the background checker; a listing it has not reached yet is checked here once.
      return row.market_reference
        ? (JSON.parse(row.market_reference) as MarketCheck)
        : checkListing(db, row, app.ctx.now());
    },
  );
};
