import { discountPercent, formatAed, marketPctShown, marketVerdict, savingAmount } from '@dd/core';

export const SITE_NAME = 'Dubai Distress Deals';

/** Used when the built index.html has no title or description of its own. */
const FALLBACK_SITE: SiteText = {
  title: `${SITE_NAME} | Discounted Property Deals in Dubai`,
  description:
    'Exclusive distressed property deals in Dubai: apartments, villas and off-plan units priced below their original value.',
};

const MAX_DESCRIPTION = 300;

export interface SiteText {
  title: string;
  description: string;
}

/** An image for a preview card; `url` is absolute. */
export interface PreviewImage {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
}

/** What one page tells link previews and search engines. */
export interface PageMeta {
  /** The document's <title>. */
  title: string;
  /** og:title and twitter:title. */
  headline: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  image: PreviewImage | null;
}

/** The public card fields a listing's preview is built from. */
export interface PreviewListing {
  property_name: string;
  developer: string;
  location: string;
  property_type: string;
  handover_date: string;
  original_price: number;
  distress_price: number;
  below_market_pct: number | null;
}

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reverses the entity escapes a hand-written or built index.html may use. */
function decodeHtml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    const lower = entity.toLowerCase();
    if (named[lower]) return named[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** One line of text: runs of whitespace (admin input may hold line breaks) become one space. */
const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

const withoutFinalStop = (value: string): string => value.replace(/[.\s]+$/, '');

function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max - 1).trimEnd()}…`;
}

/** A path of this site (e.g. an image under /uploads) as an absolute URL under `base`. */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The site's own title and description, read from the built index.html. */
export function siteTextFrom(template: string): SiteText {
  const title = clean(decodeHtml(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(template)?.[1] ?? ''));
  const descriptionTag = metaTags(template).find((tag) => /\bname\s*=\s*["']?description["'\s/>]/i.test(tag));
  const content = descriptionTag ? /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(descriptionTag) : null;
  const description = clean(decodeHtml(content?.[1] ?? content?.[2] ?? ''));
  return { title: title || FALLBACK_SITE.title, description: description || FALLBACK_SITE.description };
}

/**
 * '2BR in Dubai Marina — 25% OFF'; the name stands in for a missing type, Dubai for a missing location.
 * A listing above the market is not headlined with the seller's discount.
 */
export function listingHeadline(listing: PreviewListing): string {
  const subject = clean(listing.property_type) || clean(listing.property_name) || 'Property';
  const headline = `${subject} in ${clean(listing.location) || 'Dubai'}`;
  const discount = discountPercent(listing.original_price, listing.distress_price);
  const above = marketVerdict(listing.below_market_pct) === 'above';
  return discount > 0 && !above ? `${headline} — ${discount}% OFF` : headline;
}

/** Our verdict, as the cards word it in English: '21% below market', 'Not enough sales to compare'. */
export function verdictText(belowMarketPct: number | null): string {
  const pct = marketPctShown(belowMarketPct ?? 0);
  const verdict = marketVerdict(belowMarketPct);
  if (verdict === 'below') return `${pct}% below market`;
  if (verdict === 'above') return `${pct}% above market`;
  return verdict === 'at' ? 'At market price' : 'Not enough sales to compare';
}

/**
 * '21% below market · AED 1,200,000 instead of AED 1,600,000 · Save AED 400,000 · Marina Gate by Select
 * Group. Handover Q4 2026.' Our verdict first; no saving above the market. Parts that are missing are
 * left out; an empty result is the caller's to replace.
 */
export function listingDescription(listing: PreviewListing): string {
  const { original_price: original, distress_price: price } = listing;
  const above = marketVerdict(listing.below_market_pct) === 'above';
  const saving = above ? 0 : savingAmount(original, price);
  const parts: string[] = price > 0 ? [verdictText(listing.below_market_pct)] : [];
  if (price > 0 && saving > 0) {
    parts.push(`${formatAed(price)} instead of ${formatAed(original)}`, `Save ${formatAed(saving)}`);
  } else if (price > 0) {
    parts.push(formatAed(price));
  }
  const name = withoutFinalStop(clean(listing.property_name));
  const developer = withoutFinalStop(clean(listing.developer));
  const who =
    name && developer ? `${name} by ${developer}.` : name ? `${name}.` : developer ? `By ${developer}.` : '';
  const handover = withoutFinalStop(clean(listing.handover_date));
  const when = !handover ? '' : /^ready$/i.test(handover) ? 'Ready to move in.' : `Handover ${handover}.`;
  const tail = [who, when].filter(Boolean).join(' ');
  if (tail) parts.push(tail);
  return truncate(parts.join(' · '), MAX_DESCRIPTION);
}

export function listingMeta(
  listing: PreviewListing,
  page: { url: string; image: PreviewImage | null; site: SiteText },
): PageMeta {
  const headline = listingHeadline(listing);
  return {
    title: `${headline} | ${SITE_NAME}`,
    headline,
    description: listingDescription(listing) || page.site.description,
    url: page.url,
    image: page.image,
  };
}

export function siteMeta(site: SiteText, page: { url: string; image: PreviewImage | null }): PageMeta {
  return { title: site.title, headline: site.title, description: site.description, ...page };
}

/** The description, Open Graph and Twitter card tags of a page, each value escaped. */
export function renderMetaTags(meta: PageMeta): string[] {
  const tag = (key: 'name' | 'property', name: string, value: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(value))}" />`;
  const tags = [
    tag('name', 'description', meta.description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:title', meta.headline),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
  ];
  const image = meta.image;
  if (image) {
    tags.push(tag('property', 'og:image', image.url));
    if (image.width && image.height) {
      tags.push(
        tag('property', 'og:image:width', image.width),
        tag('property', 'og:image:height', image.height),
      );
    }
    tags.push(tag('property', 'og:image:alt', meta.headline));
  }
  tags.push(
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.headline),
    tag('name', 'twitter:description', meta.description),
  );
  if (image) tags.push(tag('name', 'twitter:image', image.url));
  return tags;
}

/** Every <meta …> tag, attribute values with '>' in them included. */
const META_TAG = /[ \t]*<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>[ \t]*(?:\r?\n)?/gi;
/** The tags this module writes; copies already in the template are replaced, not duplicated. */
const MANAGED = /\b(?:name|property)\s*=\s*["']?(?:description|og:[\w:]+|twitter:[\w:]+)["'\s/>]/i;

function metaTags(html: string): string[] {
  return html.match(META_TAG) ?? [];
}

/**
 * The index.html with the page's <title>, description, Open Graph and Twitter tags, then `extraTags`
 * (preload hints); everything else (the hashed asset links above all) is left as it was. A template
 * without </head> is returned as is.
 */
export function injectMeta(template: string, meta: PageMeta, extraTags: string[] = []): string {
  const head = /<\/head>/i.exec(template);
  if (!head) return template;
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  let before = template.slice(0, head.index).replace(META_TAG, (tag) => (MANAGED.test(tag) ? '' : tag));
  const hadTitle = /<title[^>]*>[\s\S]*?<\/title>/i.test(before);
  before = before.replace(/<title[^>]*>[\s\S]*?<\/title>/i, () => title);
  const added = [...(hadTitle ? [] : [title]), ...renderMetaTags(meta), ...extraTags];
  return `${before}  ${added.join('\n    ')}\n  ${template.slice(head.index)}`;
}
