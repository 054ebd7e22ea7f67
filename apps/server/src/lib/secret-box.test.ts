import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const TOKEN = '123456789:AAH3kZ_fakeTokenForTheBot-wxYz';

describe('sealed secrets', () => {
  it('reads back what it sealed, and the sealed form does not show it', () => {
    const box = createSecretBox('x'.repeat(48));
    const sealed = box.seal(TOKEN);
    expect(sealed).not.toContain('AAH3kZ');
    expect(box.seal(TOKEN)).not.toBe(sealed); // a fresh nonce each time
    expect(box.open(sealed)).toBe(TOKEN);
  });

  it('cannot read what another server secret sealed', () => {
    const sealed = createSecretBox('x'.repeat(48)).seal(TOKEN);
    expect(createSecretBox('y'.repeat(48)).open(sealed)).toBeNull();
  });

  it('refuses a changed or malformed value instead of returning garbage', () => {
    const box = createSecretBox('x'.repeat(48));
    const [v, iv, tag, body] = box.seal(TOKEN).split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
    expect(box.open('v1...')).toBeNull();
  });
});
