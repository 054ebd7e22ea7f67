import type { Update } from 'grammy/types';
import type { Executor } from '../../db/schema.ts';
import { toIsoOrNull } from '../../db/values.ts';
import type { Connection } from './bot-client.ts';

export interface StoredUpdate {
  updateId: number;
  update: Update;
  mediaGroupId: string | null;
  receivedAt: number;
}

/** The message an update carries, if it is a channel post or its edit. */
export function postOf(update: Update) {
  return update.channel_post ?? update.edited_channel_post;
}

/**
 * Stores updates as received; one stored before (the same update_id delivered again) is left as it
 * was. Returns how many were new.
 */
export async function storeUpdates(db: Executor, updates: Update[], now: Date): Promise<number> {
  let stored = 0;
  for (const update of updates) {
    const post = postOf(update);
    const chat = post?.chat ?? update.my_chat_member?.chat ?? update.message?.chat;
    const result = await db
      .insertInto('telegram_updates')
      .values({
        update_id: update.update_id,
        payload: JSON.stringify(update),
        chat_id: chat ? String(chat.id) : null,
        media_group_id: post?.media_group_id ?? null,
        status: 'pending',
        error: null,
        received_at: now.toISOString(),
        processed_at: null,
      })
      .onConflict((oc) => oc.column('update_id').doNothing())
      .executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return stored;
}

/** Updates not processed yet, oldest first. */
export async function pendingUpdates(db: Executor, limit: number): Promise<StoredUpdate[]> {
  const rows = await db
    .selectFrom('telegram_updates')
    .select(['update_id', 'payload', 'media_group_id', 'received_at'])
    .where('status', '=', 'pending')
    .orderBy('update_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    updateId: Number(row.update_id),
    update: JSON.parse(row.payload) as Update,
    mediaGroupId: row.media_group_id,
    receivedAt: new Date(row.received_at).getTime(),
  }));
}

export async function finishUpdates(
  db: Executor,
  updateIds: number[],
  now: Date,
  error: string | null = null,
): Promise<void> {
  if (updateIds.length === 0) return;
  await db
    .updateTable('telegram_updates')
    .set({ status: error ? 'failed' : 'done', error, processed_at: now.toISOString() })
    .where('update_id', 'in', updateIds)
    .execute();
}

export async function countUpdates(db: Executor, status: string): Promise<number> {
  const row = await db
    .selectFrom('telegram_updates')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// --- the shared state row (id 1) ---

/** Where long polling goes on for `botId`: 0 (its first update) when the offset was another bot's. */
export async function pollOffset(db: Executor, botId: string): Promise<number> {
  const row = await db
    .selectFrom('telegram_state')
    .select(['poll_offset', 'poll_bot_id'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  // null: an offset stored before bots could change, which was the environment's one bot.
  return row.poll_bot_id === null || row.poll_bot_id === botId ? Number(row.poll_offset) : 0;
}

/**
 * Moves `botId`'s offset forward only (two writers can never move it back); another bot's offset is
 * replaced.
 */
export async function advancePollOffset(db: Executor, botId: string, offset: number): Promise<void> {
  await db
    .updateTable('telegram_state')
    .set({ poll_offset: offset, poll_bot_id: botId })
    .where('id', '=', 1)
    .where((eb) =>
      eb.or([eb('poll_bot_id', 'is', null), eb('poll_bot_id', '!=', botId), eb('poll_offset', '<', offset)]),
    )
    .execute();
}

/**
 * A bot saved in the dashboard starts from its own first update unless the offset is already its:
 * an offset of unknown owner (null) or another bot's would skip its updates.
 */
export async function claimPollOffset(db: Executor, botId: string): Promise<void> {
  await db
    .updateTable('telegram_state')
    .set({ poll_offset: 0, poll_bot_id: botId })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('poll_bot_id', 'is', null), eb('poll_bot_id', '!=', botId)]))
    .execute();
}

/**
 * Takes or renews the lease of the instance that talks to Telegram; true while `instanceId` holds it.
 * One conditional update, so two instances can never both win it.
 */
export async function takeLease(
  db: Executor,
  instanceId: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('telegram_state')
    .set({ leader_id: instanceId, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', 1)
    .where((eb) =>
      eb.or([
        eb('leader_id', 'is', null),
        eb('leader_id', '=', instanceId),
        eb('lease_until', 'is', null),
        eb('lease_until', '<', now.toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseLease(db: Executor, instanceId: string): Promise<void> {
  await db
    .updateTable('telegram_state')
    .set({ leader_id: null, lease_until: null })
    .where('id', '=', 1)
    .where('leader_id', '=', instanceId)
    .execute();
}

export interface BotConnection {
  connection: Connection;
  detail: string | null;
  botUsername: string | null;
  checkedAt: string | null;
}

export async function saveConnection(
  db: Executor,
  state: { connection: Connection; detail: string | null; botUsername?: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('telegram_state')
    .set({
      connection: state.connection,
      connection_detail: state.detail,
      checked_at: now.toISOString(),
      ...(state.botUsername ? { bot_username: state.botUsername } : {}),
    })
    .where('id', '=', 1)
    .execute();
}

/** Another bot (or none): what was known of the last one's connection no longer holds. */
export async function resetConnection(db: Executor): Promise<void> {
  await db
    .updateTable('telegram_state')
    .set({ connection: 'starting', connection_detail: null, bot_username: null, checked_at: null })
    .where('id', '=', 1)
    .execute();
}

export async function readConnection(db: Executor): Promise<BotConnection> {
  const row = await db
    .selectFrom('telegram_state')
    .select(['connection', 'connection_detail', 'bot_username', 'checked_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    connection: row.connection as Connection,
    detail: row.connection_detail,
    botUsername: row.bot_username,
    checkedAt: toIsoOrNull(row.checked_at),
  };
}
