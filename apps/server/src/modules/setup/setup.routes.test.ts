import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../../../test/market-files.ts';
import { bearer } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';
import { importMarketFile } from '../market/market-import.service.ts';

// SQLite only (test/test-db.ts): each item reads what other modules' tests check on both engines.
describe.each(sqliteOnly)("an owner's set-up list on %s", (engine) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      adminEmail: undefined,
      smtpUrl: undefined,
      appUrl: 'http://deals.example',
    });
    await ensureDefaultAdmin(t.db.handle.db, { initialPassword: undefined, email: undefined });
    owner = await login(DEFAULT_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  async function login(password: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password },
    });
    return res.json().token as string;
  }
  const open = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/setup', headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; done: boolean; action: { tab: string } | null }[];
    return items.filter((item) => !item.done).map((item) => item.id);
  };

  it('lists everything a fresh install lacks, each with where it is fixed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/setup', headers: bearer(owner) });
    const items = res.json().items as { id: string; done: boolean; action: { tab: string } | null }[];
    expect(items.filter((item) => !item.done).map((item) => [item.id, item.action?.tab ?? null])).toEqual([
      ['contacts', 'contacts'],
      ['inquiry_notices', 'contacts'],
      ['admin_password', 'password'],
      ['mail', null],
      ['https', null],
      ['telegram', 'telegram'],
      ['market_data', 'market'],
    ]);
  });

  it('ticks items off as the owner fixes them from the dashboard', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/contacts',
      headers: bearer(owner),
      payload: { phone: '+971 4 555 0101', email: 'desk@deals.example', whatsapp: '+971 50 555 0101' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await open()).not.toContain('contacts');
    expect(await open()).not.toContain('inquiry_notices');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: bearer(owner),
      payload: { current_password: DEFAULT_ADMIN_PASSWORD, new_password: 'Owner#Pass2026' },
    });
    expect(changed.statusCode).toBe(200);
    owner = await login('Owner#Pass2026');
    expect(await open()).not.toContain('admin_password');

    await importMarketFile(t.app.ctx, Readable.from([exportFile()]));
    expect(await open()).toEqual(['mail', 'https', 'telegram']);
  });

  it('counts the server settings when they are there', async () => {
    const live = await createTestApp(engine, {
      smtpUrl: 'smtp://127.0.0.1:2525',
      appUrl: 'https://deals.example',
      telegram: { token: '123456789:AAFakeToken', apiRoot: 'http://127.0.0.1:9', webhookSecret: undefined },
    });
    try {
      await ensureDefaultAdmin(live.db.handle.db, {
        initialPassword: undefined,
        email: 'owner@deals.example',
      });
      const token = (
        await live.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: DEFAULT_ADMIN_PASSWORD },
        })
      ).json().token as string;
      const res = await live.app.inject({ method: 'GET', url: '/api/admin/setup', headers: bearer(token) });
      const items = res.json().items as { id: string; done: boolean }[];
      const done = (id: string) => items.find((item) => item.id === id)?.done;
      expect([done('mail'), done('https'), done('telegram')]).toEqual([true, true, true]);
      // The owner's own e-mail hears of inquiries while the contacts are placeholders.
      expect(done('inquiry_notices')).toBe(true);
      expect(done('contacts')).toBe(false);
    } finally {
      await live.close();
    }
  });
});
