import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap, escapeXml } from './crawl-files.ts';

describe('crawl files', () => {
  it('lists the addresses in a sitemap, with lastmod when known', () => {
    const xml = buildSitemap([
      { loc: 'https://deals.example/' },
      { loc: 'https://deals.example/property/a', lastmod: '2026-10-01T08:00:00.000Z' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://deals.example/</loc></url>',
        '  <url><loc>https://deals.example/property/a</loc><lastmod>2026-10-01T08:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes addresses for XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(buildSitemap([{ loc: 'https://x.example/?a=1&b=2' }])).toContain('?a=1&amp;b=2');
  });

  it('allows everything but the admin screens and the API, and names the sitemap', () => {
    expect(buildRobots('https://deals.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://deals.example/sitemap.xml\n',
    );
  });
});
