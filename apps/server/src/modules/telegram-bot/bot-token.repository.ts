import type { Executor } from '../../db/schema.ts';

export interface SavedBot {
  tokenSealed: string;
  botId: string;
  botUsername: string;
  tokenEnd: string;
}

/** The bot token an owner saved in the dashboard, still sealed; undefined when none is. */
export async function findSavedBot(db: Executor): Promise<SavedBot | undefined> {
  const row = await db
    .selectFrom('telegram_bot')
    .select(['token_sealed', 'bot_id', 'bot_username', 'token_end'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row
    ? {
        tokenSealed: row.token_sealed,
        botId: row.bot_id,
        botUsername: row.bot_username,
        tokenEnd: row.token_end,
      }
    : undefined;
}

/** Saves the dashboard's bot, replacing the one before. */
export async function saveBot(db: Executor, bot: SavedBot, savedBy: string, now: Date): Promise<void> {
  const row = {
    token_sealed: bot.tokenSealed,
    bot_id: bot.botId,
    bot_username: bot.botUsername,
    token_end: bot.tokenEnd,
    saved_by: savedBy,
    saved_at: now.toISOString(),
  };
  await db
    .insertInto('telegram_bot')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** Forgets the dashboard's bot; true when there was one. */
export async function deleteSavedBot(db: Executor): Promise<boolean> {
  const result = await db.deleteFrom('telegram_bot').where('id', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
