import { setTimeout as sleep } from 'node:timers/promises';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import { isKnownAddress, rememberAddress } from './known-addresses.repository.ts';
import { loginAddress } from './login-address.ts';

/**
 * How long a login from an address the account knows waits once that address has failed too often:
 * the right password still gets in, a guesser there gets few tries (the route's per-address request
 * limit caps them too).
 */
export const KNOWN_ADDRESS_DELAY_MS = 1_000;

/** The account a login names: 'admin:<id>' / 'user:<id>', or the name typed when there is no such account. */
export interface LoginAccount {
  kind: 'admin' | 'user';
  /** The account's id; undefined when the name matches none (it is counted all the same). */
  id: string | undefined;
  /** The username or e-mail typed, lower-cased. */
  name: string;
}

const accountKey = (account: LoginAccount) =>
  account.id ? `${account.kind}:${account.id}` : `${account.kind}-name:${account.name}`;

export interface LoginAttempt {
  /** The password was wrong (or the account does not exist). */
  failed(): Promise<void>;
  /** The password was right: this address is the account's from now on. */
  succeeded(): Promise<void>;
}

/** The answer to a login from a new address while the account is locked for new addresses. */
export const SIGN_IN_LINK_OFFERED =
  'Too many failed logins for this account from new addresses. If the account is yours, a one-time sign-in link has been e-mailed to its address.';

/**
 * Brute force kept out without handing a lock to whoever fails on purpose (ADR 0030). Before the
 * password is checked: an address that failed 20 times (any accounts) is refused, and so is one that
 * failed 5 times for this account, unless the account has logged in from it before (then it waits
 * KNOWN_ADDRESS_DELAY_MS instead); an address the account has never logged in from is also refused
 * while the account has 10 failures from all addresses: that refusal calls `stepUp` (which e-mails
 * the account a one-time sign-in link) and says so. Every refusal is a 429 with the wait. Each lock is
 * logged once, when it starts.
 */
export async function startLogin(
  ctx: Pick<ServiceContext, 'db' | 'limits' | 'hasher' | 'now'>,
  account: LoginAccount,
  ip: string,
  log: LockLog,
  stepUp?: () => Promise<void>,
): Promise<LoginAttempt> {
  const { limits } = ctx;
  const key = accountKey(account);
  const address = addressKey(ctx, ip);
  const pair = `${key}|${address}`;
  const known = account.id !== undefined && (await isKnownAddress(ctx.db, key, address));

  await limits.loginAddress.check(address);
  try {
    await limits.loginAccountAddress.check(pair);
  } catch (error) {
    if (!known) throw error;
    await sleep(KNOWN_ADDRESS_DELAY_MS);
  }
  if (!known) {
    try {
      await limits.loginAccount.check(key);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      // The account is locked for new addresses: its owner, if it is her, signs in by an e-mailed link
      // (issue 42). Said alike whether the account exists and whatever the password: no oracle.
      await stepUp?.().catch((failure: unknown) =>
        log.error({ err: failure, account: key }, 'the sign-in link could not be sent'),
      );
      throw new TooManyRequestsError(error.retryAfterSeconds, SIGN_IN_LINK_OFFERED, 'sign_in_link_sent');
    }
  }

  const count = async (limiter: AttemptLimiter, limiterKey: string, lock: string) => {
    if ((await limiter.hit(limiterKey)) === limiter.max)
      log.warn({ account: key, address: loginAddress(ip), lock }, 'login locked');
  };
  return {
    async failed() {
      await count(limits.loginAddress, address, 'address');
      await count(limits.loginAccountAddress, pair, 'account and address');
      await count(limits.loginAccount, key, 'account, for new addresses');
    },
    async succeeded() {
      await limits.loginAccountAddress.reset(pair);
      await rememberAddress(ctx.db, key, address, ctx.now());
    },
  };
}

/**
 * After a completed password reset: the account's lock for new addresses, and the lock of the address
 * the reset came from, are lifted.
 */
export async function clearLoginLocks(
  ctx: Pick<ServiceContext, 'limits' | 'hasher'>,
  account: Omit<LoginAccount, 'name'> & { id: string },
  ip: string,
): Promise<void> {
  const key = accountKey({ ...account, name: '' });
  const address = addressKey(ctx, ip);
  await ctx.limits.loginAccount.reset(key);
  await ctx.limits.loginAccountAddress.reset(`${key}|${address}`);
}

/**
 * An address that proved it holds the account (a verified e-mail, a completed password reset, an
 * accepted invitation) is the account's from now on, as after a successful login: a stranger's failed
 * logins elsewhere never lock it out of this address (issue 42).
 */
export async function rememberLoginAddress(
  ctx: Pick<ServiceContext, 'db' | 'hasher' | 'now'>,
  account: Omit<LoginAccount, 'name'> & { id: string },
  ip: string,
): Promise<void> {
  const key = accountKey({ ...account, name: '' });
  await rememberAddress(ctx.db, key, addressKey(ctx, ip), ctx.now());
}

/** The key of a request's address, for counters kept per account and address. */
export const addressKey = (ctx: Pick<ServiceContext, 'hasher'>, ip: string): string =>
  ctx.hasher.hash(`login-address:${loginAddress(ip)}`);

/** Where a lock is reported: the request's logger. */
export interface LockLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * An owner's lifting of another admin's lock (ADR 0033): the account-wide count that refuses new
 * addresses is cleared, on every instance when the counters are in Redis.
 */
export async function clearAccountLock(
  ctx: Pick<ServiceContext, 'limits'>,
  account: Omit<LoginAccount, 'name'> & { id: string },
): Promise<void> {
  await ctx.limits.loginAccount.reset(accountKey({ ...account, name: '' }));
}
