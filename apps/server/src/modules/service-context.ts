import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import type { Database } from '../db/schema.ts';
import type { AccountStates } from '../lib/account-states.ts';
import type { SecretHasher } from '../lib/codes.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { Limits } from '../plugins/limits.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ListingCache } from './properties/listing-cache.ts';

/**
 * What services need from the outside world: one object, built once per app by the context plugin
 * (src/context.ts). Routes hand `app.ctx` to services; a service takes it first, or a Pick of it.
 */
export interface ServiceContext {
  db: Kysely<Database>;
  /** The engine and a cheap round trip, for the health check. */
  dbStatus: Pick<DbHandle, 'engine' | 'ping'>;
  now: () => Date;
  tokens: TokenService;
  /** Token versions and verification behind every authenticated request: call changed() after writing them. */
  accounts: AccountStates;
  hasher: SecretHasher;
  /** Seals secrets the site must read back (a bot token saved in the dashboard). */
  secretBox: SecretBox;
  mailer: Mailer;
  config: Config;
  limits: Limits;
  /**
   * The unfiltered public list, ready to send: built by the properties module (listing-cache.plugin.ts)
   * and refreshed by its listing-writes.service after every write; others only read it.
   */
  listingCache: ListingCache;
}
