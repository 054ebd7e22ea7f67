import type { Kysely } from 'kysely';

// Frozen. Russian and Arabic (docs/decisions/0039-visitor-languages.md):
// - users.language: the visitor's language ('en', 'ru' or 'ar'); their e-mails are written in it.
//   Every account from before is English, as its e-mails were.
// - mail_outbox.content_language: the language of a queued message, sent as its Content-Language
//   header; null for the rows queued before (sent without the header, as they were written).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('content_language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('content_language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
