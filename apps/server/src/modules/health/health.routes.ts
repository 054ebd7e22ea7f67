import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readConnection } from '../telegram-bot/updates.repository.ts';

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
      const engine = app.dbHandle.engine;
      if (await app.dbHandle.ping()) {
        const ok = { status: 'ok' as const, database: 'reachable' as const, engine };
        if (!app.ctx.config.telegram) return ok;
        const bot = await readConnection(app.db);
        const status = bot.connection === 'unauthorized' ? 'degraded' : bot.connection;
        return { ...ok, telegram: { status, ...(bot.detail ? { detail: bot.detail } : {}) } };
      }
      return reply.status(503).send({
        status: 'unavailable',
        database: 'unreachable',
        engine,
        detail: 'The database is unreachable',
      });
    },
  );
};
