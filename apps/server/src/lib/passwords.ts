import type { Algorithm } from '@node-rs/argon2';
import { loadArgon2 } from './lazy-modules.ts';

// Algorithm is a const enum, which isolated modules cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;

// argon2id with the OWASP-recommended minimum (19 MiB, 2 iterations, 1 lane).
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return loadArgon2().hash(password, options);
}

/** Constant-time comparison inside argon2; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await loadArgon2().verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist (no user enumeration by timing). */
export async function verifyPasswordDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
  return false;
}
