import type { Kysely } from 'kysely';

// Frozen. The market reference (ADR 0029): DLD's registered sales, cleaned, one row per transaction
// (re-importing an overlapping file adds nothing), and the imports that loaded them. `rooms` is ''
// when DLD gives none, so the comparables' lookups compare it with `=`; `offplan` is 0/1. One index
// per level a listing is matched at (project, building, master project, area), each with the
// comparables' kind, rooms and state first and the sale date last, so a lookup reads only the window
// it needs. `demo` marks the generated sample the demo seed loads, replaced by the first real import.
// Each listing keeps its market check (`market_reference`, JSON) and how far below the market it is
// (`below_market_pct`, null without enough comparables), computed when the listing or the market data
// change, never per request: `market_checked_at` older than the listing's `updated_at` (or null, or
// before today, as the window moves with the days) marks a check to do again.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_sales')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey())
    .addColumn('sale_date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('rooms', 'text', (c) => c.notNull())
    .addColumn('offplan', 'integer', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('master_project', 'text')
    .addColumn('project', 'text')
    .addColumn('building', 'text')
    .addColumn('area_sqft', 'double precision', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('price_per_sqft', 'double precision', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const level of ['project', 'building', 'master_project', 'area'])
    await db.schema
      .createIndex(`market_sales_${level}_idx`)
      .on('market_sales')
      .columns(['kind', 'rooms', 'offplan', level, 'sale_date'])
      .execute();

  await db.schema
    .createTable('market_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('bytes_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('market_imports_created_idx')
    .on('market_imports')
    .column('created_at')
    .execute();

  await db.schema.alterTable('properties').addColumn('below_market_pct', 'double precision').execute();
  await db.schema.alterTable('properties').addColumn('market_reference', 'text').execute();
  await db.schema.alterTable('properties').addColumn('market_checked_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('market_checked_at').execute();
  await db.schema.alterTable('properties').dropColumn('market_reference').execute();
  await db.schema.alterTable('properties').dropColumn('below_market_pct').execute();
  await db.schema.dropTable('market_imports').execute();
  await db.schema.dropTable('market_sales').execute();
}
