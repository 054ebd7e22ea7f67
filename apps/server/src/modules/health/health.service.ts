import type { ServiceContext } from '../service-context.ts';
import { botSource } from '../telegram-bot/bot-token.service.ts';
import { readConnection } from '../telegram-bot/updates.repository.ts';

/** Whether the database answers and, with a bot, whether it reaches Telegram (degraded: it retries). */
export async function checkHealth(ctx: Pick<ServiceContext, 'db' | 'dbStatus' | 'config'>) {
  const { engine } = ctx.dbStatus;
  if (!(await ctx.dbStatus.ping())) {
    const detail = 'The database is unreachable';
    return { status: 'unavailable' as const, database: 'unreachable' as const, engine, detail };
  }
  const ok = { status: 'ok' as const, database: 'reachable' as const, engine };
  if (!(await botSource(ctx))) return ok;
  const bot = await readConnection(ctx.db);
  const status = bot.connection === 'unauthorized' ? 'degraded' : bot.connection;
  return { ...ok, telegram: { status, ...(bot.detail ? { detail: bot.detail } : {}) } };
}
