import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { adminToken, bearer, visitorSession } from '../../../test/sessions.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

describe.each(engines)('inquiries API on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let admin: string;
  let propertyId: string;
  let clock = new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      engine,
      { smtpUrl: smtp.url, adminEmail: 'owner@example.com', appUrl: 'https://deals.example' },
      () => clock,
    );
    admin = await adminToken(t);
    propertyId = await insertProperty(t.db.handle.db, { property_name: 'Marina Vista Tower B' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const inquiry = () => ({
    property_id: propertyId,
    name: 'Omar Khalid',
    email: 'omar.khalid@example.com',
    phone: '+971 50 765 4321',
    message: 'Is the price negotiable? I can pay cash.',
  });
  // One second later each time, and from its own address so the per-IP limit stays out of the way.
  let ip = 0;
  const post = (payload: object, options: { token?: string; from?: string } = {}) => {
    clock = new Date(clock.getTime() + 1000);
    return t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload,
      headers: bearer(options.token),
      remoteAddress: options.from ?? `10.2.${Math.floor(++ip / 250)}.${ip % 250}`,
    });
  };
  const adminList = (token: string | undefined = admin) =>
    t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) });
  const userIdOf = async (id: string) =>
    (await t.db.handle.db.selectFrom('inquiries').select('user_id').where('id', '=', id).executeTakeFirst())
      ?.user_id;

  it('stores an anonymous inquiry, answers 201 with it and lists it first for the admin', async () => {
    const res = await post({ ...inquiry(), name: '  Omar Khalid ', email: ' Omar.Khalid@Example.COM' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      ...inquiry(),
      created_at: clock.toISOString(),
      property_name: 'Marina Vista Tower B',
      property_deleted: false,
    });
    expect(await userIdOf(created.id)).toBeNull();
    const list = await adminList();
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toEqual({ ...created, handled_at: null, handled_by: null, note: '' });
  });

  it('e-mails the admin with the inquiry and a link to the property', async () => {
    const res = await post({ ...inquiry(), message: 'Please call me after 6 pm about the parking.' });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.text.includes('after 6 pm'));
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.subject).toBe('New inquiry: Marina Vista Tower B from Omar Khalid');
    expect(mail.text).toContain(`https://deals.example/property/${propertyId}`);
    expect(mail.text).toContain('omar.khalid@example.com');
    expect(mail.text).toContain('+971 50 765 4321');
  });

  it("links the inquiry to a visitor's account, and treats a bad token as anonymous", async () => {
    const visitor = await visitorSession(t);
    const linked = await post(inquiry(), { token: visitor.token });
    expect(linked.statusCode).toBe(201);
    expect(await userIdOf(linked.json().id)).toBe(visitor.id);

    const junk = await post(inquiry(), { token: 'junk.token.here' });
    expect(junk.statusCode).toBe(201);
    expect(await userIdOf(junk.json().id)).toBeNull();
    const byAdmin = await post(inquiry(), { token: admin });
    expect(byAdmin.statusCode).toBe(201);
    expect(await userIdOf(byAdmin.json().id)).toBeNull();
  });

  it('stores a UAE number typed any usual way as +971 50 123 4567, and a foreign one with its + as written', async () => {
    const cases: [string, string][] = [
      ['050 123 4567', '+971 50 123 4567'],
      ['0501234567', '+971 50 123 4567'],
      ['971501234567', '+971 50 123 4567'],
      ['00971 50 123 4567', '+971 50 123 4567'],
      ['04-123 4567', '+971 4 123 4567'],
      ['0044 (20) 7946-0958', '+44 20 7946 0958'],
      ['+7 916 123-45-67', '+7 916 123 45 67'],
    ];
    for (const [typed, stored] of cases) {
      const res = await post({ ...inquiry(), phone: typed });
      expect(res.statusCode, typed).toBe(201);
      expect(res.json().phone, typed).toBe(stored);
      const row = await t.db.handle.db
        .selectFrom('inquiries')
        .select('phone')
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(row.phone).toBe(stored);
    }
    const mail = await smtp.waitFor((m) => m.text.includes('+7 916 123 45 67'));
    expect(mail.text).not.toContain('+7 916 123-45-67');
  });

  it('refuses a number without a country code that is not a UAE one, and what is not a number: 400 with a detail', async () => {
    const cases: [string, string][] = [
      [
        '8 916 123 45 67',
        'must start with the country code, e.g. +44 20 7946 0958, unless it is a UAE number',
      ],
      ['050 123 456', 'must be a phone number, e.g. +971 50 123 4567'],
      ['12345678901234567', 'must be a phone number, e.g. +971 50 123 4567'],
      ['call 0501234567', 'must be a phone number, e.g. +971 50 123 4567'],
    ];
    for (const [typed, message] of cases) {
      const res = await post({ ...inquiry(), phone: typed });
      expect(res.statusCode, typed).toBe(400);
      expect(res.json()).toMatchObject({ detail: `phone: ${message}`, fields: { phone: [message] } });
    }
  });

  it('shows an older inquiry kept as typed in the same form, in the list and the CSV', async () => {
    const created = (await post(inquiry())).json();
    await t.db.handle.db
      .updateTable('inquiries')
      .set({ phone: '0559876543' })
      .where('id', '=', created.id)
      .execute();
    const listed = (await adminList()).json().find((row: { id: string }) => row.id === created.id);
    expect(listed.phone).toBe('+971 55 987 6543');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/inquiries.csv',
      headers: bearer(admin),
    });
    expect(csv.body).toContain("'+971 55 987 6543");
    expect(csv.body).not.toContain('0559876543');
  });

  it('names every missing or invalid field', async () => {
    const cases: [object, string, string][] = [
      [{ property_id: undefined }, 'property_id', 'is required'],
      [{ name: undefined }, 'name', 'is required'],
      [{ name: '   ' }, 'name', 'is required'],
      [{ name: 'x'.repeat(101) }, 'name', 'must be at most 100 characters'],
      [{ email: undefined }, 'email', 'is required'],
      [{ email: 'omar.example.com' }, 'email', 'must be a valid email address'],
      [{ email: `${'o'.repeat(250)}@example.com` }, 'email', 'must be at most 254 characters'],
      [{ phone: undefined }, 'phone', 'is required'],
      [{ phone: 'whatsapp me' }, 'phone', 'must be a phone number, e.g. +971 50 123 4567'],
      [{ phone: '+971 50 765 4321 0000 0000 0000' }, 'phone', 'must be at most 30 characters'],
      [{ message: undefined }, 'message', 'is required'],
      [{ message: ' \n ' }, 'message', 'is required'],
      [{ message: 'x'.repeat(5001) }, 'message', 'must be at most 5000 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post({ ...inquiry(), ...overrides });
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(res.json().fields).toEqual({ [field]: [message] });
      expect(res.json().detail).toBe(`${field}: ${message}`);
    }
    expect((await post({ ...inquiry(), message: 'x'.repeat(5000) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown or malformed property id', async () => {
    for (const id of ['6f1c2b9e-2d4a-4c7e-9a51-0b8e3f7d2c10', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await post({ ...inquiry(), property_id: id });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().detail).toBe('Property not found');
    }
  });

  it('marks an inquiry whose listing was deleted', async () => {
    const doomed = await insertProperty(t.db.handle.db, { property_name: 'Sold Out Residence' });
    const res = await post({ ...inquiry(), property_id: doomed });
    expect(res.json().property_name).toBe('Sold Out Residence');
    await t.db.handle.db.deleteFrom('properties').where('id', '=', doomed).execute();
    const list = (await adminList()).json();
    expect(list[0]).toMatchObject({
      id: res.json().id,
      property_id: doomed,
      property_name: null,
      property_deleted: true,
    });
    expect(list.find((i: { property_id: string }) => i.property_id === propertyId)).toMatchObject({
      property_name: 'Marina Vista Tower B',
      property_deleted: false,
    });
  });

  it('limits inquiries to 10 per IP address per 15 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await post(inquiry(), { from: '198.51.100.20' })).statusCode);
    expect(codes).toEqual(Array(10).fill(201));
    const limited = await post(inquiry(), { from: '198.51.100.20' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
    expect((await post(inquiry(), { from: '198.51.100.21' })).statusCode).toBe(201);
  });

  it('shows the list to admins only: 401 without or with a bad token, 403 for a visitor', async () => {
    expect((await adminList('')).statusCode).toBe(401);
    expect((await adminList('junk')).statusCode).toBe(401);
    expect((await adminList((await visitorSession(t)).token)).statusCode).toBe(403);
  });
  it('marks an inquiry handled with who and when, keeps a note, lists the unhandled, and counts them per listing', async () => {
    const listingId = await insertProperty(t.db.handle.db, { property_name: 'Handled Heights' });
    const first = (await post({ ...inquiry(), property_id: listingId })).json().id as string;
    const second = (await post({ ...inquiry(), property_id: listingId, name: 'Лейла' })).json().id as string;
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/inquiries/${id}`, payload, headers: bearer(admin) });
    const ids = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/inquiries${query}`, headers: bearer(admin) }))
        .json<{ id: string }[]>()
        .map((item) => item.id);

    const handled = await patch(first, { handled: true, note: '  Called back, viewing on Sunday  ' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      id: first,
      handled_at: clock.toISOString(),
      handled_by: 'admin',
      note: 'Called back, viewing on Sunday',
    });
    expect(await ids('?handled=false')).toContain(second);
    expect(await ids('?handled=false')).not.toContain(first);
    expect(await ids('?handled=true')).toEqual([first]);

    const listings = (await t.app.inject({ url: '/api/admin/properties', headers: bearer(admin) })).json<
      { id: string; inquiries: unknown }[]
    >();
    expect(listings.find((listing) => listing.id === listingId)!.inquiries).toEqual({
      total: 2,
      unhandled: 1,
    });

    // Reopened, the note stays; the note alone changes nothing else.
    expect((await patch(first, { handled: false })).json()).toMatchObject({
      handled_at: null,
      handled_by: null,
      note: 'Called back, viewing on Sunday',
    });
    expect((await patch(first, { note: '' })).json()).toMatchObject({ note: '', handled_at: null });
  });

  it('refuses a bad change with 400, an unknown inquiry with 404, and anyone but an admin', async () => {
    const id = (await post(inquiry())).json().id as string;
    const patch = (target: string, payload: object, token: string | undefined = admin) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/inquiries/${target}`,
        payload,
        headers: bearer(token),
      });
    for (const body of [{}, { handled: 'yes' }, { note: 'x'.repeat(2001) }, { note: 5 }]) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await patch('no-such-inquiry', { handled: true })).statusCode).toBe(404);
    expect((await patch(id, { handled: true }, (await visitorSession(t)).token)).statusCode).toBe(403);
    expect((await patch(id, { handled: true }, '')).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/admin/inquiries?handled=maybe', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('exports every inquiry as CSV for Excel: a byte-order mark, Arabic and Russian names, no formulas', async () => {
    await post({ ...inquiry(), name: 'ليلى أحمد', message: '=HYPERLINK("http://evil.example","click")' });
    await post({ ...inquiry(), name: 'Анна, "Аня"', message: 'Two lines,\nwith a comma' });
    const res = await t.app.inject({ url: '/api/admin/inquiries.csv', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(
      'Received (UTC),Listing,Listing id,Name,Email,Phone,Message,Handled (UTC),Handled by,Note',
    );
    expect(text).toContain('"Анна, ""Аня"""');
    expect(text).toContain('"Two lines,\nwith a comma"');
    expect(text).toContain('ليلى أحمد');
    // A visitor's formula stays words; a phone number stays a phone number.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(",'+971 50 765 4321,");
    const visitor = await visitorSession(t);
    expect(
      (await t.app.inject({ url: '/api/admin/inquiries.csv', headers: bearer(visitor.token) })).statusCode,
    ).toBe(403);
  });
});
