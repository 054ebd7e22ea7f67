import { describe, expect, it } from 'vitest';
import { loginAddress } from './login-address.ts';

describe('loginAddress', () => {
  it('keeps an IPv4 address whole, also written as IPv6', () => {
    expect(loginAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(loginAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("takes an IPv6 address's /64 network, however it is written", () => {
    expect(loginAddress('2001:db8:85a3:12::8a2e:370:7334')).toBe('2001:db8:85a3:12::/64');
    expect(loginAddress('2001:0DB8:85A3:0012:1111:2222:3333:4444')).toBe('2001:db8:85a3:12::/64');
    expect(loginAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(loginAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as given', () => {
    expect(loginAddress('unix-socket')).toBe('unix-socket');
  });
});
