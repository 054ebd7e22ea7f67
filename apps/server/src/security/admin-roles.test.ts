import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { routeTable } from '../../test/route-table.ts';
import { bearer } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqliteOnly } from '../../test/test-db.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureDefaultAdmin } from '../modules/admin-auth/admin-bootstrap.ts';
import { insertAdmin } from '../modules/admin-auth/admins.repository.ts';

/**
 * Every admin route and who may use it (ADR 0033). Owners alone change the contact details, the
 * team, the Telegram bot and channel settings, and delete every listing at once (issue 43); editors do
 * everything else (a bulk delete: see below). A route added later fails the
 * first test until it is placed here.
 */
const ROUTES: Record<string, 'owner' | 'editor'> = {
  'PUT /api/admin/contacts': 'owner',
  'GET /api/admin/team': 'owner',
  'GET /api/admin/setup': 'owner',
  'POST /api/admin/team/invitations': 'owner',
  'PATCH /api/admin/team/:id': 'owner',
  'POST /api/admin/team/:id/clear-lock': 'owner',
  'PUT /api/admin/telegram/channels/:chat_id': 'owner',
  'PUT /api/admin/telegram/bot': 'owner',
  'DELETE /api/admin/telegram/bot': 'owner',
  'GET /api/admin/telegram/status': 'editor',
  'GET /api/admin/telegram/channels': 'editor',
  'POST /api/admin/change-password': 'editor',
  'GET /api/admin/me': 'editor',
  'PUT /api/admin/me/email': 'editor',
  'GET /api/admin/inquiries': 'editor',
  'PATCH /api/admin/inquiries/:id': 'editor',
  'GET /api/admin/inquiries.csv': 'editor',
  'GET /api/admin/audit': 'editor',
  'GET /api/admin/audit/admins': 'editor',
  'GET /api/admin/statistics': 'editor',
  'POST /api/admin/market/imports': 'editor',
  'GET /api/admin/market/imports/:job_id': 'editor',
  'POST /api/admin/market/rent-imports': 'editor',
  'GET /api/admin/market/rent-imports/:job_id': 'editor',
  'GET /api/admin/market/status': 'editor',
  'GET /api/admin/properties': 'editor',
  'POST /api/admin/properties': 'editor',
  'PUT /api/admin/properties/:id': 'editor',
  'DELETE /api/admin/properties/:id': 'editor',
  'PATCH /api/admin/properties/:id/order': 'editor',
  'PATCH /api/admin/properties/:id/status': 'editor',
  'GET /api/admin/properties/:id/suggestions': 'editor',
  'POST /api/admin/properties/:id/suggestions/:suggestionId': 'editor',
  'POST /api/admin/properties/bulk': 'editor',
  'DELETE /api/admin/properties-all': 'owner',
  'POST /api/admin/parse-telegram-ad': 'editor',
  'POST /api/admin/bulk-add': 'editor',
  'GET /api/admin/bulk-add/:job_id': 'editor',
  'GET /api/admin/drafts': 'editor',
  'PUT /api/admin/drafts/:id': 'editor',
  'DELETE /api/admin/drafts/:id': 'editor',
  'POST /api/admin/drafts/:id/publish': 'editor',
};

const body = {
  email: 'new.person@example.com',
  role: 'editor',
  mode: 'review',
  status: 'sold',
  decision: 'ignore',
};

// SQLite only (test/test-db.ts): the roles are checked before any query; the team's writes run on both
// engines in team.routes.test.ts.
describe.each(sqliteOnly)('roles on every admin route on %s', (engine) => {
  let t: TestApp;
  let editor: string;
  let owner: string;
  let params: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.db.handle.db;
    await ensureDefaultAdmin(db, { initialPassword: undefined, email: undefined });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: DEFAULT_ADMIN_PASSWORD },
    });
    owner = login.json().token;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/team/invitations',
      headers: bearer(owner),
      payload: { email: 'editor@example.com', role: 'editor' },
    });
    expect(invited.statusCode).toBe(201);
    // The e-mailed link is read in team.routes.test.ts; here the editor is made as acceptance makes one.
    await insertAdmin(db, {
      id: 'editor-1',
      username: 'editor',
      passwordHash: await hashPassword('Editor#Pass1'),
      email: 'editor@example.com',
      role: 'editor',
    });
    editor = await t.tokens.issue({ sub: 'editor-1', role: 'admin', tv: 0 });
    params = {
      id: await insertProperty(db),
      job_id: 'a2b9c3d4',
      chat_id: '-1001234567890',
      suggestionId: 'a2b9c3d4',
    };
  });
  afterAll(() => t.close());

  const send = (key: string, token: string) => {
    const [method, url] = key.split(' ') as [HTTPMethods, string];
    const hasBody = method !== 'GET' && method !== 'DELETE';
    return t.app.inject({
      method,
      url: url.replace(/:(\w+)/g, (_, name: string) => params[name]!),
      headers: bearer(token),
      ...(hasBody ? { payload: body } : {}),
    });
  };

  it('classifies every admin route the app has', () => {
    const routes = routeTable(t.app)
      .filter((route) => route.url.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES).filter(([, role]) => role === 'owner'))(
    'an editor gets 403 from %s; an owner does not',
    async (key) => {
      const res = await send(key, editor);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only an owner can do this.');
      expect([401, 403]).not.toContain((await send(key, owner)).statusCode);
    },
  );

  it('lets an editor set the status of many listings, not delete them', async () => {
    const ids = [await insertProperty(t.db.handle.db), await insertProperty(t.db.handle.db)];
    const bulk = (payload: object, token: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/properties/bulk', headers: bearer(token), payload });
    const refused = await bulk({ action: 'delete', ids }, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Only an owner can do this.');
    const left = await t.db.handle.db.selectFrom('properties').select('id').where('id', 'in', ids).execute();
    expect(left).toHaveLength(2);
    expect((await bulk({ action: 'set_status', status: 'sold', ids }, editor)).statusCode).toBe(200);
    expect((await bulk({ action: 'delete', ids }, owner)).json()).toMatchObject({ changed: 2 });
  });

  it.each(Object.entries(ROUTES).filter(([, role]) => role === 'editor'))(
    'an editor may use %s',
    async (key) => {
      const res = await send(key, editor);
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});
