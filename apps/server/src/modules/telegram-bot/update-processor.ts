import type { Update } from 'grammy/types';
import type { ServiceContext } from '../service-context.ts';
import { type BotIo, handlePost } from './channel-posts.service.ts';
import { upsertChannel } from './channels.repository.ts';
import { MalformedUpdateError, postUnit } from './post-units.ts';
import { handlePrivateMembership, handlePrivateMessage } from './private-chats.ts';
import { finishUpdates, pendingUpdates, postOf, type StoredUpdate } from './updates.repository.ts';

/** How many stored updates one round reads. */
const BATCH = 200;

export interface ProcessorOptions {
  /**
   * An album arrives as one message per photo and nothing says how many will come: it is read once no
   * part of it has arrived for this long.
   */
  albumQuietMs: number;
}

/**
 * Reads the stored updates that are still pending, oldest first: memberships, posts, and albums whose
 * last part came long enough ago. Each update ends 'done' or 'failed' (with its reason); one that fails
 * never stops the others. Returns how many were finished.
 */
export async function processPendingUpdates(
  ctx: ServiceContext,
  io: BotIo,
  options: ProcessorOptions,
): Promise<number> {
  const { db, now } = ctx;
  const pending = await pendingUpdates(db, BATCH);
  const albums = new Map<string, StoredUpdate[]>();
  let finished = 0;

  const finish = async (items: StoredUpdate[], run: () => Promise<unknown>) => {
    const ids = items.map((item) => item.updateId);
    try {
      await run();
      await finishUpdates(db, ids, now());
    } catch (error) {
      const reason = error instanceof MalformedUpdateError ? error.message : String(error);
      io.log.warn({ updates: ids, reason }, 'Telegram update could not be read');
      await finishUpdates(db, ids, now(), reason.slice(0, 500));
    }
    finished += ids.length;
  };

  for (const item of pending) {
    const post = postOf(item.update);
    if (post && item.mediaGroupId) {
      const key = `${String(post.chat?.id)}:${item.mediaGroupId}:${item.update.edited_channel_post ? 'edit' : 'post'}`;
      albums.set(key, [...(albums.get(key) ?? []), item]);
    } else if (post) {
      await finish([item], () => handlePost(ctx, io, postUnit([item.update])));
    } else if (item.update.my_chat_member) {
      await finish([item], () => handleMembership(ctx, item.update));
    } else if (item.update.message) {
      await finish([item], () => handlePrivateMessage(ctx, item.update));
    } else {
      // Only the update kinds asked for arrive (allowed_updates); anything else is noted and dropped.
      await finish([item], async () => {
        io.log.warn(
          { update: item.updateId, kinds: Object.keys(item.update) },
          'Telegram update of an unknown kind ignored',
        );
      });
    }
  }
  const quietSince = now().getTime() - options.albumQuietMs;
  for (const parts of albums.values()) {
    if (Math.max(...parts.map((part) => part.receivedAt)) > quietSince) continue; // more parts may come
    await finish(parts, () => handlePost(ctx, io, postUnit(parts.map((part) => part.update))));
  }
  return finished;
}

/**
 * The bot added to a channel (or removed): the channel appears in the Telegram tab, or shows as left.
 * In a private chat, 'kicked' is a visitor blocking the bot: their alerts stop going there.
 */
async function handleMembership(ctx: ServiceContext, update: Update): Promise<void> {
  const change = update.my_chat_member!;
  const chat = change.chat as { id?: unknown; type?: string; title?: string; username?: string };
  if (!Number.isSafeInteger(chat?.id) || typeof change.new_chat_member?.status !== 'string') {
    throw new MalformedUpdateError('the membership update has no chat or status');
  }
  if (chat.type === 'private')
    return handlePrivateMembership(ctx, String(chat.id), change.new_chat_member.status);
  if (chat.type !== 'channel') return; // groups are not followed
  await upsertChannel(
    ctx.db,
    { id: chat.id as number, title: chat.title, username: chat.username },
    ctx.now(),
    change.new_chat_member.status,
  );
}
