import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Types chosen to mean the same on SQLite and PostgreSQL: text ids (UUIDs made by the app),
// integer money (AED), boolean (SQLite stores 0/1), timestamptz (SQLite stores ISO-8601 text).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_name', 'text', (c) => c.notNull())
    .addColumn('developer', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('furnishing', 'text', (c) => c.notNull())
    .addColumn('size_sqft', 'integer', (c) => c.notNull())
    .addColumn('floor_level', 'text', (c) => c.notNull())
    .addColumn('view_type', 'text', (c) => c.notNull())
    .addColumn('has_balcony', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_pool', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('parking_spaces', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handover_date', 'text', (c) => c.notNull())
    .addColumn('payment_plan', 'text', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('distress_price', 'integer', (c) => c.notNull())
    .addColumn('brochure_link', 'text')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('properties_order_idx')
    .on('properties')
    .columns(['display_order desc', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('property_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('card_path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('property_images_property_idx')
    .on('property_images')
    .columns(['property_id', 'position'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('one_time_codes_purpose_target_key', ['purpose', 'target'])
    .execute();
  await db.schema.createIndex('one_time_codes_hash_idx').on('one_time_codes').column('code_hash').execute();

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key: an inquiry outlives its listing and keeps the id it was about.
    .addColumn('property_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiries_created_idx').on('inquiries').column('created_at').execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('whatsapp', 'text')
    .addColumn('address', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'contacts',
    'inquiries',
    'one_time_codes',
    'admins',
    'users',
    'property_images',
    'properties',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
