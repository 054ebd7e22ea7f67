import type { Update } from 'grammy/types';
import type { ServiceContext } from '../service-context.ts';
import { chatGone, helpReply, startCommand, stopCommand } from '../telegram-alerts/telegram-links.service.ts';
import { MalformedUpdateError } from './post-units.ts';

/**
 * A message a visitor wrote to the bot in a private chat (ADR 0037): `/start <token>` (what a
 * `t.me/<bot>?start=<token>` link sends) ties the chat to the visitor's account, `/stop` unties it,
 * anything else gets a short help. Messages in groups are ignored. Every answer goes through the
 * bot's outbox.
 */
export async function handlePrivateMessage(ctx: ServiceContext, update: Update): Promise<void> {
  const message = update.message!;
  const chat = message.chat as {
    id?: unknown;
    type?: string;
    first_name?: string;
    last_name?: string;
    username?: string;
  };
  if (!Number.isSafeInteger(chat?.id)) throw new MalformedUpdateError('the message has no chat');
  if (chat.type !== 'private') return;
  const chatId = String(chat.id);
  // The language of the sender's Telegram app, for answers to a chat not tied to an account yet.
  const language = message.from?.language_code;
  const command = /^\/(\w+)(?:@\w+)?(?:\s+(\S+))?/.exec(message.text ?? '');
  switch (command?.[1]?.toLowerCase()) {
    case 'start':
      if (command![2]) return startCommand(ctx, { id: chatId, name: chatName(chat), language }, command![2]);
      return helpReply(ctx, chatId, language);
    case 'stop':
      return stopCommand(ctx, chatId, language);
    default:
      return helpReply(ctx, chatId, language);
  }
}

/** A visitor blocked the bot (Telegram says so with my_chat_member 'kicked'): the chat is let go. */
export async function handlePrivateMembership(
  ctx: ServiceContext,
  chatId: string,
  status: string,
): Promise<void> {
  if (status === 'kicked') await chatGone(ctx, chatId, 'the visitor blocked the bot');
}

function chatName(chat: { first_name?: string; last_name?: string; username?: string }): string | null {
  const name = [chat.first_name, chat.last_name].filter(Boolean).join(' ').trim();
  return (name || (chat.username ? `@${chat.username}` : '')).slice(0, 100) || null;
}
