// Alerts as Telegram messages end to end: the real app (its routes, its bot runner polling and sending,
// its alert dispatcher) against the local fake of the Telegram Bot API, on each engine.
import type { SavedSearch, TelegramAlertsStatus } from '@dd/core';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DbHandle, openDatabase } from '../../db/client.ts';
import { insertVisitor } from '../../../test/fixtures.ts';
import { FAKE_BOT_TOKEN, type FakeBotApi, startFakeBotApi, tg } from '../../../test/fake-bot-api.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { FAST_BOT, until } from '../../../test/telegram-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { dispatchAlerts } from '../alerts/alert-dispatcher.ts';

const postgresUrl = inject('postgresUrl');
const MINUTE = 60_000;

// SQLite only (test/test-db.ts): the bot's conversation and messages; the alerts' queries run on both engines
// in alert-dispatcher.test.ts and saved-searches.routes.test.ts.
describe.each(sqliteOnly)('alerts on Telegram on %s', (engine) => {
  let api: FakeBotApi;
  let t: TestApp;
  /** The app's clock runs with the real one, this far ahead (tests move it to 09:00 Dubai, or past a token's life). */
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  let n = 0;
  let userId = 5_000_000;
  let price = 1_000_000;

  beforeAll(async () => {
    api = await startFakeBotApi();
    t = await createTestApp(
      engine,
      { telegram: { token: FAKE_BOT_TOKEN, apiRoot: api.root, webhookSecret: undefined } },
      now,
      { telegram: FAST_BOT, alertPollMs: 3_600_000 },
    );
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const round = (app: FastifyInstance = t.app) => dispatchAlerts(app.ctx);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers });
  const status = async (auth: Record<string, string>) =>
    (await call('GET', '/api/me/telegram', auth)).json<TelegramAlertsStatus>();

  /** A new verified visitor: their bearer header, address, and a Telegram user of their own. */
  async function visitor() {
    const email = `tg${++n}-${engine}@example.com`;
    const account = await insertVisitor(t.db.handle.db, { email });
    const auth = bearer(await t.tokens.issue({ sub: account.id, role: 'visitor', tv: account.tv }));
    return { auth, email, user: tg.user(++userId, `Buyer ${n}`) };
  }

  /** A one-time link of the visitor, and its token. */
  async function linkOf(auth: Record<string, string>) {
    const res = await call('POST', '/api/me/telegram-link', auth);
    expect(res.statusCode).toBe(201);
    const link = res.json<{ url: string; expires_at: string }>();
    return { ...link, token: new URL(link.url).searchParams.get('start')! };
  }

  /** What the bot has written to the user's chat, waiting for the `count`th message. */
  const messagesTo = (user: { id: number }, count: number) =>
    until(async () => {
      const sent = api.sent(user.id);
      return sent.length >= count && sent;
    }, `message ${count} to chat ${user.id}`);

  /** The user pressed Start on the visitor's link: the chat is linked and told so. */
  async function linkChat(who: Awaited<ReturnType<typeof visitor>>) {
    const { token } = await linkOf(who.auth);
    const before = api.sent(who.user.id).length;
    api.push(tg.privateMessage(who.user, `/start ${token}`));
    const sent = await messagesTo(who.user, before + 1);
    expect(sent.at(-1)!.text).toMatch(/^Done: this chat now gets your Dubai Distress Deals alerts/);
    return token;
  }

  async function saveAlert(auth: Record<string, string>, search: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: auth,
      payload: search,
    });
    expect(res.statusCode).toBe(201);
    ahead += 1000;
    return res.json<SavedSearch>();
  }

  /** The admin form's Add Property; each listing its own prices (no two are the same deal). */
  async function adminAdds(fields: Record<string, string>) {
    price += 37_000;
    const body = multipart(
      propertyFields({ original_price: String(price * 2), distress_price: String(price), ...fields }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: body.payload,
      // A token of the app's time: the clock moves past an admin token's 12 hours.
      headers: { ...body.headers, ...bearer(await adminToken(t)) },
    });
    expect(res.statusCode).toBe(201);
    ahead += 1000;
    return res.json<{ id: string }>().id;
  }

  const emailsTo = async (email: string) =>
    (await t.db.handle.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute())
      .length;

  it('links a chat with the one-time link: /start <token> ties it to the account and the bot confirms', async () => {
    const who = await visitor();
    await until(async () => (await status(who.auth)).bot_username, 'the bot connected');
    expect(await status(who.auth)).toEqual({
      available: true,
      bot_username: 'dubai_deals_test_bot',
      linked: false,
      chat_name: null,
      linked_at: null,
    });
    const link = await linkOf(who.auth);
    expect(link.url).toMatch(/^https:\/\/t\.me\/dubai_deals_test_bot\?start=[\w-]{32}$/);
    expect(Date.parse(link.expires_at) - now().getTime()).toBeGreaterThan(14 * MINUTE);
    expect(Date.parse(link.expires_at) - now().getTime()).toBeLessThanOrEqual(15 * MINUTE);
    // Only a keyed hash of the token is kept.
    const stored = await t.db.handle.db.selectFrom('telegram_link_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(link.token);

    api.push(tg.privateMessage(who.user, `/start ${link.token}`));
    const [confirmation] = await messagesTo(who.user, 1);
    expect(confirmation!.text).toMatch(/^Done: this chat now gets your Dubai Distress Deals alerts/);
    expect(confirmation!.text).toContain('/stop');
    const linked = await status(who.auth);
    expect(linked).toMatchObject({ linked: true, chat_name: `Buyer ${n}` });
    expect(linked.linked_at).not.toBeNull();
  });

  it('answers a wrong, used or expired token clearly and links nothing; other text gets help', async () => {
    const who = await visitor();
    const stranger = tg.user(++userId, 'Stranger');
    api.push(tg.privateMessage(stranger, '/start not-a-token-at-all'));
    expect((await messagesTo(stranger, 1))[0]!.text).toMatch(/^This link does not work any more/);

    // Used: the second chat to press Start on the same link gets the same answer.
    const used = await linkChat(who);
    api.push(tg.privateMessage(stranger, `/start ${used}`));
    const [, second] = await messagesTo(stranger, 2);
    expect(second!.text).toMatch(/^This link does not work any more: a link works once, for 15 minutes/);
    expect(second!.text).toContain(`${t.config.appUrl}/alerts`);

    // Expired: 16 minutes after it was made.
    const late = await visitor();
    const { token } = await linkOf(late.auth);
    ahead += 16 * MINUTE;
    api.push(tg.privateMessage(late.user, `/start ${token}`));
    expect((await messagesTo(late.user, 1))[0]!.text).toMatch(/^This link does not work any more/);
    expect((await status(late.auth)).linked).toBe(false);
    expect((await status(who.auth)).linked).toBe(true);

    // A new link replaces the last: the older token no longer works.
    const first = await linkOf(late.auth);
    const newer = await linkOf(late.auth);
    api.push(tg.privateMessage(late.user, `/start ${first.token}`));
    expect((await messagesTo(late.user, 2))[1]!.text).toMatch(/^This link does not work any more/);
    api.push(tg.privateMessage(late.user, `/start ${newer.token}`));
    expect((await messagesTo(late.user, 3))[2]!.text).toMatch(/^Done/);

    api.push(tg.privateMessage(late.user, 'hello?'));
    expect((await messagesTo(late.user, 4))[3]!.text).toMatch(
      /^I send the deals that match your saved searches/,
    );
  });

  it('sends an instant alert as one Telegram message, once, also with two instances and after a restart', async () => {
    const who = await visitor();
    await linkChat(who);
    await saveAlert(who.auth, {
      name: 'Marina <2BR> & more',
      location: 'Dubai Marina',
      property_type: '2BR',
      frequency: 'instant',
    });
    await adminAdds({ property_name: 'Far away', location: 'Business Bay', property_type: '2BR' });
    const id = await adminAdds({
      property_name: 'Marina Gate <Tower> & Sons',
      location: 'Dubai Marina',
      property_type: '2BR Apartment',
      original_price: '2400000',
      distress_price: '1900000',
    });

    // A second instance on the same database: both dispatch at once, one message leaves.
    const second: DbHandle =
      engine === 'postgres'
        ? openDatabase({ databaseUrl: postgresUrl, sqlitePath: '', pgSchema: t.db.handle.schema })
        : openDatabase({ sqlitePath: join(t.db.dataDir, 'app.db') });
    // Without a bot of its own: the dispatcher needs none (it queues; the bot's instance sends).
    const other = await buildApp(
      { ...t.config, telegram: undefined },
      {
        db: second,
        secret: `s-${randomUUID()}`,
        now,
        telegram: FAST_BOT,
        alertPollMs: 3_600_000,
      },
    );
    await other.ready();
    try {
      // At the same moment on PostgreSQL. One process cannot hold two SQLite connections' transactions
      // at once (better-sqlite3 waits synchronously for the lock), so there they run one after the other.
      const rounds =
        engine === 'postgres'
          ? await Promise.all([round(), round(other)])
          : [await round(), await round(other)];
      expect(rounds.reduce((sum, r) => sum + r.telegram, 0)).toBe(1);
      const [, alert] = await messagesTo(who.user, 2);
      expect(alert!.text.replace(/\u00a0/g, ' ')).toBe(
        '🔔 New deal for your alert “Marina <2BR> & more”\n\n' +
          'Marina Gate <Tower> & Sons · 21% OFF\n' +
          'Dubai Marina · 2BR\n' +
          'AED 1,900,000 (was AED 2,400,000)\n\n' +
          'Manage alerts',
      );
      expect(alert!.params).toMatchObject({
        parse_mode: 'HTML',
        link_preview_options: { url: `${t.config.appUrl}/property/${id}` },
      });
      expect(alert!.params.text).toContain(`<a href="${t.config.appUrl}/property/${id}">`);
      expect(alert!.params.text).toContain('Marina Gate &lt;Tower&gt; &amp; Sons');
      // The e-mail went too, once.
      expect(await emailsTo(who.email)).toBe(1);
    } finally {
      await other.close();
      await second.close();
    }
    // More rounds, and a restarted instance, send nothing more on either channel.
    ahead += 1000;
    expect(await round()).toMatchObject({ instant: 0, telegram: 0 });
    const restarted = await buildApp(t.config, {
      db: t.db.handle,
      secret: 'again',
      now,
      alertPollMs: 3_600_000,
    });
    await restarted.ready();
    try {
      expect(await round(restarted)).toMatchObject({ instant: 0, telegram: 0 });
    } finally {
      await restarted.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.sent(who.user.id)).toHaveLength(2);
    expect(await emailsTo(who.email)).toBe(1);
  });

  it("writes in the visitor's language, and to a chat not linked yet in its Telegram app's language", async () => {
    const who = await visitor();
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: who.auth,
      payload: { language: 'ru' },
    });
    expect(language.statusCode).toBe(204);
    const { token } = await linkOf(who.auth);
    api.push(tg.privateMessage(who.user, `/start ${token}`));
    const [confirmation] = await messagesTo(who.user, 1);
    expect(confirmation!.text).toMatch(/^Готово: этот чат теперь получает оповещения Dubai Distress Deals/);

    await saveAlert(who.auth, { name: 'Марина', location: 'Dubai Marina', frequency: 'instant' });
    await adminAdds({
      property_name: 'Marina Vista',
      location: 'Dubai Marina',
      property_type: '1BR Apartment',
      original_price: '2000000',
      distress_price: '1500000',
    });
    expect((await round()).telegram).toBe(1);
    const [, alert] = await messagesTo(who.user, 2);
    const text = alert!.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('🔔 Новый объект по вашему оповещению «Марина»');
    expect(text).toContain('Marina Vista · СКИДКА 25 %');
    expect(text).toContain('1 500 000 AED (было 2 000 000 AED)');
    expect(text).toContain('Управление оповещениями');

    const stranger = tg.user(++userId, 'Salim');
    api.push(tg.privateMessage(stranger, '/start not-a-token-at-all', 1, 'ar'));
    const [answer] = await messagesTo(stranger, 1);
    expect(answer!.text).toMatch(/^هذا الرابط لم يعد صالحًا: يعمل الرابط مرة واحدة لمدة 15 دقيقة/);
  });

  it('sends the daily digest at 09:00 Dubai time as one message, once', async () => {
    const who = await visitor();
    await linkChat(who);
    await saveAlert(who.auth, { name: 'Daily JVC', location: 'Jumeirah Village', frequency: 'daily' });
    await adminAdds({ property_name: 'Digest One' });
    await adminAdds({ property_name: 'Digest Two' });
    ahead += 24 * 60 * MINUTE;
    expect(await round()).toMatchObject({ daily: 1, telegram: 1 });
    const [, digest] = await messagesTo(who.user, 2);
    expect(digest!.text).toMatch(/^🔔 Your daily deals for “Daily JVC”: 2 new deals/);
    expect(digest!.text).toContain('Digest One');
    expect(digest!.text).toContain('Digest Two');
    expect(await round()).toMatchObject({ daily: 0, telegram: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.sent(who.user.id)).toHaveLength(2);
  });

  it('/stop turns the chat off: the bot confirms, and alerts go only by e-mail', async () => {
    const who = await visitor();
    await linkChat(who);
    await saveAlert(who.auth, { location: 'Arjan', frequency: 'instant' });
    api.push(tg.privateMessage(who.user, '/stop'));
    expect((await messagesTo(who.user, 2))[1]!.text).toMatch(/^Alerts to this chat are off/);
    expect((await status(who.auth)).linked).toBe(false);
    await adminAdds({ property_name: 'After stop', location: 'Arjan' });
    expect(await round()).toMatchObject({ instant: 1, telegram: 0 });
    api.push(tg.privateMessage(who.user, '/stop'));
    expect((await messagesTo(who.user, 3))[2]!.text).toMatch(/^This chat gets no alerts/);
    expect(await emailsTo(who.email)).toBe(1);
  });

  it('unlinks a chat whose user blocked the bot, whether Telegram says so in an update or a 403', async () => {
    const who = await visitor();
    await linkChat(who);
    await saveAlert(who.auth, { location: 'Dubai Hills', frequency: 'instant' });
    api.block(who.user.id);
    await adminAdds({ property_name: 'Blocked one', location: 'Dubai Hills' });
    expect(await round()).toMatchObject({ telegram: 1 });
    await until(async () => !(await status(who.auth)).linked, 'the chat unlinked after 403');
    const row = await t.db.handle.db
      .selectFrom('telegram_outbox')
      .select(['status', 'last_error'])
      .where('chat_id', '=', String(who.user.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/blocked by the user/) });

    const other = await visitor();
    await linkChat(other);
    api.push(tg.blockedBy(other.user));
    await until(async () => !(await status(other.auth)).linked, 'the chat unlinked after my_chat_member');
  });

  it('waits the retry_after Telegram asks for (429), then sends', async () => {
    const who = await visitor();
    await linkChat(who);
    await saveAlert(who.auth, { location: 'Al Furjan', frequency: 'instant' });
    api.floodWait(1);
    await adminAdds({ property_name: 'Flood one', location: 'Al Furjan' });
    const started = Date.now();
    expect(await round()).toMatchObject({ telegram: 1 });
    const [, alert] = await messagesTo(who.user, 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(alert!.text).toContain('Flood one');
    // The wait cost no attempt.
    const row = await until(async () => {
      const last = await t.db.handle.db
        .selectFrom('telegram_outbox')
        .select(['status', 'attempts'])
        .where('chat_id', '=', String(who.user.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return last.status === 'sent' && last;
    }, 'the message marked sent');
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });

  it('unlinks from the site: the chat is told and gets no more alerts', async () => {
    const who = await visitor();
    await linkChat(who);
    const res = await call('DELETE', '/api/me/telegram', who.auth);
    expect(res.statusCode).toBe(204);
    expect((await status(who.auth)).linked).toBe(false);
    expect((await messagesTo(who.user, 2))[1]!.text).toMatch(/^This chat no longer gets alerts/);
    expect((await call('DELETE', '/api/me/telegram', who.auth)).statusCode).toBe(204);
  });

  it('takes a visitor token only', async () => {
    const admin = bearer(await adminToken(t));
    for (const [method, url] of [
      ['GET', '/api/me/telegram'],
      ['POST', '/api/me/telegram-link'],
      ['DELETE', '/api/me/telegram'],
    ] as const) {
      expect((await call(method, url, {})).statusCode).toBe(401);
      const refused = await call(method, url, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toEqual(expect.any(String));
    }
  });
});

// SQLite only (test/test-db.ts): the bot's conversation and messages; the alerts' queries run on both engines
// in alert-dispatcher.test.ts and saved-searches.routes.test.ts.
describe.each(sqliteOnly)('alerts on Telegram without a bot on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, undefined, { alertPollMs: 3_600_000 });
  });
  afterAll(() => t.close());

  it('says the site has no bot: the status shows it, and a link is refused with the reason', async () => {
    const account = await insertVisitor(t.db.handle.db);
    const auth = bearer(await t.tokens.issue({ sub: account.id, role: 'visitor', tv: account.tv }));
    const res = await t.app.inject({ method: 'GET', url: '/api/me/telegram', headers: auth });
    expect(res.json()).toEqual({
      available: false,
      bot_username: null,
      linked: false,
      chat_name: null,
      linked_at: null,
    });
    const link = await t.app.inject({ method: 'POST', url: '/api/me/telegram-link', headers: auth });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toMatchObject({
      detail: 'Telegram alerts are not available on this site: it has no Telegram bot.',
    });
  });
});
