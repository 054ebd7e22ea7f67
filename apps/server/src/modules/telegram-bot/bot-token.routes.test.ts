// The bot an owner connects from the dashboard (issue 43, part 4): checked with getMe, saved sealed,
// followed by every instance without a restart, removed again; the environment's token wins.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_BOT_TOKEN,
  type FakeBotApi,
  OTHER_BOT,
  startFakeBotApi,
  tg,
} from '../../../test/fake-bot-api.ts';
import { bearer } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDb, engines, sqliteOnly, type TestDb } from '../../../test/test-db.ts';
import { FAST_BOT, until } from '../../../test/telegram-fixtures.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import type { DbHandle } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';
import { findAdminByUsername, insertAdmin } from '../admin-auth/admins.repository.ts';

const SECRET_PART = FAKE_BOT_TOKEN.slice(FAKE_BOT_TOKEN.indexOf(':') + 1);
const MASKED = `123456789:••••••••${FAKE_BOT_TOKEN.slice(-4)}`;
const timings = { ...FAST_BOT, settingsEveryMs: 200 };

async function ownerToken(app: FastifyInstance): Promise<string> {
  const db = app.ctx.db;
  await ensureDefaultAdmin(db, { initialPassword: undefined, email: undefined });
  const admin = (await findAdminByUsername(db, 'admin'))!;
  return app.ctx.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version });
}

const call = (app: FastifyInstance, method: 'GET' | 'PUT' | 'DELETE', token: string, body?: object) =>
  app.inject({
    method,
    url: method === 'GET' ? '/api/admin/telegram/status' : '/api/admin/telegram/bot',
    headers: bearer(token),
    ...(body ? { payload: body } : {}),
  });

