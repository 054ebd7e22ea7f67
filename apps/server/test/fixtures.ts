import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewPropertyRow } from '../src/db/schema.ts';
import { fromBool } from '../src/db/values.ts';
import { hashPassword } from '../src/lib/passwords.ts';

let clock = Date.parse('2026-10-01T08:00:00.000Z');

/** Inserts a listing; each call is one minute newer than the previous one unless created_at is given. */
export async function insertProperty(
  db: Kysely<Database>,
  overrides: Partial<NewPropertyRow> & { images?: number } = {},
): Promise<string> {
  const { images = 0, ...fields } = overrides;
  clock += 60_000;
  const at = new Date(clock).toISOString();
  const id = randomUUID();
  await db
    .insertInto('properties')
    .values({
      id,
      property_name: 'Marina Gate 2',
      developer: 'Select Group',
      location: 'Dubai Marina',
      property_type: '2BR',
      furnishing: 'Furnished',
      size_sqft: 1250,
      floor_level: 'High floor',
      view_type: 'Full sea view',
      has_balcony: fromBool(true),
      has_pool: fromBool(false),
      parking_spaces: 1,
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 2_500_000,
      distress_price: 2_100_000,
      brochure_link: null,
      display_order: 0,
      created_at: at,
      updated_at: at,
      ...fields,
    })
    .execute();
  for (let position = 0; position < images; position++) {
    await db
      .insertInto('property_images')
      .values({
        id: randomUUID(),
        property_id: id,
        position,
        path: `/uploads/${id}-${position}.webp`,
        card_path: `/uploads/${id}-${position}-card.webp`,
        width: 1600,
        height: 1000,
        created_at: at,
      })
      .execute();
  }
  return id;
}

/** A verified visitor account; returns its id and token version for issuing tokens in tests. */
export async function insertVisitor(
  db: Kysely<Database>,
  options: { verified?: boolean; email?: string } = {},
): Promise<{ id: string; tv: number }> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      name: 'Aisha Khan',
      email: options.email ?? `${id}@example.com`,
      phone: '+971 50 123 4567',
      password_hash: await hashPassword('Visitor@123'),
      email_verified_at: options.verified === false ? null : now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, tv: 0 };
}
