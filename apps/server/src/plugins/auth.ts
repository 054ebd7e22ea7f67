import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { Role, TokenService } from '../lib/tokens.ts';
import { findAdminById } from '../modules/admin-auth/admins.repository.ts';
import { findUserById } from '../modules/users/users.repository.ts';

export interface Principal {
  role: Role;
  id: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler that admits a valid bearer token of one of the roles: 401 without/invalid, 403 wrong role. */
    requireRole(...roles: Role[]): preHandlerHookHandler;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const INVALID = 'Your session is invalid or has expired. Please log in again.';

/** Bearer tokens → request.principal, checked against the account's token version (revocation). */
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('principal', null);

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw new UnauthorizedError('Authentication required');
    const claims = await opts.tokens.verify(match[1]);
    if (!claims) throw new UnauthorizedError(INVALID);
    if (claims.role === 'admin') {
      const admin = await findAdminById(app.db, claims.sub);
      if (!admin || admin.token_version !== claims.tv) throw new UnauthorizedError(INVALID);
    } else {
      const user = await findUserById(app.db, claims.sub);
      if (!user || user.token_version !== claims.tv || !user.email_verified_at)
        throw new UnauthorizedError(INVALID);
    }
    return { role: claims.role, id: claims.sub };
  }

  app.decorate('requireRole', (...roles: Role[]): preHandlerHookHandler => {
    return async (request) => {
      const principal = await authenticate(request);
      if (!roles.includes(principal.role)) throw new ForbiddenError();
      request.principal = principal;
    };
  });
});
