import { type BotSource, maskBotToken } from '@dd/core';
import { GrammyError } from 'grammy';
import { BadGatewayError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { botSignal, createBotClient } from './bot-client.ts';
import { deleteSavedBot, findSavedBot, saveBot } from './bot-token.repository.ts';
import { claimPollOffset, resetConnection, saveConnection } from './updates.repository.ts';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'secretBox' | 'hasher' | 'now'>;

/** The bot the site follows channels with, and how its updates arrive. */
export interface BotSettings {
  source: BotSource;
  token: string;
  /** The numeric id before the token's colon: the poll offset belongs to it. */
  botId: string;
  apiRoot: string;
  /** Set: Telegram posts updates to the webhook with this secret token; unset: long polling. */
  webhookSecret: string | undefined;
}

export const ENVIRONMENT_WINS =
  "The bot is set by TELEGRAM_BOT_TOKEN in the server's environment, which wins over the dashboard: change or remove it there.";
export const TOKEN_REFUSED =
  'Telegram does not know this token. Copy it again from @BotFather (/mybots › your bot › API Token).';
export const TELEGRAM_UNREACHABLE =
  'Telegram could not be reached to check the token. Nothing was saved; please try again in a minute.';
export const NO_SAVED_BOT = 'No bot token is saved in the dashboard.';

/** How long checking a token with getMe may take before the owner is told Telegram is out of reach. */
const CHECK_TIMEOUT_MS = 15_000;

const botIdOf = (token: string) => token.slice(0, token.indexOf(':'));

/**
 * A dashboard bot gets a webhook where the site has a public https address: its secret token is a
 * keyed hash of the bot token, the same on every instance and never stored. Polling otherwise.
 */
const httpsSite = (ctx: Pick<Ctx, 'config'>) =>
  ctx.config.appUrlConfigured && ctx.config.appUrl.startsWith('https://');

function dashboardWebhookSecret(ctx: Ctx, token: string): string | undefined {
  return httpsSite(ctx) ? ctx.hasher.hash(`telegram-webhook:${token}`) : undefined;
}

/**
 * The site's bot: TELEGRAM_BOT_TOKEN when set (it wins), else the token an owner saved in the
 * dashboard; undefined without one, or when the saved one can no longer be opened (the server's
 * secret changed: the status says so).
 */
export async function currentBot(ctx: Ctx): Promise<BotSettings | undefined> {
  const env = ctx.config.telegram;
  if (env) {
    return {
      source: 'environment',
      token: env.token,
      botId: botIdOf(env.token),
      apiRoot: env.apiRoot,
      webhookSecret: env.webhookSecret,
    };
  }
  const saved = await findSavedBot(ctx.db);
  const token = saved ? ctx.secretBox.open(saved.tokenSealed) : null;
  if (!saved || !token) return undefined;
  return {
    source: 'dashboard',
    token,
    botId: saved.botId,
    apiRoot: ctx.config.telegramApiRoot,
    webhookSecret: dashboardWebhookSecret(ctx, token),
  };
}

/** Where the site's bot comes from, without opening a saved token; null without one. */
export async function botSource(ctx: Pick<Ctx, 'db' | 'config'>): Promise<BotSource | null> {
  if (ctx.config.telegram) return 'environment';
  return (await findSavedBot(ctx.db)) ? 'dashboard' : null;
}

export interface SavedBotView {
  source: BotSource;
  tokenMasked: string;
  delivery: 'webhook' | 'polling';
  /** Set when the saved token cannot be opened any more. */
  unreadable: string | null;
}

/** The bot as the Telegram tab shows it: where it comes from, its masked token and how updates come. */
export async function describeBot(ctx: Ctx): Promise<SavedBotView | null> {
  if (ctx.config.telegram) {
    const { token, webhookSecret } = ctx.config.telegram;
    return {
      source: 'environment',
      tokenMasked: maskBotToken(token),
      delivery: webhookSecret ? 'webhook' : 'polling',
      unreadable: null,
    };
  }
  const saved = await findSavedBot(ctx.db);
  if (!saved) return null;
  const readable = ctx.secretBox.open(saved.tokenSealed) !== null;
  return {
    source: 'dashboard',
    tokenMasked: maskBotToken(`${saved.botId}:${saved.tokenEnd}`),
    delivery: httpsSite(ctx) ? 'webhook' : 'polling',
    unreadable: readable
      ? null
      : "The saved bot token can no longer be read: the server's secret (JWT_SECRET) changed since it was saved. Paste the token again.",
  };
}

/** Tells Telegram to stop posting a bot's updates here; a failure only means it keeps trying a while. */
async function dropWebhook(ctx: Ctx, token: string): Promise<void> {
  const bot = createBotClient(token, ctx.config.telegramApiRoot);
  await bot.api.deleteWebhook({}, botSignal(AbortSignal.timeout(5000))).catch(() => {});
}

/**
 * Connects the bot an owner pasted: checked with getMe (a token Telegram refuses is a 400, Telegram
 * out of reach a 502, nothing saved either way), then saved sealed. Every instance starts following
 * with it within seconds (telegram.plugin.ts); the bot it replaces stops posting to the webhook.
 */
export async function connectBot(ctx: Ctx, token: string, adminId: string): Promise<{ username: string }> {
  if (ctx.config.telegram) throw new ConflictError(ENVIRONMENT_WINS);
  const bot = createBotClient(token, ctx.config.telegramApiRoot);
  let me;
  try {
    me = await bot.api.getMe(botSignal(AbortSignal.timeout(CHECK_TIMEOUT_MS)));
  } catch (error) {
    if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) {
      throw new BadRequestError(TOKEN_REFUSED);
    }
    throw new BadGatewayError(TELEGRAM_UNREACHABLE);
  }
  if (!me.is_bot || String(me.id) !== botIdOf(token)) throw new BadRequestError(TOKEN_REFUSED);
  const before = await currentBot(ctx);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await saveBot(
      trx,
      {
        tokenSealed: ctx.secretBox.seal(token),
        botId: botIdOf(token),
        botUsername: me.username,
        tokenEnd: token.slice(-4),
      },
      adminId,
      now,
    );
    // The same token again changes nothing the runner knows: what it last reported still holds.
    if (before?.token !== token) {
      await resetConnection(trx);
      await saveConnection(trx, { connection: 'starting', detail: null, botUsername: me.username }, now);
    }
    await claimPollOffset(trx, botIdOf(token));
  });
  if (before && before.token !== token) await dropWebhook(ctx, before.token);
  return { username: me.username };
}

/** Forgets the dashboard's bot: every instance stops following with it, and its webhook is removed. */
export async function disconnectBot(ctx: Ctx): Promise<void> {
  if (ctx.config.telegram) throw new ConflictError(ENVIRONMENT_WINS);
  const before = await currentBot(ctx);
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const had = await deleteSavedBot(trx);
    if (had) await resetConnection(trx);
    return had;
  });
  if (!deleted) throw new NotFoundError(NO_SAVED_BOT);
  if (before) await dropWebhook(ctx, before.token);
}
