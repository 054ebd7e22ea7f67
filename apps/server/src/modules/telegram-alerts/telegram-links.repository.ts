import type { Executor } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';

export interface TelegramLink {
  userId: string;
  chatId: string;
  chatName: string | null;
  linkedAt: string;
}

/** Keeps a new link token (its keyed hash) and drops the visitor's earlier ones: one link works at a time. */
export async function replaceLinkToken(
  db: Executor,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db.deleteFrom('telegram_link_tokens').where('user_id', '=', userId).execute();
  await db
    .insertInto('telegram_link_tokens')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Uses a link token: deletes it and returns its visitor when it had not expired. A token can be
 * used once: of two uses at the same moment, only one deletes the row.
 */
export async function useLinkToken(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const row = await db
    .deleteFrom('telegram_link_tokens')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || toIso(row.expires_at) <= now.toISOString()) return null;
  return row.user_id;
}

/** Ties the chat to the visitor: the visitor's earlier chat, and the chat's earlier visitor, are let go. */
export async function saveLink(db: Executor, link: TelegramLink): Promise<void> {
  await db
    .deleteFrom('telegram_links')
    .where((eb) => eb.or([eb('user_id', '=', link.userId), eb('chat_id', '=', link.chatId)]))
    .execute();
  await db
    .insertInto('telegram_links')
    .values({
      user_id: link.userId,
      chat_id: link.chatId,
      chat_name: link.chatName,
      linked_at: link.linkedAt,
    })
    .execute();
}

export async function findLinkOfUser(db: Executor, userId: string): Promise<TelegramLink | null> {
  const row = await db
    .selectFrom('telegram_links')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toLink(row) : null;
}

/** Removes the visitor's link; returns the chat it was, if any. */
export async function deleteLinkOfUser(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .deleteFrom('telegram_links')
    .where('user_id', '=', userId)
    .returning('chat_id')
    .executeTakeFirst();
  return row?.chat_id ?? null;
}

/** Removes the chat's link; returns whether there was one. */
export async function deleteLinkOfChat(db: Executor, chatId: string): Promise<boolean> {
  const result = await db.deleteFrom('telegram_links').where('chat_id', '=', chatId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const toLink = (row: {
  user_id: string;
  chat_id: string;
  chat_name: string | null;
  linked_at: Date | string;
}) => ({
  userId: row.user_id,
  chatId: row.chat_id,
  chatName: row.chat_name,
  linkedAt: toIso(row.linked_at),
});
