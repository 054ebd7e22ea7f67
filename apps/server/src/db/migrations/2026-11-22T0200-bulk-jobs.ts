import type { Kysely } from 'kysely';

// Frozen. Bulk-import jobs, so any instance can report a job's progress and result, and a job whose
// instance died shows as stopped. `updated_at` is the heartbeat of the instance running the job;
// `result` is the finished job's result as JSON text. A running job holds one of the few `slot`s
// (null otherwise; the unique index lets two nulls be): how imports at once are limited over instances.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer')
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bulk_jobs_slot_key').on('bulk_jobs').column('slot').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_jobs').execute();
}
