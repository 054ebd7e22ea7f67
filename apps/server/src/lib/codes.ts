import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit e-mail verification code from the CSPRNG, zero-padded. */
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A password-reset token: 32 random bytes, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SecretHasher {
  hash(secret: string): string;
  /** Constant-time comparison of a secret against a stored hash. */
  matches(secret: string, storedHash: string): boolean;
}

/**
 * Codes and tokens are stored only as keyed hashes (HMAC-SHA256 with a server key), so a copy of the
 * database alone does not let anyone brute-force the 6-digit codes offline.
 */
export function createSecretHasher(key: string): SecretHasher {
  const hash = (secret: string) => createHmac('sha256', `one-time-codes:${key}`).update(secret).digest('hex');
  return {
    hash,
    matches(secret, storedHash) {
      const a = Buffer.from(hash(secret), 'hex');
      const b = Buffer.from(storedHash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
