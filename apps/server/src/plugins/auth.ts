import type { AdminRole } from '@dd/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { AccountStates } from '../lib/account-states.ts';
import type { Role, TokenService } from '../lib/tokens.ts';

export interface Principal {
  role: Role;
  id: string;
  /** An admin's role on the team, as stored now (not as when the token was issued). */
  adminRole?: AdminRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook (onRequest or preHandler) that admits a valid bearer token of one of the roles: 401
     * without/invalid, 403 wrong role. Use it as onRequest on upload routes, so nobody unknown
     * gets a body parsed.
     */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
    /**
     * Hook that admits an admin whose role is owner (ADR 0033): 401 as requireRole, 403 "Only an owner
     * can do this" for an editor or a visitor.
     */
    requireOwner(): (request: FastifyRequest) => Promise<void>;
    /** preHandler that sets request.principal for a valid token of one of the roles; anything else stays anonymous. */
    optionalRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const ONLY_OWNER = 'Only an owner can do this.';
const INVALID = 'Your session is invalid or has expired. Please log in again.';

interface AuthOptions {
  tokens: TokenService;
  /** Each account's token version and verification (remembered on SQLite). */
  accounts: AccountStates;
}

/** Bearer tokens → request.principal, checked against the account's token version (revocation). */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('principal', null);

  // What an account sees (and the answers that hand out a login) is for that account alone: no
  // browser or proxy may keep a copy (issue 42). Set last, over any caching header of the route.
  // A callback hook, not an async one: it runs on every answer, the public list's included.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.principal || request.url.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  /** The principal of a valid bearer token; 'missing' without one, 'invalid' for a bad or revoked one. */
  async function identify(request: FastifyRequest): Promise<Principal | 'missing' | 'invalid'> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) return 'missing';
    const claims = await opts.tokens.verify(match[1]);
    if (!claims) return 'invalid';
    const account = await opts.accounts.get(claims.role, claims.sub);
    if (!account?.active || account.tokenVersion !== claims.tv) return 'invalid';
    return account.adminRole
      ? { role: claims.role, id: claims.sub, adminRole: account.adminRole }
      : { role: claims.role, id: claims.sub };
  }

  app.decorate('requireRole', (...roles: Role[]) => {
    return async (request: FastifyRequest) => {
      const principal = await identify(request);
      if (principal === 'missing') throw new UnauthorizedError('Authentication required');
      if (principal === 'invalid') throw new UnauthorizedError(INVALID);
      if (!roles.includes(principal.role)) throw new ForbiddenError();
      request.principal = principal;
    };
  });

  app.decorate('requireOwner', () => {
    const admin = app.requireRole('admin');
    return async (request: FastifyRequest) => {
      await admin(request);
      if (request.principal?.adminRole !== 'owner') throw new ForbiddenError(ONLY_OWNER);
    };
  });

  app.decorate('optionalRole', (...roles: Role[]) => {
    return async (request: FastifyRequest) => {
      const principal = await identify(request);
      if (typeof principal === 'object' && roles.includes(principal.role)) request.principal = principal;
    };
  });
});
