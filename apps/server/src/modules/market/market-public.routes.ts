import { errorBodySchema, type MarketCheck, marketCheckSchema } from '@dd/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingMarketCheck } from './market-check.ts';

export const marketPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/properties/:id/market',
    {
      schema: {
        tags: ['market data'],
        summary: "How a listing's price compares with DLD's registered sales of comparable homes",
        description:
          'The median price per sq ft of sales of the same kind, bedrooms and state (off-plan or ready) in ' +
          'the narrowest place with at least 5 of them in the last 12 months (else 24): the project, the ' +
          "master project, or DLD's area, with those sales (the newest 400) for a chart. Computed when the " +
          'listing or the market data change. Without enough data: `{comparables: 0, reason}`. Source: ' +
          'Dubai Land Department open data.',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: marketCheckSchema, 404: errorBodySchema },
      },
    },
    async (request): Promise<MarketCheck> => listingMarketCheck(app.ctx, request.params.id),
  );
};
