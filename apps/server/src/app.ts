import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { contextPlugin } from './context.ts';
import type { DbHandle } from './db/client.ts';
import { alertsPlugin } from './modules/alerts/alerts.plugin.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { contactsAdminRoutes } from './modules/contacts/contacts-admin.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { mapRoutes } from './modules/map/map.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { listingCachePlugin } from './modules/properties/listing-cache.plugin.ts';
import { listingPointsPlugin } from './modules/properties/listing-points.plugin.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { propertyAdminRoutes } from './modules/properties/property-admin.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { webPages } from './modules/pages/web-pages.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { type TelegramTimings, telegramPlugin } from './modules/telegram-bot/telegram.plugin.ts';
import { bulkAddRoutes } from './modules/telegram-import/bulk-add.routes.ts';
import { marketPlugin } from './modules/market/market.plugin.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { propertyViewsRoutes } from './modules/statistics/property-views.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { quickAddRoutes } from './modules/telegram-import/quick-add.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { limitsPlugin } from './plugins/limits.ts';
import { redisPlugin } from './plugins/redis.ts';
import { mapSourcesOf, securityHeadersPlugin, siteSecurityHeaders } from './plugins/security-headers.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { webPlugin } from './plugins/web.ts';
import { guardConnections } from './lib/connection-guard.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { signInLinksRoutes } from './modules/sign-in-links/sign-in-links.routes.ts';
import { serverOptions } from './server-options.ts';

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
  /** The Telegram bot's timings (tests shorten them); it runs while the site has a bot. */
  telegram?: Partial<TelegramTimings>;
  /** How often saved searches' alerts are looked at (tests lengthen it and run rounds themselves). */
  alertPollMs?: number;
  /** Where the log goes instead of stdout (tests read it). */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the whole HTTP application; server.ts listens on it, tests call inject() on it. Plugins
 * first (each registered before what uses it), then the modules' routes under /api, then the site.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(
    serverOptions(config, deps.requestTimeoutMs ?? 120_000, deps.logger),
  ).withTypeProvider<ZodTypeProvider>();
  guardConnections(app.server, config.connections, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // Worked out once: every answer gets them.
  await app.register(securityHeadersPlugin, {
    headers: siteSecurityHeaders(new URL(config.appUrl).protocol === 'https:', mapSourcesOf(config.mapStyle)),
  });
  // Closed unless origins are listed: the bundled web app calls the API from its own origin.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // The admin panel edits and deletes too (the plugin allows only GET, HEAD and POST by default).
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
  // Brotli quality 3 for answers compressed per request (a page of 24 cards: 0.08 ms instead of the
  // plugin's quality 4 at 0.25 ms, 4 % larger); cached and built files carry their own compression.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  await app.register(dbPlugin, { handle: deps.db, ownsHandle: deps.ownsDb ?? false });
  await app.register(redisPlugin, { url: config.redisUrl, prefix: config.redisPrefix });
  await app.register(limitsPlugin);
  await app.register(listingCachePlugin, { db: deps.db });
  await app.register(contextPlugin, {
    config,
    db: deps.db,
    secret: deps.secret,
    now: deps.now ?? (() => new Date()),
    mailPollMs: deps.mailPollMs,
  });
  await app.register(authPlugin, { tokens: app.ctx.tokens, accounts: app.ctx.accounts });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(propertiesRoutes);
      await api.register(listingPointsPlugin);
      await api.register(mapRoutes);
      await api.register(contactsRoutes);
      await api.register(contactsAdminRoutes);
      await api.register(inquiriesRoutes);
      await api.register(usersRoutes);
      await api.register(favoritesRoutes);
      await api.register(adminAuthRoutes);
      await api.register(passwordResetRoutes);
      await api.register(signInLinksRoutes);
      await api.register(teamRoutes);
      await api.register(setupRoutes);
      // Multipart forms only for the modules whose routes take files: the parser's three hooks per
      // request stay off every other route, the public list among them (ADR 0022).
      await api.register(async (forms) => {
        await forms.register(uploadsPlugin);
        await forms.register(propertyAdminRoutes);
        await forms.register(quickAddRoutes);
        await forms.register(bulkAddRoutes);
        await forms.register(marketPlugin);
      });
      await api.register(auditRoutes);
      await api.register(statisticsRoutes);
      await api.register(propertyViewsRoutes);
      await api.register(telegramPlugin, { timings: deps.telegram });
      await api.register(alertsPlugin, { pollMs: deps.alertPollMs });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  // The built web app's pages, read once: the home page and a listing's page on their routes, every
  // other screen through the web plugin's fallback.
  const pageHtml = webPages(app, config.webDist);
  await app.register(pagesRoutes, { pageHtml });
  await app.register(webPlugin, {
    uploadsDir: config.uploadDir,
    ...(config.webDist ? { webDist: config.webDist } : {}),
    pageHtml,
  });
  return app;
}
