import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVisitor } from '../../../test/fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { bearer } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';

const PASSWORD = 'Editor#Pass1';

describe.each(engines)('the admin team on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let clock = new Date('2026-11-29T10:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let ip = 0;
  const from = () => `10.2.${Math.floor(++ip / 250)}.${ip % 250}`;
  let owner: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(engine, { smtpUrl: smtp.url, appUrl: 'https://deals.example' }, () => clock);
    await ensureDefaultAdmin(t.db.handle.db, { initialPassword: undefined, email: undefined });
    owner = (await login('admin', DEFAULT_ADMIN_PASSWORD)).json().token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: from(),
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  function login(username: string, password: string) {
    return call('POST', '/api/auth/login', undefined, { username, password });
  }
  /** Invites the address and reads the token from the link in the e-mail the SMTP peer received. */
  const invite = async (email: string, role: 'owner' | 'editor', token = owner) => {
    const res = await call('POST', '/api/admin/team/invitations', token, { email, role });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email.toLowerCase()) && m.text.includes('accept-invitation'),
    );
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    const link = /https:\/\/deals\.example\/accept-invitation\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    return link![1]!;
  };
  const accept = (token: string, username: string, password = PASSWORD) =>
    call('POST', '/api/auth/accept-invitation', undefined, { token, username, password });
  const teamMember = async (username: string) =>
    (await call('GET', '/api/admin/team', owner))
      .json()
      .admins.find((a: { username: string }) => a.username === username);

  it('invites an editor by e-mail; the link makes an admin who is logged in and logs in by username or e-mail', async () => {
    const token = await invite('Sara@Example.com', 'editor');
    const pending = (await call('GET', '/api/admin/team', owner)).json();
    expect(pending.invitations).toEqual([
      expect.objectContaining({
        email: 'sara@example.com',
        role: 'editor',
        invited_by: 'admin',
        expires_at: '2026-12-01T10:00:00.000Z',
      }),
    ]);
    const joined = await accept(token, 'sara');
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ token: expect.any(String), username: 'sara' });
    const me = await call('GET', '/api/admin/me', joined.json().token);
    expect(me.json()).toEqual({
      id: expect.any(String),
      username: 'sara',
      email: 'sara@example.com',
      role: 'editor',
      needs_email: false,
    });
    expect((await call('GET', '/api/admin/team', owner)).json().invitations).toEqual([]);
    expect((await login('sara', PASSWORD)).statusCode).toBe(200);
    expect((await login('SARA@example.COM', PASSWORD)).json().username).toBe('sara');
    expect((await login('sara@example.com', 'Wrong#Pass1')).statusCode).toBe(401);
  });

  it('refuses a wrong, reused or expired invitation link with 400, and a taken username with 409', async () => {
    const wrong = await accept('not-a-real-token', 'someone');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/invalid, used or expired/);

    const token = await invite('omar@example.com', 'editor');
    const taken = await accept(token, 'Sara');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(/username is taken/);
    const weak = await accept(token, 'omar', 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toBeTruthy();
    const badName = await accept(token, 'omar@x');
    expect(badName.statusCode).toBe(400);
    expect((await accept(token, 'omar')).statusCode).toBe(200);
    const reused = await accept(token, 'omar2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toMatch(/invalid, used or expired/);

    const late = await invite('late@example.com', 'editor');
    advance(48 * 3_600_000 + 1_000);
    owner = (await login('admin', DEFAULT_ADMIN_PASSWORD)).json().token; // admin tokens live 12 hours
    expect((await call('GET', '/api/admin/team', owner)).json().invitations).toEqual([]);
    const expired = await accept(late, 'late');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/invalid, used or expired/);
  });

  it('voids an older invitation to the same address, and refuses to invite an admin', async () => {
    const older = await invite('noor@example.com', 'owner');
    const newer = await invite('noor@example.com', 'editor');
    expect((await accept(older, 'noor')).statusCode).toBe(400);
    expect((await accept(newer, 'noor')).statusCode).toBe(200);
    expect((await teamMember('noor')).role).toBe('editor');
    const again = await call('POST', '/api/admin/team/invitations', owner, {
      email: 'NOOR@example.com',
      role: 'owner',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already belongs to an admin/);
    const bad = await call('POST', '/api/admin/team/invitations', owner, { email: 'nobody', role: 'boss' });
    expect(bad.statusCode).toBe(400);
  });

  it('deactivation stops the admin at once and for good; reactivation needs a new login', async () => {
    const token = (await login('omar', PASSWORD)).json().token;
    expect((await call('GET', '/api/admin/properties', token)).statusCode).toBe(200);
    const id = (await teamMember('omar')).id;
    const off = await call('PATCH', `/api/admin/team/${id}`, owner, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ username: 'omar', active: false });
    expect((await call('GET', '/api/admin/properties', token)).statusCode).toBe(401);
    const refused = await login('omar', PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/deactivated/);
    expect((await call('PATCH', `/api/admin/team/${id}`, owner, { active: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/properties', token)).statusCode).toBe(401);
    expect((await login('omar', PASSWORD)).statusCode).toBe(200);
  });

  it('a role change applies to the next request', async () => {
    const token = (await login('sara', PASSWORD)).json().token;
    expect((await call('GET', '/api/admin/team', token)).statusCode).toBe(403);
    const id = (await teamMember('sara')).id;
    expect((await call('PATCH', `/api/admin/team/${id}`, owner, { role: 'owner' })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/team', token)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/team/${id}`, owner, { role: 'editor' })).statusCode).toBe(200);
    const denied = await call('GET', '/api/admin/team', token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('Only an owner can do this.');
    expect((await call('PATCH', `/api/admin/team/${id}`, owner, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/team/no-such-admin', owner, { active: false })).statusCode).toBe(
      404,
    );
  });

  it('keeps the last active owner: not demoted, not deactivated, by anyone', async () => {
    const me = (await call('GET', '/api/admin/me', owner)).json();
    for (const change of [{ role: 'editor' }, { active: false }, { role: 'editor', active: false }]) {
      const res = await call('PATCH', `/api/admin/team/${me.id}`, owner, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/at least one active owner/);
    }
    // With a second owner, the first may step down; then the second is the last.
    const noor = await teamMember('noor');
    expect((await call('PATCH', `/api/admin/team/${noor.id}`, owner, { role: 'owner' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/api/admin/team/${me.id}`, owner, { role: 'editor' })).statusCode).toBe(200);
    const noorToken = (await login('noor', PASSWORD)).json().token;
    expect((await call('PATCH', `/api/admin/team/${noor.id}`, noorToken, { active: false })).statusCode).toBe(
      409,
    );
    expect((await call('PATCH', `/api/admin/team/${me.id}`, noorToken, { role: 'owner' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/api/admin/team/${noor.id}`, owner, { role: 'editor' })).statusCode).toBe(
      200,
    );
  });

  const setEmail = (email: string, current_password = DEFAULT_ADMIN_PASSWORD, token = owner) =>
    call('PUT', '/api/admin/me/email', token, { email, current_password });
  /** The token of the newest confirmation link mailed to `to`. */
  const confirmationFor = async (to: string) => {
    const mail = await smtp.waitFor((m) => m.to.includes(to) && m.text.includes('confirm-email'));
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    return decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(mail.text)![1]!);
  };
  const confirm = (token: string) => call('POST', '/api/auth/confirm-email', undefined, { token });
  /** Asks for the change with the password, then opens the link mailed to the new address. */
  const changeEmail = async (email: string, password = DEFAULT_ADMIN_PASSWORD, token = owner) => {
    expect((await setEmail(email, password, token)).statusCode).toBe(202);
    expect((await confirm(await confirmationFor(email.trim().toLowerCase()))).statusCode).toBe(200);
  };

  it("lets an owner clear an admin's login lock for new addresses", async () => {
    for (let i = 0; i < 10; i++) expect((await login('sara', 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await login('sara', PASSWORD)).statusCode).toBe(429);
    const id = (await teamMember('sara')).id;
    const editor = (await login('noor', PASSWORD)).json().token;
    expect((await call('POST', `/api/admin/team/${id}/clear-lock`, editor)).statusCode).toBe(403);
    const cleared = await call('POST', `/api/admin/team/${id}/clear-lock`, owner);
    expect(cleared.statusCode).toBe(200);
    expect((await login('sara', PASSWORD)).statusCode).toBe(200);
  });

  it('asks an owner without an e-mail for one, and mails reset links to each admin by username or e-mail', async () => {
    expect((await call('GET', '/api/admin/me', owner)).json()).toMatchObject({
      email: null,
      needs_email: true,
    });
    const taken = await setEmail('sara@example.com');
    expect(taken.statusCode).toBe(409);
    await changeEmail(' Owner@Example.com ');
    expect((await call('GET', '/api/admin/me', owner)).json()).toMatchObject({
      email: 'owner@example.com',
      needs_email: false,
    });

    for (const [identifier, to] of [
      ['admin', 'owner@example.com'],
      ['sara@example.com', 'sara@example.com'],
      ['noor', 'noor@example.com'],
    ] as const) {
      const res = await call('POST', '/api/auth/forgot-password', undefined, { username: identifier });
      expect(res.statusCode).toBe(200);
      const mail = await smtp.waitFor((m) => m.to.includes(to) && m.text.includes('reset-password'));
      smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    }

    // One person, a visitor and an admin under one e-mail: a link for each account, each setting its own.
    await insertVisitor(t.db.handle.db, { email: 'noor@example.com' });
    expect(
      (await call('POST', '/api/auth/forgot-password', undefined, { username: 'Noor@example.com' }))
        .statusCode,
    ).toBe(200);
    const links = await Promise.all([
      smtp.waitFor((m) => m.to.includes('noor@example.com') && m.text.includes('admin account')),
      smtp.waitFor((m) => m.to.includes('noor@example.com') && !m.text.includes('admin account')),
    ]);
    const kinds: string[] = [];
    for (const mail of links) {
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
      const reset = await call('POST', '/api/auth/reset-password', undefined, {
        token,
        new_password: 'Fresh#Pass2',
      });
      kinds.push(reset.json().account);
    }
    expect(kinds).toEqual(['admin', 'visitor']);
    expect((await login('noor', 'Fresh#Pass2')).statusCode).toBe(200);
  });

  it("changes an admin's e-mail only with the password and the link mailed to it, telling the old address", async () => {
    const before = (await call('GET', '/api/admin/me', owner)).json().email as string;
    const wrong = await setEmail('moved@example.com', 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    // A stolen token alone: no password, no change.
    const bare = await call('PUT', '/api/admin/me/email', owner, { email: 'thief@example.com' });
    expect(bare.statusCode).toBe(400);

    const asked = await setEmail('Moved@Example.com');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: 'Check moved@example.com: open the link in it to confirm the change.',
      pending_email: 'moved@example.com',
    });
    expect((await call('GET', '/api/admin/me', owner)).json().email).toBe(before);
    const notice = await smtp.waitFor((m) => m.to.includes(before) && m.subject.includes('is being changed'));
    expect(notice.text).toContain('moved@example.com');
    const token = await confirmationFor('moved@example.com');

    advance(60 * 60_000 + 1_000);
    expect((await confirm(token)).statusCode).toBe(400);
    await changeEmail('moved@example.com');
    expect((await call('GET', '/api/admin/me', owner)).json().email).toBe('moved@example.com');
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid, used or expired/);

    const log = (await call('GET', '/api/admin/audit?limit=3', owner)).json<
      { action: string; summary: string }[]
    >();
    expect(log.map((entry) => [entry.action, entry.summary])).toEqual([
      ['email_changed', `admin changed their e-mail from ${before} to moved@example.com`],
      ['email_change_requested', 'admin asked to use moved@example.com as their e-mail'],
      ['email_change_requested', 'admin asked to use moved@example.com as their e-mail'],
    ]);
    await changeEmail(before);
  });

  it('records the team changes in the activity log: invited, joined, role, deactivated, lock cleared', async () => {
    const token = await invite('omar.audit@example.com', 'editor');
    expect((await accept(token, 'omar_audit')).statusCode).toBe(200);
    const member = await teamMember('omar_audit');
    expect((await call('PATCH', `/api/admin/team/${member.id}`, owner, { role: 'owner' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/api/admin/team/${member.id}`, owner, { active: false })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/admin/team/${member.id}/clear-lock`, owner)).statusCode).toBe(200);
    const log = (await call('GET', '/api/admin/audit?limit=5', owner)).json<
      { action: string; admin: string; summary: string; changes: unknown[] }[]
    >();
    expect(log.map((entry) => [entry.action, entry.admin, entry.summary])).toEqual([
      ['team_lock_cleared', 'admin', 'Cleared the login lock of omar_audit'],
      ['team_changed', 'admin', 'omar_audit: deactivated'],
      ['team_changed', 'admin', 'omar_audit: now owner'],
      ['team_joined', 'omar_audit', 'omar_audit joined the team'],
      ['team_invited', 'admin', 'Invited omar.audit@example.com as editor'],
    ]);
    expect(log[2]!.changes).toEqual([{ field: 'role', from: 'editor', to: 'owner' }]);
  });
});
