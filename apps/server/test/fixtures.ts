import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewPropertyImageRow, NewPropertyRow } from '../src/db/schema.ts';
import { fromBool } from '../src/db/values.ts';
import { hashPassword } from '../src/lib/passwords.ts';

let clock = Date.parse('2026-10-01T08:00:00.000Z');

/** A listing's row (a 2BR in Dubai Marina unless overridden), one minute newer than the previous one unless created_at is given. */
export function propertyRow(fields: Partial<NewPropertyRow> = {}): NewPropertyRow {
  clock += 60_000;
  const at = new Date(clock).toISOString();
  return {
    id: randomUUID(),
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
  };
}

/** The image rows of a listing as insertProperty writes them (files that do not exist). */
export function imageRows(
  row: Pick<NewPropertyRow, 'id' | 'created_at'>,
  count: number,
): NewPropertyImageRow[] {
  return Array.from({ length: count }, (_, position) => ({
    id: randomUUID(),
    property_id: row.id,
    position,
    path: `/uploads/${row.id}-${position}.webp`,
    card_path: `/uploads/${row.id}-${position}-card.webp`,
    width: 1600,
    height: 1000,
    created_at: row.created_at,
  }));
}

/** Inserts a listing; each call is one minute newer than the previous one unless created_at is given. */
export async function insertProperty(
  db: Kysely<Database>,
  overrides: Partial<NewPropertyRow> & { images?: number } = {},
): Promise<string> {
  const { images = 0, ...fields } = overrides;
  const row = propertyRow(fields);
  await db.insertInto('properties').values(row).execute();
  for (const image of imageRows(row, images)) await db.insertInto('property_images').values(image).execute();
  return row.id;
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
