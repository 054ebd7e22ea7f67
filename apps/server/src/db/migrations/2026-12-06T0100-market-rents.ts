import { type Kysely, sql } from 'kysely';

// Frozen. Rent yields (ADR 0058): Ejari's registered rent contracts of homes, one row per contract (a
// contract for several units repeats its amount on a line per unit: it is stored once, at one unit's
// share; re-importing an overlapping file adds nothing). `rooms` is '' when the contract names none, so
// lookups compare it with `=`. Two lookup indexes, by area and by master project, with the kind and
// rooms first and the start date last: a listing's check reads its place's contracts of the last 24
// months and picks its project among them. `demo` marks the generated sample the demo seed loads,
// replaced by the first real import.
// `market_imports.dataset` tells a rent import ('rents') from a sales import ('sales'): one table of
// jobs, one import of either at a time.
// Each listing keeps its gross yield (`gross_yield_pct`, the median annual rent over the asking price,
// null without enough contracts) beside `below_market_pct`, from the same stored check: the list's
// "highest yield" order and "at least N % yield" filter read it on an index, as the market order does.
// Saved searches gain the yield filter. Every stored check is done again, now with the rent.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_rents')
    .addColumn('contract_id', 'text', (c) => c.primaryKey())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('rooms', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('master_project', 'text')
    .addColumn('project', 'text')
    .addColumn('annual_rent', 'double precision', (c) => c.notNull())
    .addColumn('renewal', 'integer', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const level of ['area', 'master_project'])
    await db.schema
      .createIndex(`market_rents_${level}_idx`)
      .on('market_rents')
      .columns(['kind', 'rooms', level, 'start_date'])
      .execute();

  await db.schema
    .alterTable('market_imports')
    .addColumn('dataset', 'text', (c) => c.notNull().defaultTo('sales'))
    .execute();

  await db.schema.alterTable('properties').addColumn('gross_yield_pct', 'double precision').execute();
  await sql`create index properties_yield_order_idx on properties (coalesce("gross_yield_pct", -1000000000) desc, display_order desc, created_at desc, id desc)`.execute(
    db,
  );
  await db.schema.alterTable('saved_searches').addColumn('min_yield', 'integer').execute();
  await db.updateTable('properties').set({ market_checked_at: null }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_searches').dropColumn('min_yield').execute();
  await db.schema.dropIndex('properties_yield_order_idx').execute();
  await db.schema.alterTable('properties').dropColumn('gross_yield_pct').execute();
  await db.schema.alterTable('market_imports').dropColumn('dataset').execute();
  await db.schema.dropTable('market_rents').execute();
}
