import type { Executor } from '../../db/schema.ts';

export interface PostRecord {
  chat_id: string;
  message_id: string;
  media_group_id: string | null;
  listing_id: string | null;
  draft_id: string | null;
}

/** Records channel messages (album parts too); a message recorded before is left as it was. */
export async function recordPosts(
  db: Executor,
  chatId: string,
  messageIds: string[],
  mediaGroupId: string | null,
  postedAt: Date,
): Promise<void> {
  for (const messageId of messageIds) {
    await db
      .insertInto('telegram_posts')
      .values({
        chat_id: chatId,
        message_id: messageId,
        media_group_id: mediaGroupId,
        listing_id: null,
        draft_id: null,
        posted_at: postedAt.toISOString(),
      })
      .onConflict((oc) => oc.columns(['chat_id', 'message_id']).doNothing())
      .execute();
  }
}

/** Links every message of the post (or of its album) to what was made of it. */
export async function linkPosts(
  db: Executor,
  chatId: string,
  messageIds: string[],
  made: { listing_id: string | null; draft_id: string | null },
): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .updateTable('telegram_posts')
    .set(made)
    .where('chat_id', '=', chatId)
    .where('message_id', 'in', messageIds)
    .execute();
}

export function findPost(db: Executor, chatId: string, messageId: string): Promise<PostRecord | undefined> {
  return db
    .selectFrom('telegram_posts')
    .select(['chat_id', 'message_id', 'media_group_id', 'listing_id', 'draft_id'])
    .where('chat_id', '=', chatId)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/** A message of the same album that something was made of (for a part arriving late). */
export function findAlbumPost(
  db: Executor,
  chatId: string,
  mediaGroupId: string,
): Promise<PostRecord | undefined> {
  return db
    .selectFrom('telegram_posts')
    .select(['chat_id', 'message_id', 'media_group_id', 'listing_id', 'draft_id'])
    .where('chat_id', '=', chatId)
    .where('media_group_id', '=', mediaGroupId)
    .where((eb) => eb.or([eb('listing_id', 'is not', null), eb('draft_id', 'is not', null)]))
    .executeTakeFirst();
}

/** After a draft is published: its posts point at the listing. */
export async function movePostsToListing(db: Executor, draftId: string, listingId: string): Promise<void> {
  await db
    .updateTable('telegram_posts')
    .set({ listing_id: listingId, draft_id: null })
    .where('draft_id', '=', draftId)
    .execute();
}
