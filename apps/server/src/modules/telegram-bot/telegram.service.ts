import type { TelegramStatus } from '@dd/core';
import type { Update } from 'grammy/types';
import { NotFoundError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { describeBot } from './bot-token.service.ts';
import {
  type Channel,
  type ChannelMode,
  findChannel,
  listChannels,
  setChannelMode,
} from './channels.repository.ts';
import { countUpdates, readConnection, storeUpdates } from './updates.repository.ts';

type Ctx = Pick<ServiceContext, 'db' | 'now' | 'config' | 'secretBox' | 'hasher'>;

/** Stores an update Telegram posted to the webhook; the bot runner reads it once woken. */
export async function receiveUpdate(ctx: Ctx, update: Update): Promise<void> {
  await storeUpdates(ctx.db, [update], ctx.now());
}

/**
 * Whether the site has a bot (and where its token comes from, masked), whether it is connected (with
 * the reason when it is not), and the updates waiting.
 */
export async function botStatus(ctx: Ctx): Promise<TelegramStatus> {
  const bot = await describeBot(ctx);
  if (!bot) {
    return {
      enabled: false,
      source: null,
      token_masked: null,
      delivery: null,
      connection: 'off',
      detail: 'Paste the token @BotFather gave you to follow channels with a bot',
      bot_username: null,
      checked_at: null,
      pending_updates: 0,
      failed_updates: 0,
    };
  }
  const [state, pending, failed] = await Promise.all([
    readConnection(ctx.db),
    countUpdates(ctx.db, 'pending'),
    countUpdates(ctx.db, 'failed'),
  ]);
  return {
    enabled: true,
    source: bot.source,
    token_masked: bot.tokenMasked,
    delivery: bot.delivery,
    connection: bot.unreadable ? 'unauthorized' : state.connection,
    detail: bot.unreadable ?? state.detail,
    bot_username: state.botUsername,
    checked_at: state.checkedAt,
    pending_updates: pending,
    failed_updates: failed,
  };
}

/** The channels the bot was added to. */
export function listChannelsFor(ctx: Ctx): Promise<Channel[]> {
  return listChannels(ctx.db);
}

/** Sets a channel's mode; 404 for a chat the bot does not know. */
export async function changeChannelMode(ctx: Ctx, chatId: string, mode: ChannelMode): Promise<Channel> {
  if (!(await setChannelMode(ctx.db, chatId, mode, ctx.now()))) throw new NotFoundError('Channel not found');
  return (await findChannel(ctx.db, chatId))!;
}
