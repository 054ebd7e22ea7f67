import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { createAttemptLimiter } from './lib/attempt-limiter.ts';
import { createSecretHasher } from './lib/codes.ts';
import type { Limits, ServiceContext } from './lib/context.ts';
import { createTokenService } from './lib/tokens.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { mailPlugin } from './modules/mail/mailer.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { propertyAdminRoutes } from './modules/properties/property-admin.routes.ts';
import { quickAddRoutes } from './modules/telegram-import/quick-add.routes.ts';
import { bulkAddRoutes } from './modules/telegram-import/bulk-add.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { webPlugin } from './plugins/web.ts';
import { contactsAdminRoutes } from './modules/contacts/contacts-admin.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { createListingCache } from './modules/properties/listing-cache.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { publicListingJson } from './modules/properties/properties.service.ts';
import { indexPageRenderer, seoRoutes } from './modules/seo/seo.routes.ts';

export interface AppDeps {
  db: DbHandle;
  /** Signs tokens and keys the hashes of one-time codes. */
  secret: string;
  /** The clock every rule reads (tests move it). */
  now?: () => Date;
  /** How often the mail worker looks for due messages. */
  mailPollMs?: number;
  /** Close the database when the app closes (true for the real server; tests manage their own). */
  ownsDb?: boolean;
}

/** Builds the whole HTTP application; server.ts listens on it, tests call inject() on it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    requestTimeout: 120_000,
    // Errors the router raises before any route runs (a malformed %-escape in the path): JSON too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ detail: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'Bad request' });
    },
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
  const now = deps.now ?? (() => new Date());
  const tokens = createTokenService(deps.secret, now);
  await app.register(authPlugin, { tokens });
  await app.register(rateLimitPlugin);
  await app.register(uploadsPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    now,
    ...(deps.mailPollMs ? { pollIntervalMs: deps.mailPollMs } : {}),
  });
  const ctx: ServiceContext = {
    db: app.db,
    now,
    tokens,
    hasher: createSecretHasher(deps.secret),
    mailer: app.mailer,
    config,
    limits: createLimits(now),
    listingCache: createListingCache(() => publicListingJson(app.db)),
  };
  app.decorate('ctx', ctx);
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(propertiesRoutes);
      await api.register(contactsRoutes);
      await api.register(contactsAdminRoutes);
      await api.register(inquiriesRoutes);
      await api.register(usersRoutes);
      await api.register(adminAuthRoutes);
      await api.register(propertyAdminRoutes);
      await api.register(quickAddRoutes);
      await api.register(bulkAddRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  await app.register(webPlugin, {
    uploadsDir: join(config.dataDir, 'uploads'),
    ...(config.webDist ? { webDist: config.webDist } : {}),
    renderIndex: indexPageRenderer(app),
  });
  return app;
}

function createLimits(now: () => Date): Limits {
  const minutes = (n: number) => n * 60_000;
  return {
    userLogin: createAttemptLimiter({ max: 10, windowMs: minutes(15) }, now),
    adminLogin: createAttemptLimiter({ max: 10, windowMs: minutes(15) }, now),
    verificationMail: createAttemptLimiter({ max: 1, windowMs: minutes(1) }, now),
    resetMail: createAttemptLimiter({ max: 3, windowMs: minutes(15) }, now),
  };
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
