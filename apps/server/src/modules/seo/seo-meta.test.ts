import { formatAed } from '@dd/core';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  injectMeta,
  listingDescription,
  listingHeadline,
  listingMeta,
  type PreviewListing,
  renderMetaTags,
  siteMeta,
  siteTextFrom,
} from './seo-meta.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dubai Distress Deals | Discounted Property Deals in Dubai</title>
    <meta
      name="description"
      content="Deals &amp; more: priced below value."
    />
    <meta property="og:title" content="stale" />
    <meta name="theme-color" content="#0b1f3a" />
    <script type="module" crossorigin src="/assets/index-Dua27Ml7.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CwOTI-ik.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const listing: PreviewListing = {
  property_name: 'Marina Gate',
  developer: 'Select Group',
  location: 'Dubai Marina',
  property_type: '2BR',
  handover_date: 'Q4 2026',
  original_price: 1_600_000,
  distress_price: 1_200_000,
  below_market_pct: 21.4,
};

const site = siteTextFrom(TEMPLATE);

/** The content of the meta tag with this name or property, unescaped. */
function content(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

describe('link preview text', () => {
  it('escapes every character that matters in an attribute or element', () => {
    expect(escapeHtml(`<script>&"'`)).toBe('&#60;script&#62;&#38;&#34;&#39;');
  });

  it('reads the site title and description from the built page', () => {
    expect(site).toEqual({
      title: 'Dubai Distress Deals | Discounted Property Deals in Dubai',
      description: 'Deals & more: priced below value.',
    });
    expect(siteTextFrom('<html><head></head></html>').title).toContain('Dubai Distress Deals');
  });

  it('titles a listing by type, location and rounded discount, with fallbacks', () => {
    expect(listingHeadline(listing)).toBe('2BR in Dubai Marina — 25% OFF');
    expect(listingHeadline({ ...listing, distress_price: 1_000_001 })).toBe('2BR in Dubai Marina — 37% OFF');
    expect(listingHeadline({ ...listing, property_type: ' ', location: '' })).toBe(
      'Marina Gate in Dubai — 25% OFF',
    );
    expect(listingHeadline({ ...listing, property_type: '', property_name: '' })).toBe(
      'Property in Dubai Marina — 25% OFF',
    );
    expect(listingHeadline({ ...listing, distress_price: 1_600_000 })).toBe('2BR in Dubai Marina');
  });

  it("never headlines the seller's discount, or a saving, on a listing above the market", () => {
    const above = { ...listing, below_market_pct: -16.2 };
    expect(listingHeadline(above)).toBe('2BR in Dubai Marina');
    expect(listingDescription(above)).toBe(
      `16% above market · ${formatAed(1_200_000)} · Marina Gate by Select Group. Handover Q4 2026.`,
    );
  });

  it('leads the description with our verdict in each of its four states', () => {
    const lead = (below_market_pct: number | null) =>
      listingDescription({ ...listing, below_market_pct }).split(' · ')[0];
    expect(lead(21.4)).toBe('21% below market');
    expect(lead(-3)).toBe('At market price');
    expect(lead(-5)).toBe('5% above market');
    expect(lead(null)).toBe('Not enough sales to compare');
  });

  it('describes the prices, the saving, the project and the handover', () => {
    expect(listingDescription(listing)).toBe(
      `21% below market · ${formatAed(1_200_000)} instead of ${formatAed(1_600_000)} · Save ${formatAed(400_000)} · ` +
        'Marina Gate by Select Group. Handover Q4 2026.',
    );
    expect(listingDescription({ ...listing, developer: '', handover_date: 'Ready' })).toBe(
      `21% below market · ${formatAed(1_200_000)} instead of ${formatAed(1_600_000)} · Save ${formatAed(400_000)} · ` +
        'Marina Gate. Ready to move in.',
    );
    expect(
      listingDescription({
        ...listing,
        original_price: 0,
        property_name: '',
        developer: '',
        handover_date: '',
        below_market_pct: null,
      }),
    ).toBe(`Not enough sales to compare · ${formatAed(1_200_000)}`);
    expect(listingDescription({ ...listing, property_name: 'A'.repeat(400) }).length).toBeLessThanOrEqual(
      300,
    );
  });

  it('falls back to the site description when a listing has nothing to say', () => {
    const empty = { ...listing, distress_price: 0, property_name: '', developer: '', handover_date: '' };
    expect(listingMeta(empty, { url: 'https://x.example/property/1', image: null, site }).description).toBe(
      site.description,
    );
  });
});

describe('meta tags', () => {
  it('renders Open Graph and Twitter tags, a large card only with an image', () => {
    const meta = listingMeta(listing, {
      url: 'https://deals.example/property/abc',
      image: { url: 'https://deals.example/uploads/a.webp', width: 1600, height: 1000 },
      site,
    });
    const html = renderMetaTags(meta).join('\n');
    expect(content(html, 'og:title')).toBe('2BR in Dubai Marina — 25% OFF');
    expect(content(html, 'twitter:title')).toBe('2BR in Dubai Marina — 25% OFF');
    expect(content(html, 'og:type')).toBe('website');
    expect(content(html, 'og:site_name')).toBe('Dubai Distress Deals');
    expect(content(html, 'og:url')).toBe('https://deals.example/property/abc');
    expect(content(html, 'og:image')).toBe('https://deals.example/uploads/a.webp');
    expect(content(html, 'og:image:width')).toBe('1600');
    expect(content(html, 'twitter:card')).toBe('summary_large_image');
    expect(content(html, 'description')).toBe(content(html, 'og:description'));

    const plain = renderMetaTags(siteMeta(site, { url: 'https://deals.example/', image: null })).join('\n');
    expect(content(plain, 'twitter:card')).toBe('summary');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('twitter:image');
  });

  it('replaces the title and description and keeps everything else of the page', () => {
    const meta = listingMeta(
      { ...listing, property_name: `Tower <script>&"' $& $1` },
      { url: 'https://deals.example/property/abc', image: null, site },
    );
    const html = injectMeta(TEMPLATE, meta);
    expect(html).toContain('<title>2BR in Dubai Marina — 25% OFF | Dubai Distress Deals</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).not.toContain('stale');
    expect(html).not.toContain('<script>&');
    expect(content(html, 'description')).toContain(`Tower <script>&"' $& $1 by Select Group.`);
    for (const kept of [
      '<meta charset="UTF-8" />',
      '<meta name="theme-color" content="#0b1f3a" />',
      '<script type="module" crossorigin src="/assets/index-Dua27Ml7.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-CwOTI-ik.css">',
      '<body><div id="root"></div></body>',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds a title to a page without one and leaves a page without a head alone', () => {
    const meta = siteMeta(site, { url: 'https://deals.example/', image: null });
    expect(injectMeta('<html><head></head><body></body></html>', meta)).toContain(
      '<title>Dubai Distress Deals | Discounted Property Deals in Dubai</title>',
    );
    expect(injectMeta('<!doctype html><div id="root"></div>', meta)).toBe(
      '<!doctype html><div id="root"></div>',
    );
  });
});
