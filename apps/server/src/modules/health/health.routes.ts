import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './health.service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
  engine: z.enum(['sqlite', 'postgres']),
  detail: z.string().optional(),
  telegram: z
    .object({
      status: z.enum(['connected', 'degraded', 'starting']),
      detail: z.string().optional(),
    })
    .optional()
    .describe(
      'With TELEGRAM_BOT_TOKEN: whether the bot reaches Telegram (degraded: it retries; the site serves on)',
    ),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability and, with a bot, its connection to Telegram',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.ctx);
      return health.status === 'ok' ? health : reply.status(503).send(health);
    },
  );
};
