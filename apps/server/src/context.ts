import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { createAccountStates } from './lib/account-states.ts';
import { createSecretHasher } from './lib/codes.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createTokenService } from './lib/tokens.ts';
import { startMailer } from './modules/mail/mailer.ts';
import type { ServiceContext } from './modules/service-context.ts';
import { accountReader } from './modules/users/account-reader.ts';
import { createLimits } from './plugins/limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What routes hand to services (modules/service-context.ts). */
    ctx: ServiceContext;
  }
}

export interface ContextOptions {
  config: Config;
  db: DbHandle;
  /** Signs tokens and keys the hashes of one-time codes. */
  secret: string;
  now: () => Date;
  /** How often the mail worker looks for due messages. */
  mailPollMs?: number | undefined;
}

/**
 * Builds the one ServiceContext of the app as `app.ctx`: the database, the clock, tokens, account
 * states, the mailer and its outbox worker, the attempt limits (in Redis when the redis plugin has a
 * connection), and the public listing cache the properties module built (listing-cache.plugin.ts).
 * What it starts is stopped when the app closes, before the database.
 */
export const contextPlugin = fp(
  async (app: FastifyInstance, opts: ContextOptions) => {
    const { config, db, now } = opts;
    const mailer = startMailer({
      db: db.db,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
      logger: app.log,
      now,
      ...(opts.mailPollMs ? { pollIntervalMs: opts.mailPollMs } : {}),
    });
    app.addHook('onClose', async () => mailer.stop());
    app.decorate('ctx', {
      db: db.db,
      dbStatus: db,
      now,
      tokens: createTokenService(opts.secret, now),
      accounts: createAccountStates(accountReader(db.db), { remember: db.engine === 'sqlite' }),
      hasher: createSecretHasher(opts.secret),
      secretBox: createSecretBox(opts.secret),
      mailer,
      config,
      limits: createLimits(now, app.redis, app.log),
      listingCache: app.listingCache,
    } satisfies ServiceContext);
  },
  { name: 'context', dependencies: ['redis', 'listing-cache'] },
);
