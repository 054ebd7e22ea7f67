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

export function createTokenService(secret: string, now: () => Date = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const { sub, role, tv } = payload;
        if (typeof sub !== 'string' || (role !== 'visitor' && role !== 'admin') || typeof tv !== 'number')
          return null;
        return { sub, role, tv };
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
