import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Engine } from '../src/db/client.ts';
import type { TokenService } from '../src/lib/tokens.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  tokens: TokenService;
  close(): Promise<void>;
}

/** The real app on a fresh database of the engine, for inject() tests. */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<Config> = {},
  now?: () => Date,
  deps: Partial<AppDeps> = {},
): Promise<TestApp> {
  const db = await createTestDb(engine);
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: db.dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    }),
    ...overrides,
  };
  const app = await buildApp(config, {
    db: db.handle,
    secret: `test-secret-${randomUUID()}`,
    mailPollMs: 100,
    ...(now ? { now } : {}),
    ...deps,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    tokens: app.ctx.tokens,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}
