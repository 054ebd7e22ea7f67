import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { createAccountStates } from './lib/account-states.ts';
import { createAttemptLimiter, createRedisAttemptLimiter } from './lib/attempt-limiter.ts';
import { connectRedis } from './lib/redis.ts';
import { createSecretHasher } from './lib/codes.ts';
import type { Limits, ServiceContext } from './lib/context.ts';
import { createTokenService } from './lib/tokens.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { mailPlugin } from './modules/mail/mailer.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { createLogger, requestLogPlugin } from './plugins/request-log.ts';
import { securityHeadersPlugin, siteSecurityHeaders } from './plugins/security-headers.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { propertyAdminRoutes } from './modules/properties/property-admin.routes.ts';
import { quickAddRoutes } from './modules/telegram-import/quick-add.routes.ts';
import { bulkAddRoutes } from './modules/telegram-import/bulk-add.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { webPlugin } from './plugins/web.ts';
import { contactsAdminRoutes } from './modules/contacts/contacts-admin.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { createDetailCache } from './modules/properties/detail-cache.ts';
import { createListingCache, shareInvalidations } from './modules/properties/listing-cache.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { publicListingJson } from './modules/properties/properties.service.ts';
import { indexPageRenderer, seoRoutes } from './modules/seo/seo.routes.ts';
import { createBotClient } from './modules/telegram-bot/bot-client.ts';
import {
  type BotRunner,
  type BotRunnerOptions,
  DEFAULT_BOT_OPTIONS,
  startBotRunner,
} from './modules/telegram-bot/bot-runner.ts';
import { telegramRoutes } from './modules/telegram-bot/telegram.routes.ts';

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
  /** How long a client may take to send a whole request (default 2 minutes); tests shorten it. */
  requestTimeoutMs?: number;
  /** The Telegram bot's timings (tests shorten them); it runs only with TELEGRAM_BOT_TOKEN. */
  telegram?: Partial<BotRunnerOptions>;
}

/** Builds the whole HTTP application; server.ts listens on it, tests call inject() on it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const requestTimeout = deps.requestTimeoutMs ?? 120_000;
  const app = Fastify({
    // Every answer is logged in one line by requestLogPlugin instead of Fastify's two.
    ...loggerOption(createLogger(config)),
    disableRequestLogging: true,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // A client that trickles or never finishes its request is cut off (408 or closed) after this.
    requestTimeout,
    http: {
      // Node cuts off a slow body only once the headers timeout has passed too, so that one may not
      // be longer (Node's own default when the request timeout is given up front).
      headersTimeout: Math.min(60_000, requestTimeout),
      // Node looks for slow clients only this often (default 30 s); a quarter of the timeout keeps
      // the cut-off within 25 % of it. Both equal Node's defaults for the default timeout.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout / 4)),
    },
    clientErrorHandler,
    // Every route validates and serializes with its zod schema, so Fastify's default compilers (ajv
    // and fast-json-stringify, a fifth of the server bundle) are never loaded: see build.mjs.
    schemaController: { compilersFactory: zodCompilersFactory },
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
  await app.register(requestLogPlugin);
  // Worked out once: every answer gets them.
  const securityHeaders = siteSecurityHeaders(new URL(config.appUrl).protocol === 'https:');
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  // Closed unless origins are listed: the bundled web app calls the API from its own origin.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // The admin panel edits and deletes too (the plugin allows only GET, HEAD and POST by default).
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(dbPlugin, { handle: deps.db, ownsHandle: deps.ownsDb ?? false });
  const now = deps.now ?? (() => new Date());
  const tokens = createTokenService(deps.secret, now);
  const accounts = createAccountStates(app.db, { remember: deps.db.engine === 'sqlite' });
  await app.register(authPlugin, { tokens, accounts });
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, config.redisPrefix, (error) =>
        app.log.warn({ err: error }, 'Redis connection error'),
      )
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimitPlugin, { redis });
  await app.register(uploadsPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    now,
    ...(deps.mailPollMs ? { pollIntervalMs: deps.mailPollMs } : {}),
  });
  const listingCache = shareInvalidations(
    createListingCache(() => publicListingJson(app.db)),
    deps.db.changes,
    (error) => app.log.error({ err: error }, 'could not tell the other instances that the listings changed'),
  );
  app.addHook('onClose', async () => listingCache.stop());
  const ctx: ServiceContext = {
    db: app.db,
    now,
    tokens,
    accounts,
    hasher: createSecretHasher(deps.secret),
    mailer: app.mailer,
    config,
    limits: createLimits(now, redis, app.log),
    listingCache,
    detailCache: createDetailCache(app.db, listingCache),
  };
  app.decorate('ctx', ctx);
  await app.register(docsPlugin);

  // Following Telegram channels: started once the app is ready, stopped before the database closes.
  let botRunner: BotRunner | undefined;
  const telegram = config.telegram;
  if (telegram) {
    const bot = createBotClient(telegram.token, telegram.apiRoot);
    app.addHook('onReady', async () => {
      botRunner = startBotRunner(ctx, bot, app.log, { ...DEFAULT_BOT_OPTIONS, ...deps.telegram });
    });
    app.addHook('onClose', async () => botRunner?.stop());
  }

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
      await api.register(telegramRoutes, { wake: () => botRunner?.wake() });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  await app.register(webPlugin, {
    uploadsDir: config.uploadDir,
    ...(config.webDist ? { webDist: config.webDist } : {}),
    renderIndex: indexPageRenderer(app),
  });
  return app;
}

/**
 * Brute-force and mail counters: in memory, or in Redis (shared by every instance, with the memory
 * counters standing in while Redis is unreachable).
 */
function createLimits(now: () => Date, redis: Redis | undefined, log: FastifyBaseLogger): Limits {
  const minutes = (n: number) => n * 60_000;
  const limiter = (name: string, limit: { max: number; windowMs: number }) => {
    const local = createAttemptLimiter(limit, now);
    if (!redis) return local;
    return createRedisAttemptLimiter(redis, name, limit, local, (error) =>
      log.warn({ err: error, limiter: name }, 'Redis unavailable: counting in this instance only'),
    );
  };
  return {
    userLogin: limiter('user-login', { max: 5, windowMs: minutes(15) }),
    adminLogin: limiter('admin-login', { max: 5, windowMs: minutes(15) }),
    verificationMail: limiter('verification-mail', { max: 1, windowMs: minutes(1) }),
    resetMail: limiter('reset-mail', { max: 3, windowMs: minutes(15) }),
  };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Fastify takes a pino instance as `loggerInstance`, and `logger: false` for none. */
function loggerOption(logger: ReturnType<typeof createLogger>) {
  return logger ? { loggerInstance: logger } : { logger: false };
}
