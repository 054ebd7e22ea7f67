import type { SavedSearch } from '@dd/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { insertProperty, insertVisitor } from '../../../test/fixtures.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import type { Kysely } from 'kysely';
import { down, up } from '../../db/migrations/2026-12-05T0200-one-alert-per-search.ts';
import { dispatchAlerts } from './alert-dispatcher.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** 10:00 in Dubai. */
const START = Date.parse('2026-12-01T06:00:00.000Z');
const MINUTE = 60_000;

describe.each(engines)('saved search alerts on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let clock = START;
  let admin: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(engine, { smtpUrl: smtp.url }, () => new Date(clock), { alertPollMs: 3_600_000 });
    admin = bearer(await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    clock += 60 * MINUTE;
  });

  const round = (app = t.app) => dispatchAlerts(app.ctx, () => app.ctx.mailer.worker.kick());
  const tick = (minutes: number) => {
    clock += minutes * MINUTE;
  };

  /** A new verified visitor with a saved search; their address and the alert. */
  async function visitorWithAlert(search: Record<string, unknown>) {
    const email = `buyer${++n}-${engine}@example.com`;
    const visitor = await insertVisitor(t.db.handle.db, { email });
    const auth = bearer(await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: auth,
      payload: search,
    });
    expect(res.statusCode).toBe(201);
    tick(1);
    return { email, auth, alert: res.json<SavedSearch>() };
  }

  /** How many alert e-mails the outbox holds for the address. */
  const queued = async (email: string) =>
    (await t.db.handle.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute())
      .length;
  /** The e-mail to the address, its prices' no-break spaces as plain ones. */
  const mailTo = async (email: string) => {
    const mail = await smtp.waitFor((m: CapturedMail) => m.to.includes(email), 10_000);
    const plain = (s: string) => s.replace(/\u00a0/g, ' ');
    return { ...mail, text: plain(mail.text), html: plain(mail.html) };
  };

  /** The admin form's Add Property. */
  async function adminAdds(fields: Record<string, string>) {
    const body = multipart(propertyFields(fields));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  it('e-mails an instant alert about a matching listing the admin adds, within a round, once', async () => {
    const { email, alert } = await visitorWithAlert({
      name: 'Marina 2BR <deals>',
      location: 'Dubai Marina',
      property_type: '2BR',
      max_price: 2_000_000,
      min_discount: 15,
      frequency: 'instant',
    });
    const matching = await adminAdds({
      property_name: 'Marina Gate & Sons',
      location: 'dubai marina',
      property_type: '2 bedroom apartment',
      original_price: '2,400,000',
      distress_price: '1,900,000',
    });
    // Each filter that fails keeps a listing out.
    await adminAdds({
      property_name: 'Wrong place',
      location: 'Business Bay',
      property_type: '2BR',
      distress_price: '1900000',
      original_price: '2400000',
    });
    await adminAdds({
      property_name: 'Wrong type',
      location: 'Dubai Marina',
      property_type: 'Studio',
      distress_price: '1900000',
      original_price: '2400000',
    });
    await adminAdds({
      property_name: 'Too dear',
      location: 'Dubai Marina',
      property_type: '2BR',
      distress_price: '2100000',
      original_price: '3000000',
    });
    await adminAdds({
      property_name: 'Small discount',
      location: 'Dubai Marina',
      property_type: '2BR',
      distress_price: '1900000',
      original_price: '2000000',
    });
    tick(1);

    expect(await round()).toMatchObject({ instant: 1 });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('New deal for "Marina 2BR <deals>": Marina Gate & Sons');
    expect(mail.text).toContain('Marina Gate & Sons (21% OFF)');
    expect(mail.text).toContain('AED 1,900,000 (was AED 2,400,000)');
    expect(mail.text).not.toMatch(/Wrong place|Wrong type|Too dear|Small discount/);
    const site = t.config.appUrl;
    expect(mail.text).toContain(`${site}/property/${matching}`);
    expect(mail.html).toContain('Marina Gate &amp; Sons');
    expect(mail.html).toContain('Marina 2BR &lt;deals&gt;');
    expect(mail.html).toContain(`href="${site}/property/${matching}"`);
    expect(mail.html).toContain('<s style="color:#6b7280;font-size:14px">AED 2,400,000</s>');
    // One-click unsubscribe (RFC 8058) in the headers, and a link in the body.
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(
        `^<${site.replace(/[.]/g, '\\.')}/api/alerts/unsubscribe\\?token=${alert.id}\\.[0-9a-f]{64}>$`,
      ),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(
      new RegExp(`Unsubscribe from this alert: ${site}/unsubscribe\\?token=${alert.id}\\.`),
    );

    // The next rounds, and a restarted instance over the same database, send nothing more.
    tick(1);
    expect(await round()).toMatchObject({ instant: 0 });
    const restarted = await buildApp(t.config, {
      db: t.db.handle,
      secret: 'another',
      now: () => new Date(clock),
      alertPollMs: 3_600_000,
    });
    await restarted.ready();
    try {
      expect(await round(restarted)).toMatchObject({ instant: 0 });
    } finally {
      await restarted.close();
    }
    expect(await queued(email)).toBe(1);
  });

  it('writes nothing in a round while nothing is published or reduced, and finds the next listing', async () => {
    const cursor = async () =>
      (await t.db.handle.db.selectFrom('alert_state').select('instant_cursor').executeTakeFirstOrThrow())
        .instant_cursor;
    const { email } = await visitorWithAlert({
      name: 'Quiet spell',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      frequency: 'instant',
    });
    await round(); // whatever earlier tests published leaves the window
    tick(10);
    await round();
    const quiet = await cursor();
    for (let i = 0; i < 3; i++) {
      tick(30);
      await round();
    }
    // Ninety minutes of rounds with nothing new: the cursor has not moved, nothing was written.
    expect(await cursor()).toEqual(quiet);
    await adminAdds({
      property_name: 'After the quiet',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      original_price: '900000',
      distress_price: '700000',
    });
    tick(1);
    expect((await round()).instant).toBe(1);
    expect(await cursor()).not.toEqual(quiet);
    expect((await mailTo(email)).text).toContain('After the quiet');
  });

  it('sends a listing whose price drops into the search, and listings from Quick Add, once each', async () => {
    const { email } = await visitorWithAlert({ max_price: 1_000_000, frequency: 'instant' });
    const id = await adminAdds({
      property_name: 'Dropping Tower',
      original_price: '1500000',
      distress_price: '1200000',
    });
    tick(1);
    await round();
    expect(await queued(email)).toBe(0);

    tick(5);
    const body = multipart(
      propertyFields({
        property_name: 'Dropping Tower',
        original_price: '1500000',
        distress_price: '990000',
      }),
    );
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(edit.statusCode).toBe(200);
    tick(1);
    await round();
    const mail = await mailTo(email);
    expect(mail.subject).toBe('New deal for "under AED 1M": Dropping Tower');
    expect(mail.text).toContain('AED 990,000 (was AED 1,500,000)');

    // A second drop of a listing already sent: not sent again.
    tick(5);
    const lower = multipart(
      propertyFields({
        property_name: 'Dropping Tower',
        original_price: '1500000',
        distress_price: '950000',
      }),
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${id}`,
      payload: lower.payload,
      headers: { ...lower.headers, ...admin },
    });
    tick(1);
    await round();
    expect(await queued(email)).toBe(1);

    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      headers: admin,
      payload: {
        telegram_text:
          'DISTRESS DEAL\nStudio in JVC, Binghatti Nova\nOriginal price: AED 900,000\nSelling price: AED 700,000\nReady',
      },
    });
    expect(quick.statusCode).toBe(201);
    tick(1);
    await round();
    expect(await queued(email)).toBe(2);
  });

  it('two instances racing over the same database send one e-mail', async () => {
    const { email } = await visitorWithAlert({ q: 'racing', frequency: 'instant' });
    const other = await buildApp(t.config, {
      db: t.db.handle,
      secret: 'other',
      now: () => new Date(clock),
      alertPollMs: 3_600_000,
    });
    await other.ready();
    try {
      await insertProperty(t.db.handle.db, {
        property_name: 'Racing Heights',
        created_at: new Date(clock).toISOString(),
      });
      tick(1);
      const rounds = await Promise.all([round(), round(other), round(), round(other)]);
      expect(rounds.reduce((sum, r) => sum + r.instant, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(await queued(email)).toBe(1);
  });

  it('shows at most 10 listings and a link to see all', async () => {
    const { email, alert } = await visitorWithAlert({ q: 'bulkname', frequency: 'instant' });
    for (let i = 0; i < 12; i++)
      await insertProperty(t.db.handle.db, {
        property_name: `Bulkname ${i}`,
        created_at: new Date(clock + i).toISOString(),
        images: 1,
      });
    tick(1);
    await round();
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`12 new deals for "${alert.name}"`);
    expect(mail.html.match(/View deal/g)).toHaveLength(10);
    expect(mail.html).toContain('See all 12');
    expect(mail.text).toContain(`See all 12: ${t.config.appUrl}/?q=bulkname&sort=newest`);
    expect(mail.html).toMatch(new RegExp(`<img src="${t.config.appUrl}/uploads/[^"]+-card\\.webp"`));
  });

  it('sends only the listings with at least the rent yield the alert asks for', async () => {
    const { email } = await visitorWithAlert({ q: 'yieldtower', min_yield: 6, frequency: 'instant' });
    const yields: [string, number | null][] = [
      ['Yieldtower High', 7.2],
      ['Yieldtower Low', 5.9],
      ['Yieldtower Unknown', null],
    ];
    for (const [property_name, gross_yield_pct] of yields)
      await insertProperty(t.db.handle.db, {
        property_name,
        gross_yield_pct,
        created_at: new Date(clock).toISOString(),
      });
    tick(1);
    await round();
    const mail = await mailTo(email);
    expect(mail.subject).toBe('New deal for ""yieldtower", 6%+ yield": Yieldtower High');
    expect(mail.text).not.toMatch(/Yieldtower Low|Yieldtower Unknown/);
  });

  it('sends a daily digest at 09:00 Dubai time, once, also after a restart', async () => {
    // The clock at 10:00 Dubai time on some day.
    clock = START + 10 * 86_400_000;
    admin = bearer(await adminToken(t));
    const { email } = await visitorWithAlert({ location: 'Palm Jumeirah', frequency: 'daily' });
    await adminAdds({ property_name: 'Palm Morning', location: 'Palm Jumeirah' });
    tick(60);
    await adminAdds({ property_name: 'Palm Noon', location: 'Palm Jumeirah' });
    await round();
    expect(await queued(email)).toBe(0);
    // 08:59 the next day: not yet.
    clock = START + 11 * 86_400_000 - 61 * MINUTE;
    await round();
    expect(await queued(email)).toBe(0);
    clock = START + 11 * 86_400_000 - 60 * MINUTE;
    expect(await round()).toMatchObject({ daily: 1 });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Your daily deals for "Palm Jumeirah": 2 new deals');
    expect(mail.text).toContain('Palm Morning');
    expect(mail.text).toContain('Palm Noon');
    tick(30);
    await round();
    const restarted = await buildApp(t.config, {
      db: t.db.handle,
      secret: 'again',
      now: () => new Date(clock),
      alertPollMs: 3_600_000,
    });
    await restarted.ready();
    try {
      await round(restarted);
    } finally {
      await restarted.close();
    }
    expect(await queued(email)).toBe(1);
    // A listing after the digest goes in the next day's; a day with nothing new sends nothing.
    admin = bearer(await adminToken(t));
    await adminAdds({ property_name: 'Palm Evening', location: 'Palm Jumeirah' });
    clock = START + 12 * 86_400_000 - 60 * MINUTE;
    await round();
    expect(await queued(email)).toBe(2);
    clock = START + 13 * 86_400_000 - 60 * MINUTE;
    await round();
    expect(await queued(email)).toBe(2);
  });

  it('stops an alert by its one-click unsubscribe link', async () => {
    const { email, auth } = await visitorWithAlert({ q: 'stopper', frequency: 'instant' });
    await insertProperty(t.db.handle.db, {
      property_name: 'Stopper One',
      created_at: new Date(clock).toISOString(),
    });
    tick(1);
    await round();
    const mail = await mailTo(email);
    const url = new URL(/^<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ name: '"stopper"', active: false });
    await insertProperty(t.db.handle.db, {
      property_name: 'Stopper Two',
      created_at: new Date(clock).toISOString(),
    });
    tick(1);
    await round();
    expect(await queued(email)).toBe(1);
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/saved-searches', headers: auth });
    expect(mine.json()[0]).toMatchObject({ active: false });
  });

  it('sends one e-mail per deal to a visitor whose twice-saved search the migration merged', async () => {
    const db = t.db.handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const email = `twin-${engine}@example.com`;
    const visitor = await insertVisitor(t.db.handle.db, { email });
    // The release before: the same search saved twice, each alert e-mailing every deal. Only this
    // migration is undone: the columns of later ones stay, as today's dispatcher reads them (a
    // listing's gross yield), and none of them touches what it does.
    await down(db);
    for (const [id, q, minutesAgo] of [
      ['twin-1', 'twin tower', 2],
      ['twin-2', 'Twin TOWER', 1],
    ] as const) {
      const at = new Date(clock - minutesAgo * MINUTE).toISOString();
      await db
        .insertInto('saved_searches')
        .values({
          id,
          user_id: visitor.id,
          name: id,
          q,
          frequency: 'instant',
          active: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await insertProperty(t.db.handle.db, {
      property_name: 'Twin Tower One',
      created_at: new Date(clock).toISOString(),
    });
    tick(1);
    expect(await round()).toMatchObject({ instant: 2 });
    expect(await queued(email)).toBe(2);

    await up(db);
    await insertProperty(t.db.handle.db, {
      property_name: 'Twin Tower Two',
      created_at: new Date(clock).toISOString(),
    });
    tick(1);
    expect(await round()).toMatchObject({ instant: 1 });
    // One e-mail for the new deal, and none again for the one both had sent.
    expect(await queued(email)).toBe(3);
    tick(1);
    expect(await round()).toMatchObject({ instant: 0 });

    // The merged alert's e-mails still unsubscribe: they turn off the alert that was kept.
    const link = unsubscribeToken(t.app.ctx.hasher, { id: 'twin-2', unsubscribe_generation: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { token: link },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'twin-1', active: false });
    await insertProperty(t.db.handle.db, {
      property_name: 'Twin Tower Three',
      created_at: new Date(clock).toISOString(),
    });
    tick(1);
    await round();
    expect(await queued(email)).toBe(3);
  });
});
