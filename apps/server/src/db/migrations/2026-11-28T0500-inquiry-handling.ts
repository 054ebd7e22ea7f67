import type { Kysely } from 'kysely';

// Frozen. The team works through inquiries (the team issue, part 4): when one was handled and by whom
// (the admin's username then), and the admins' internal note. The admin list counts them per listing
// and filters the unhandled: an index on (property_id, handled_at).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiries').addColumn('handled_at', 'timestamptz').execute();
  await db.schema.alterTable('inquiries').addColumn('handled_by', 'text').execute();
  await db.schema
    .alterTable('inquiries')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('inquiries_property_handled_idx')
    .on('inquiries')
    .columns(['property_id', 'handled_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inquiries_property_handled_idx').execute();
  for (const column of ['note', 'handled_by', 'handled_at'])
    await db.schema.alterTable('inquiries').dropColumn(column).execute();
}
