import { describe, expect, it } from 'vitest';

import { nextListingId, safeNextPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it.each([
    '/',
    '/property/3f2c9a4e-1b7d-4c55-9a0e-2d8f6b1c7e90',
    '/property/p-1?tab=photos#top',
    '/?q=marina',
  ])('keeps the path on this site %j', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'property/p-1',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://evil.com/property/p-1',
    'javascript:alert(1)',
    ' /property/p-1',
    '/\t/evil.com',
    '/\n/evil.com',
    '/property/p-1\u0000',
    '/property/p-1\u007f',
  ])('ignores %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('nextListingId', () => {
  it('reads the listing id of /property/{id}', () => {
    expect(nextListingId('/property/p-1')).toBe('p-1');
    expect(nextListingId('/property/a%20b/')).toBe('a b');
  });

  it('is null for any other path', () => {
    for (const path of [null, '/', '/property/', '/property/p-1/photos', '/login', '/property/%E0%A4%A'])
      expect(nextListingId(path)).toBeNull();
  });
});

describe('withNext', () => {
  it('adds next as a query parameter with readable slashes, and nothing without it', () => {
    expect(withNext('/login', '/property/p-1')).toBe('/login?next=/property/p-1');
    expect(withNext('/register', '/?q=a&b=c')).toBe('/register?next=/%3Fq%3Da%26b%3Dc');
    expect(withNext('/login', null)).toBe('/login');
    expect(new URLSearchParams(withNext('/login', '/?q=a&b=c').split('?')[1]).get('next')).toBe('/?q=a&b=c');
  });
});
