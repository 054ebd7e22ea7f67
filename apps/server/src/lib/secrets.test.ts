import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secrets.ts';

describe('JWT secret', () => {
  it('uses JWT_SECRET when set', () => {
    expect(resolveJwtSecret('x'.repeat(32), '/nonexistent')).toBe('x'.repeat(32));
  });

  it('generates one secret, keeps it in DATA_DIR with mode 0600 and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dd-secret-'));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
  });
});
