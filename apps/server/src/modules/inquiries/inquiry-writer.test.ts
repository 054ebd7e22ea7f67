import type { InquiryCreate } from '@dd/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { type CreatedInquiry, createInquiryWriter } from './inquiry-writer.ts';

describe.each(engines)('inquiry writer on %s', (engine) => {
  let t: TestApp;
  let propertyId: string;
  let soldId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmail: 'owner@example.com' });
    propertyId = await insertProperty(t.db.handle.db, { property_name: 'Marina Gate 2' });
    soldId = await insertProperty(t.db.handle.db, { property_name: 'Sold Tower', status: 'sold' });
  });
  afterAll(async () => t.close());

  const input = (name: string, property_id = propertyId): InquiryCreate => ({
    property_id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '+971 50 123 4567',
    message: `Hello from ${name}`,
  });
  const stored = async (names: string[]) =>
    (
      await t.db.handle.db
        .selectFrom('inquiries')
        .select(['name', 'property_id'])
        .where('name', 'in', names)
        .orderBy('name')
        .execute()
    ).map((row) => row.name);
  const notices = async (names: string[]) =>
    (await t.db.handle.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).execute()).filter(
      (mail) => names.some((name) => mail.text_body.includes(`${name.toLowerCase()}@example.com`)),
    );

  it('stores the inquiries received together in one transaction, each with its own answer and notice', async () => {
    const writer = createInquiryWriter(t.app.ctx);
    const transactions = vi.spyOn(t.app.ctx.db, 'transaction');
    const names = ['Amal', 'Badr', 'Carim'];
    const missing = randomUUID();
    const [a, b, gone, c] = (await Promise.all([
      writer.write(input('Amal'), null),
      writer.write(input('Badr'), null),
      writer.write(input('Nobody', missing), null),
      writer.write(input('Carim'), null),
    ])) as (CreatedInquiry | undefined)[];
    expect(transactions).toHaveBeenCalledTimes(1);
    transactions.mockRestore();
    expect(gone).toBeUndefined();
    expect([a, b, c].map((created) => created?.inquiry.name)).toEqual(names);
    expect(new Set([a, b, c].map((created) => created?.inquiry.id)).size).toBe(3);
    for (const created of [a, b, c]) {
      expect(created).toMatchObject({
        notified: ['owner@example.com'],
        inquiry: { property_id: propertyId, property_name: 'Marina Gate 2', property_deleted: false },
      });
    }
    expect(await stored([...names, 'Nobody'])).toEqual(names);
    const mails = await notices(names);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.to_address).toBe('owner@example.com');
  });

  it('does not let one failing inquiry fail the others of its batch', async () => {
    const writer = createInquiryWriter(t.app.ctx);
    // An account that does not exist: its inquiry breaks the foreign key, so the batch is rolled back.
    const results = await Promise.allSettled([
      writer.write(input('Dalia'), null),
      writer.write(input('Ghost'), randomUUID()),
      writer.write(input('Eman'), null),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored(['Dalia', 'Eman', 'Ghost'])).toEqual(['Dalia', 'Eman']);
    expect(await notices(['Dalia', 'Eman', 'Ghost'])).toHaveLength(2);
  });

  it('refuses the inquiries about a sold listing of a batch and stores the others', async () => {
    const writer = createInquiryWriter(t.app.ctx);
    const [open, sold] = await Promise.all([
      writer.write(input('Farah'), null),
      writer.write(input('Hadi', soldId), null),
    ]);
    expect(open).toMatchObject({ inquiry: { name: 'Farah' }, notified: ['owner@example.com'] });
    expect(sold).toBe('sold');
    expect(await stored(['Farah', 'Hadi'])).toEqual(['Farah']);
    expect(await notices(['Farah', 'Hadi'])).toHaveLength(1);
    // Alone in its batch, too: nothing stored, nobody e-mailed.
    expect(await writer.write(input('Iman', soldId), null)).toBe('sold');
    expect(await stored(['Iman'])).toEqual([]);
    expect(await notices(['Iman'])).toHaveLength(0);
  });
});
