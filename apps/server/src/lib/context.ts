import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { DetailCache } from '../modules/properties/detail-cache.ts';
import type { ListingCache } from '../modules/properties/listing-cache.ts';
import type { AccountStates } from './account-states.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import type { SecretHasher } from './codes.ts';
import type { TokenService } from './tokens.ts';

/** Per-account brute-force counters (the per-IP request limits live on the routes). */
export interface Limits {
  /** Failed visitor logins per e-mail (5 per 15 minutes). */
  userLogin: AttemptLimiter;
  /** Failed admin logins per username (5 per 15 minutes). */
  adminLogin: AttemptLimiter;
  /** One verification e-mail per address per minute. */
  verificationMail: AttemptLimiter;
  /** Reset e-mails per username. */
  resetMail: AttemptLimiter;
}

/** What services need from the outside world; one object, built once per app. */
export interface ServiceContext {
  db: Kysely<Database>;
  now: () => Date;
  tokens: TokenService;
  /** Token versions and verification behind every authenticated request: call changed() after writing them. */
  accounts: AccountStates;
  hasher: SecretHasher;
  mailer: Mailer;
  config: Config;
  limits: Limits;
  /** The unfiltered public list, ready to send; invalidate after every write to listings or their images. */
  listingCache: ListingCache;
  /** Serialized details of recently opened listings, stale whenever listingCache is invalidated. */
  detailCache: DetailCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServiceContext;
  }
}
