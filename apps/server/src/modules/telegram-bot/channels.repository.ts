import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';
import { toIsoOrNull } from '../../db/values.ts';

export const CHANNEL_MODES = ['review', 'publish', 'off'] as const;
export type ChannelMode = (typeof CHANNEL_MODES)[number];

export interface Channel {
  chat_id: string;
  title: string;
  username: string | null;
  mode: ChannelMode;
  member_status: string;
  posts_seen: number;
  listings_created: number;
  last_post_at: string | null;
}

interface ChatInfo {
  id: number | string;
  title?: string;
  username?: string;
}

/**
 * Records the channel (or refreshes its title and @username). A new one starts off: anyone can add the
 * bot to a channel, and only a channel the owner set to review or publish makes or changes anything.
 */
export async function upsertChannel(
  db: Executor,
  chat: ChatInfo,
  now: Date,
  memberStatus?: string,
): Promise<Channel> {
  const at = now.toISOString();
  const chatId = String(chat.id);
  await db
    .insertInto('telegram_channels')
    .values({
      chat_id: chatId,
      title: chat.title ?? chatId,
      username: chat.username ?? null,
      mode: 'off',
      member_status: memberStatus ?? 'administrator',
      last_post_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column('chat_id').doUpdateSet({
        title: chat.title ?? chatId,
        username: chat.username ?? null,
        ...(memberStatus ? { member_status: memberStatus } : {}),
        updated_at: at,
      }),
    )
    .execute();
  return (await findChannel(db, chatId))!;
}

export async function findChannel(db: Executor, chatId: string): Promise<Channel | undefined> {
  const row = await db
    .selectFrom('telegram_channels')
    .selectAll()
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return row ? toChannel(row) : undefined;
}

export async function listChannels(db: Executor): Promise<Channel[]> {
  const rows = await db
    .selectFrom('telegram_channels')
    .selectAll()
    .orderBy('created_at')
    .orderBy('chat_id')
    .execute();
  return rows.map(toChannel);
}

export async function setChannelMode(
  db: Executor,
  chatId: string,
  mode: ChannelMode,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('telegram_channels')
    .set({ mode, updated_at: now.toISOString() })
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One more post seen; `postedAt` becomes the last post time when it is later. */
export async function countPost(db: Executor, chatId: string, postedAt: Date): Promise<void> {
  const at = postedAt.toISOString();
  await db
    .updateTable('telegram_channels')
    .set((eb) => ({
      posts_seen: eb('posts_seen', '+', 1),
      last_post_at: sql<string>`case when last_post_at is null or last_post_at < ${at} then ${at} else last_post_at end`,
    }))
    .where('chat_id', '=', chatId)
    .execute();
}

export async function countListingCreated(db: Executor, chatId: string): Promise<void> {
  await db
    .updateTable('telegram_channels')
    .set((eb) => ({ listings_created: eb('listings_created', '+', 1) }))
    .where('chat_id', '=', chatId)
    .execute();
}

function toChannel(row: {
  chat_id: string;
  title: string;
  username: string | null;
  mode: string;
  member_status: string;
  posts_seen: number;
  listings_created: number;
  last_post_at: Date | string | null;
}): Channel {
  return {
    chat_id: row.chat_id,
    title: row.title,
    username: row.username,
    mode: (CHANNEL_MODES as readonly string[]).includes(row.mode) ? (row.mode as ChannelMode) : 'off',
    member_status: row.member_status,
    posts_seen: Number(row.posts_seen),
    listings_created: Number(row.listings_created),
    last_post_at: toIsoOrNull(row.last_post_at),
  };
}
