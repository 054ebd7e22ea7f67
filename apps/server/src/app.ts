import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { TokenService } from './lib/tokens.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { webPlugin } from './plugins/web.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';

export interface AppDeps {
  db: DbHandle;
  tokens: TokenService;
  /** Close the database when the app closes (true for the real server; tests manage their own). */
  ownsDb?: boolean;
}

/** Builds the whole HTTP application; server.ts listens on it, tests call inject() on it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    requestTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(dbPlugin, { handle: deps.db, ownsHandle: deps.ownsDb ?? false });
  await app.register(authPlugin, { tokens: deps.tokens });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(propertiesRoutes);
      await api.register(contactsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, {
    uploadsDir: join(config.dataDir, 'uploads'),
    ...(config.webDist ? { webDist: config.webDist } : {}),
  });
  return app;
}

function loggerOptions(config: Config) {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
