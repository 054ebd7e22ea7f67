import { describe, expect, it } from 'vitest';
import { securityHeaderOptions, securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it("records the headers helmet would set with the site's options", () => {
    const headers = securityHeaders(securityHeaderOptions(false));
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
    // Helmet removes X-Powered-By; a removal is not recorded as a header to send.
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('tells browsers to insist on https only for a site served over https', () => {
    expect(securityHeaders(securityHeaderOptions(true))['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
