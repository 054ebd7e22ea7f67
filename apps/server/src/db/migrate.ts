import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * Applies every pending migration; throws with the failing migration's name and cause.
 * `schema` (PostgreSQL) pins Kysely's own bookkeeping tables to that schema: without it Kysely looks
 * for them in every schema of the database and can mistake another schema's for its own.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
