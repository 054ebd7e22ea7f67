import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoListings } from './db/seed-demo.ts';
import { seedDemoMarket } from './db/seed-demo-market.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { ensureDefaultAdmin } from './modules/admin-auth/admin-bootstrap.ts';

/**
 * Everything between a valid configuration and a ready app: open the database, apply migrations,
 * make sure the admin account exists and, on a brand-new database, seed the demo listings.
 */
export async function prepareApp(config: Config): Promise<FastifyInstance> {
  let app: FastifyInstance | undefined;
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: join(config.dataDir, 'app.db'),
    backgroundCheckpoints: true,
    onBackgroundError: (error) =>
      app
        ? app.log.error({ err: error }, 'background checkpoints stopped; SQLite checkpoints on its own again')
        : console.error(error),
  });
  try {
    const applied = await migrateToLatest(handle.db, handle.schema);
    const freshDatabase = applied.includes('2026-11-22T0000-initial');
    await ensureDefaultAdmin(handle.db, {
      initialPassword: config.adminInitialPassword,
      email: config.adminEmail,
    });
    const seeded = freshDatabase && config.seedDemo ? await seedDemoListings(handle.db, config.uploadDir) : 0;
    // The demo's market data: a generated sample, labelled so, replaced by the first real import.
    if (seeded) await seedDemoMarket(handle.db, new Date());
    const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
    app = await buildApp(config, { db: handle, secret, ownsDb: true });
    app.log.info(
      { engine: handle.engine, migrations: applied, seeded },
      `database ready (${handle.engine}${applied.length ? `, applied ${applied.length} migration(s)` : ''}${seeded ? `, seeded ${seeded} demo listings` : ''})`,
    );
    return app;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
