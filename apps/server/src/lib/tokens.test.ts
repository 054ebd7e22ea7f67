import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

describe('tokens', () => {
  const start = new Date('2026-11-01T00:00:00Z');

  it('round-trips subject, role and token version', async () => {
    const tokens = createTokenService('a'.repeat(40), () => start);
    const token = await tokens.issue({ sub: 'u1', role: 'visitor', tv: 3 });
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', role: 'visitor', tv: 3 });
  });

  it('expires visitor tokens after 30 days and admin tokens after 12 hours', async () => {
    let now = start;
    const tokens = createTokenService('a'.repeat(40), () => now);
    const visitor = await tokens.issue({ sub: 'u1', role: 'visitor', tv: 0 });
    const admin = await tokens.issue({ sub: 'a1', role: 'admin', tv: 0 });
    now = new Date(start.getTime() + 11 * 3_600_000);
    expect(await tokens.verify(admin)).not.toBeNull();
    now = new Date(start.getTime() + 13 * 3_600_000);
    expect(await tokens.verify(admin)).toBeNull();
    expect(await tokens.verify(visitor)).not.toBeNull();
    now = new Date(start.getTime() + 31 * 24 * 3_600_000);
    expect(await tokens.verify(visitor)).toBeNull();
  });

  it('rejects tokens signed with another secret, tampered or malformed', async () => {
    const ours = createTokenService('a'.repeat(40));
    const theirs = createTokenService('b'.repeat(40));
    const token = await theirs.issue({ sub: 'a1', role: 'admin', tv: 0 });
    expect(await ours.verify(token)).toBeNull();
    const [h, , s] = (await ours.issue({ sub: 'u1', role: 'visitor', tv: 0 })).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u1', role: 'admin', tv: 0 })).toString('base64url');
    expect(await ours.verify(`${h}.${forged}.${s}`)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.'])
      expect(await ours.verify(junk)).toBeNull();
  });
});
