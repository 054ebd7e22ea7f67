import helmet, { type HelmetOptions } from 'helmet';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mapSourcesOf, siteSecurityHeaders } from './security-headers.ts';

/** The helmet options the site's headers stand for: helmet's defaults but for these. */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers real helmet sends with these options: a node:http server runs its middleware on `/`
 * and not on `/plain`, and what `/` sends beyond what `/plain` sends (Date, Connection…) is helmet's.
 */
async function helmetHeaders(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) => {
    if (request.url === '/plain') return void response.end();
    middleware(request, response, (error?: unknown) => {
      response.statusCode = error ? 500 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [helmeted, plain] = await Promise.all([fetch(`${base}/`), fetch(`${base}/plain`)]);
    expect(helmeted.status).toBe(200);
    const headers = Object.fromEntries(helmeted.headers);
    for (const name of plain.headers.keys()) delete headers[name];
    return headers;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('siteSecurityHeaders', () => {
  it.each([false, true])('is exactly what helmet sends with the site options (https: %s)', async (https) => {
    expect(siteSecurityHeaders(https)).toEqual(await helmetHeaders(helmetOptions(https)));
  });

  it("carries the site's own choices", () => {
    const headers = siteSecurityHeaders(false);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
    // Helmet removes X-Powered-By; a removal is not a header to send.
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it("lets the browser fetch a map provider's style and tiles, and only when one is configured", () => {
    const csp = (headers: Readonly<Record<string, string>>) => headers['content-security-policy'];
    expect(csp(siteSecurityHeaders(false, mapSourcesOf({ kind: 'offline' })))).not.toContain('connect-src');
    expect(
      csp(siteSecurityHeaders(false, mapSourcesOf({ kind: 'pmtiles-file', path: '/srv/dubai.pmtiles' }))),
    ).not.toContain('connect-src');
    expect(
      csp(
        siteSecurityHeaders(
          false,
          mapSourcesOf({ kind: 'pmtiles-url', url: 'https://tiles.example.com/d.pmtiles' }),
        ),
      ),
    ).toContain("connect-src 'self' https://tiles.example.com");
    const provider = csp(
      siteSecurityHeaders(
        true,
        mapSourcesOf({ kind: 'style-url', url: 'http://maps.example.com/style.json' }),
      ),
    );
    expect(provider).toContain("connect-src 'self' http://maps.example.com https:");
    // Scripts stay this origin's only.
    expect(provider).toContain("script-src 'self';");
  });

  it('tells browsers to insist on https only for a site served over https', () => {
    expect(siteSecurityHeaders(true)['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
