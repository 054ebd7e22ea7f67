import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
  engine: z.enum(['sqlite', 'postgres']),
  detail: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const engine = app.dbHandle.engine;
      if (await app.dbHandle.ping()) return { status: 'ok' as const, database: 'reachable' as const, engine };
      return reply.status(503).send({
        status: 'unavailable',
        database: 'unreachable',
        engine,
        detail: 'The database is unreachable',
      });
    },
  );
};