describe.each(engines)(
  'a bot connected from the dashboard, on two instances of one %s database',
  (engine) => {
    let api: FakeBotApi;
    let db: TestDb;
    let second: DbHandle;
    const apps: FastifyInstance[] = [];
    let owner: string;
    const serverSecret = `s-${randomUUID()}`;
    const chat = tg.channel(-1005000000001, 'Dashboard bot');

    const start = async (handle: DbHandle) => {
      const config: Config = {
        ...loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' }),
        telegramApiRoot: api.root,
      };
      const app = await buildApp(config, { db: handle, secret: serverSecret, telegram: timings });
      await app.ready();
      apps.push(app);
      return app;
    };
    const channelsIn = async () =>
      (await db.handle.db.selectFrom('telegram_channels').select('chat_id').execute()).map((r) => r.chat_id);

    beforeAll(async () => {
      api = await startFakeBotApi({ others: [OTHER_BOT] });
      db = await createTestDb(engine);
      second = db.connectAgain();
      await start(db.handle);
      await start(second);
      owner = await ownerToken(apps[0]!);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await second.close();
      await db.dispose();
      await api.close();
    });

    it('starts with no bot, and says to paste the token', async () => {
      const status = (await call(apps[0]!, 'GET', owner)).json();
      expect(status).toMatchObject({ enabled: false, source: null, token_masked: null, connection: 'off' });
      expect(status.detail).toMatch(/Paste the token @BotFather gave you/);
      expect(api.calls).toEqual([]);
    });

    it('connects the pasted token on every instance without a restart, never sending it back', async () => {
      const res = await call(apps[0]!, 'PUT', owner, { token: ` ${FAKE_BOT_TOKEN} ` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET_PART);
      expect(res.json()).toMatchObject({
        enabled: true,
        source: 'dashboard',
        token_masked: MASKED,
        delivery: 'polling',
        bot_username: 'dubai_deals_test_bot',
      });
      // Sealed at rest: the database alone does not hold the token.
      const row = await db.handle.db.selectFrom('telegram_bot').selectAll().executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(SECRET_PART);

      api.push(tg.botAdded(chat));
      await until(async () => (await channelsIn()).includes(String(chat.id)), 'the channel the bot joined');
      for (const app of apps) {
        const status = await until(async () => {
          const body = (await call(app, 'GET', owner)).json();
          return body.connection === 'connected' && body;
        }, 'connected, as each instance sees it');
        expect(status).toMatchObject({ source: 'dashboard', token_masked: MASKED });
        expect(JSON.stringify(status)).not.toContain(SECRET_PART);
      }
      expect(api.conflicts()).toBe(0);
      // The same token pasted again: the bot stays connected.
      const again = await call(apps[1]!, 'PUT', owner, { token: FAKE_BOT_TOKEN });
      expect(again.json()).toMatchObject({ connection: 'connected', bot_username: 'dubai_deals_test_bot' });
      const audit = await db.handle.db.selectFrom('audit_log').select(['action', 'summary']).execute();
      expect(audit).toContainEqual({
        action: 'telegram_bot_connected',
        summary: 'Telegram bot @dubai_deals_test_bot connected',
      });
    });

    it('switches every instance to another bot, starting from its own first update', async () => {
      await db.handle.db.updateTable('telegram_state').set({ poll_offset: 900_000_000 }).execute();
      api.calls.length = 0;
      const res = await call(apps[1]!, 'PUT', owner, { token: OTHER_BOT.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        bot_username: OTHER_BOT.username,
        token_masked: expect.stringMatching(/^987654321:/),
      });
      const poll = await until(
        async () => api.calls.find((c) => c.method === 'getUpdates' && c.token === OTHER_BOT.token),
        "the new bot's first poll",
      );
      expect(poll.params.offset).toBe(0);
      // The old bot is told to stop posting here, and no instance polls with it any more.
      expect(api.calls.some((c) => c.method === 'deleteWebhook' && c.token === FAKE_BOT_TOKEN)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const mark = api.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(api.calls.slice(mark).filter((c) => c.token === FAKE_BOT_TOKEN)).toEqual([]);
    });

    it('stops following on every instance once the owner removes the bot', async () => {
      const res = await call(apps[0]!, 'DELETE', owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ enabled: false, source: null, connection: 'off' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const mark = api.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(api.calls.slice(mark)).toEqual([]);
      const later = tg.channel(-1005000000002, 'After the bot left');
      api.push(tg.botAdded(later));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await channelsIn()).not.toContain(String(later.id));
      expect((await call(apps[1]!, 'GET', owner)).json()).toMatchObject({
        enabled: false,
        connection: 'off',
      });
      expect((await call(apps[1]!, 'DELETE', owner)).statusCode).toBe(404);
    });
  },
);

describe.each(sqliteOnly)('connecting a bot from the dashboard on %s', (engine) => {
  let api: FakeBotApi;
  let t: TestApp;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    api = await startFakeBotApi();
    t = await createTestApp(
      engine,
      { telegramApiRoot: api.root, appUrl: 'https://deals.example', appUrlConfigured: true },
      undefined,
      { telegram: timings },
    );
    owner = await ownerToken(t.app);
    await insertAdmin(t.db.handle.db, {
      id: 'editor-1',
      username: 'sara',
      passwordHash: await hashPassword('Strong#Pass2026'),
      email: null,
      role: 'editor',
    });
    editor = await t.tokens.issue({ sub: 'editor-1', role: 'admin', tv: 0 });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('refuses a token Telegram does not know (400), a malformed one (400) and an editor (403), saving nothing', async () => {
    const unknown = await call(t.app, 'PUT', owner, { token: '111111111:AAUnknownTokenOfNoBotAtAll_000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/^Telegram does not know this token/);
    const malformed = await call(t.app, 'PUT', owner, { token: 'https://t.me/my_bot' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/@BotFather/);
    const byEditor = await call(t.app, 'PUT', editor, { token: FAKE_BOT_TOKEN });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().detail).toEqual(expect.any(String));
    expect((await call(t.app, 'DELETE', editor)).statusCode).toBe(403);
    expect(await t.db.handle.db.selectFrom('telegram_bot').selectAll().execute()).toEqual([]);
  });

  it('says so when Telegram cannot be reached (502), saving nothing', async () => {
    api.setReachable(false);
    try {
      const res = await call(t.app, 'PUT', owner, { token: FAKE_BOT_TOKEN });
      expect(res.statusCode).toBe(502);
      expect(res.json().detail).toMatch(/Telegram could not be reached.*Nothing was saved/);
    } finally {
      api.setReachable(true);
    }
    expect(await t.db.handle.db.selectFrom('telegram_bot').selectAll().execute()).toEqual([]);
  });

  it('uses a webhook with a secret token on an https site, and the webhook takes only that secret', async () => {
    expect((await call(t.app, 'PUT', owner, { token: FAKE_BOT_TOKEN })).json()).toMatchObject({
      delivery: 'webhook',
    });
    const set = await until(async () => api.calls.find((c) => c.method === 'setWebhook'), 'setWebhook');
    expect(set.params.url).toBe('https://deals.example/api/telegram/webhook');
    const secret = String(set.params.secret_token);
    expect(secret).toMatch(/^[\w-]{32,256}$/);
    expect(secret).not.toContain(SECRET_PART);
    const chat = tg.channel(-1005000000003, 'Webhook via dashboard');
    const deliver = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        payload: { update_id: 41, ...tg.botAdded(chat) },
        headers: { 'x-telegram-bot-api-secret-token': token },
      });
    expect((await deliver('guess')).statusCode).toBe(401);
    expect((await deliver(secret)).statusCode).toBe(200);
    await until(
      async () =>
        (await t.db.handle.db.selectFrom('telegram_channels').select('chat_id').execute()).some(
          (r) => r.chat_id === String(chat.id),
        ),
      'the channel from the webhook',
    );
    expect(api.calls.some((c) => c.method === 'getUpdates')).toBe(false);
  });

  it('asks for the token again when the server secret changed since it was saved', async () => {
    await t.db.handle.db.updateTable('telegram_bot').set({ token_sealed: 'v1.AAAA.BBBB.CCCC' }).execute();
    const status = (await call(t.app, 'GET', owner)).json();
    expect(status).toMatchObject({ enabled: true, source: 'dashboard', connection: 'unauthorized' });
    expect(status.detail).toMatch(/can no longer be read.*Paste the token again/);
    const setup = (
      await t.app.inject({ method: 'GET', url: '/api/admin/setup', headers: bearer(owner) })
    ).json();
    expect(setup.items.find((i: { id: string }) => i.id === 'telegram')).toMatchObject({ done: true });
  });
});

describe.each(sqliteOnly)('a bot set in the environment on %s', (engine) => {
  let api: FakeBotApi;
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    api = await startFakeBotApi({ others: [OTHER_BOT] });
    t = await createTestApp(
      engine,
      {
        telegramApiRoot: api.root,
        telegram: { token: FAKE_BOT_TOKEN, apiRoot: api.root, webhookSecret: undefined },
      },
      undefined,
      { telegram: timings },
    );
    owner = await ownerToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('wins: the tab says where it comes from, and the dashboard cannot replace or remove it (409)', async () => {
    const status = (await call(t.app, 'GET', owner)).json();
    expect(status).toMatchObject({ enabled: true, source: 'environment', token_masked: MASKED });
    expect(JSON.stringify(status)).not.toContain(SECRET_PART);
    for (const res of [
      await call(t.app, 'PUT', owner, { token: OTHER_BOT.token }),
      await call(t.app, 'DELETE', owner),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/TELEGRAM_BOT_TOKEN in the server's environment, which wins/);
    }
    expect(api.calls.some((c) => c.token === OTHER_BOT.token)).toBe(false);
  });
});
