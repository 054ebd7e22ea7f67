import { describe, expect, it } from 'vitest';
import { createSecretHasher, newResetToken, newVerificationCode } from './codes.ts';

describe('one-time secrets', () => {
  it('makes 6-digit codes that vary', () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('makes reset tokens of 32 random bytes', () => {
    const token = newResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newResetToken()).not.toBe(token);
  });

  it('stores a keyed hash that only the same key and secret match', () => {
    const hasher = createSecretHasher('k'.repeat(32));
    const stored = hasher.hash('123456');
    expect(stored).not.toContain('123456');
    expect(hasher.matches('123456', stored)).toBe(true);
    expect(hasher.matches('123457', stored)).toBe(false);
    expect(createSecretHasher('other-key'.repeat(4)).matches('123456', stored)).toBe(false);
    expect(hasher.matches('123456', 'not-hex')).toBe(false);
  });
});
