// Several instances on one database, and restarts: exactly one instance polls, nothing is lost or
// doubled, an album cut by a restart is finished, and the other instance takes over when one stops.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/images.ts';
import { FAKE_BOT_TOKEN, type FakeBotApi, startFakeBotApi, tg } from '../../../test/fake-bot-api.ts';
import { createTestDb, engines, type TestDb } from '../../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DbHandle } from '../../db/client.ts';
import { dealAd, FAST_BOT, until } from '../../../test/telegram-fixtures.ts';

describe.each(engines)('the bot on two instances of one %s database', (engine) => {
  let api: FakeBotApi;
  let db: TestDb;
  let second: DbHandle;
  const apps: FastifyInstance[] = [];
  const chat = tg.channel(-1003000000001, 'Two instances');
  let message = 1;

  // Albums wait 3 s for more parts here, so a restart can come between two parts.
  const timings = { ...FAST_BOT, albumQuietMs: 3000 };
  const start = async (handle: DbHandle) => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' }),
      telegram: { token: FAKE_BOT_TOKEN, apiRoot: api.root, webhookSecret: undefined },
    };
    const app = await buildApp(config, { db: handle, secret: `s-${randomUUID()}`, telegram: timings });
    await app.ready();
    apps.push(app);
    return app;
  };
  const listingsOfChat = async () =>
    db.handle.db
      .selectFrom('properties')
      .select(['source_message_id'])
      .where('source_chat', '=', String(chat.id))
      .execute();

  beforeAll(async () => {
    api = await startFakeBotApi();
    db = await createTestDb(engine);
    second = db.connectAgain();
    await start(db.handle);
    await start(second);
    api.push(tg.botAdded(chat));
    await until(
      async () => (await db.handle.db.selectFrom('telegram_channels').selectAll().execute()).length === 1,
      'the channel',
    );
    await db.handle.db.updateTable('telegram_channels').set({ mode: 'publish' }).execute();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second.close();
    await db.dispose();
    await api.close();
  });

  it('polls from one instance only and makes every post a listing exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const id = ++message;
      ids.push(String(id));
      api.push(tg.post(chat, id, { text: dealAd(i) }));
    }
    await until(async () => (await listingsOfChat()).length >= 30, '30 listings');
    const made = (await listingsOfChat()).map((row) => row.source_message_id);
    expect(made.sort()).toEqual(ids.sort());
    expect(api.conflicts()).toBe(0);
    const leases = await db.handle.db.selectFrom('telegram_state').select('leader_id').execute();
    expect(leases[0]!.leader_id).not.toBeNull();
  });

  it('finishes an album cut by a restart, and the other instance takes over when one stops', async () => {
    const group = `album-${randomUUID()}`;
    const first = ++message;
    const photos = await Promise.all(['#113355', '#335511'].map((color) => pngImage(320, 200, color)));
    const files = photos.map((bytes) => api.addFile(bytes));
    api.push(tg.post(chat, first, { photo: files[0], media_group_id: group, caption: dealAd(40) }));
    // Stored, not read yet (the album waits for its other parts): then the instance that read it stops.
    await until(
      async () =>
        (
          await db.handle.db
            .selectFrom('telegram_updates')
            .select('status')
            .where('media_group_id', '=', group)
            .execute()
        ).length === 1,
      'the first part stored',
    );
    const leader = (
      await db.handle.db.selectFrom('telegram_state').select('leader_id').executeTakeFirstOrThrow()
    ).leader_id;
    expect(leader).not.toBeNull();
    // Stop both, then start one again: the new instance finds the part pending and reads the album whole.
    for (const app of apps.splice(0)) await app.close();
    api.push(tg.post(chat, ++message, { photo: files[1], media_group_id: group }));
    await start(second);
    await until(
      async () => (await listingsOfChat()).some((row) => row.source_message_id === String(first)),
      'the album listing after the restart',
    );
    const listing = await db.handle.db
      .selectFrom('properties')
      .select('id')
      .where('source_chat', '=', String(chat.id))
      .where('source_message_id', '=', String(first))
      .executeTakeFirstOrThrow();
    await until(
      async () =>
        (
          await db.handle.db
            .selectFrom('property_images')
            .select('id')
            .where('property_id', '=', listing.id)
            .execute()
        ).length === 2,
      'both photos on the listing',
    );
    // The first instance's lease was released on close: the new one polls at once, no 409.
    expect(api.conflicts()).toBe(0);
  });
});
