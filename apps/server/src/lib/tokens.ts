import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type Role = 'visitor' | 'admin';

export interface TokenClaims {
  /** User id (visitor) or admin id. */
  sub: string;
  role: Role;
  /** Token version of the account when issued; raising it revokes every older token. */
  tv: number;
}

export const TOKEN_LIFETIME: Record<Role, string> = { visitor: '30d', admin: '12h' };
const ISSUER = 'dubai-distress-deals';

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** How many verified tokens verify() remembers (a few MB at most). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, now: () => Date = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
  // A signature check through WebCrypto is the largest CPU cost of an authenticated request, and a
  // client sends the same token again and again. A token string whose signature was checked once
  // stays valid until its expiry, so its claims are remembered (the expiry is still checked on
  // every use; revocation is the caller's check of the account's token version).
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    async issue({ sub, role, tv }) {
      return new SignJWT({ role, tv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt(now())
        .setExpirationTime(relativeTo(now(), TOKEN_LIFETIME[role]))
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (now().getTime() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const { sub, role, tv, exp } = payload;
        if (typeof sub !== 'string' || (role !== 'visitor' && role !== 'admin') || typeof tv !== 'number')
          return null;
        const claims: TokenClaims = { sub, role, tv };
        if (typeof exp === 'number') {
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
          verified.set(token, { claims, expiresAtMs: exp * 1000 });
        }
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

function relativeTo(base: Date, span: string): Date {
  const match = /^(\d+)([hd])$/.exec(span);
  if (!match) throw new Error(`bad token lifetime ${span}`);
  const hours = Number(match[1]) * (match[2] === 'd' ? 24 : 1);
  return new Date(base.getTime() + hours * 3_600_000);
}
