import type { PropertySummary } from '@dd/core';
import type { Config } from '../../config.ts';
import { toIso } from '../../db/values.ts';
import { toSummary } from '../properties/properties.mapper.ts';
import { findPropertyById, imagesByProperty } from '../properties/properties.repository.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { buildSitemap } from './crawl-files.ts';
import {
  absoluteUrl,
  listingMeta,
  type PageMeta,
  type PreviewImage,
  siteMeta,
  type SiteText,
} from './seo-meta.ts';
import type { ImageHint, Screen } from './page-preloads.ts';
import { firstListingImage, listingsForSitemap } from './seo.repository.ts';

const PROPERTY_PATH = /^\/property\/([^/]+)\/?$/;
const HOME_PATHS = new Set(['/', '/index.html']);
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The site's absolute base URL: APP_URL when it is configured, else the origin the request was made
 * to (X-Forwarded-Proto/-Host count only behind a trusted proxy, as Fastify decides).
 */
export function siteBase(config: Config, request: { protocol: string; host: string }): string {
  if (config.appUrlConfigured) return config.appUrl;
  const host = request.host;
  return HOST.test(host) ? `${request.protocol}://${host}` : config.appUrl;
}

/** What a page's <head> gets besides the built tags. */
export interface PageHead {
  meta: PageMeta;
  /** The web app screen the address shows, when its scripts are worth preloading. */
  screen: Screen | null;
  /** The photo the screen shows first: a listing's main photo, or the first card's. */
  image: ImageHint | null;
  /** The listing a listing's page shows (its public card), when it exists. */
  listing: PropertySummary | null;
}

/**
 * Query keys of the home page's view (filters, sort, sold deals, the map and its box): with any, the
 * first card may be another.
 */
const LISTING_VIEW_KEYS = [
  'q',
  'location',
  'type',
  'price',
  'handover',
  'below_market',
  'min_yield',
  'min_discount',
  'sort',
  'sold',
  'view',
  'bbox',
];

/**
 * The tags of a page: a listing's own preview, else the site's (the home page adds a listing image),
 * and what to preload for the home page and a listing's page.
 */
export async function pageHead(
  ctx: Pick<ServiceContext, 'db'>,
  page: { base: string; path: string; query: URLSearchParams; site: SiteText },
): Promise<PageHead> {
  const { db } = ctx;
  const { base, path, site } = page;
  const propertyId = PROPERTY_PATH.exec(path)?.[1];
  if (propertyId === undefined && !HOME_PATHS.has(path)) {
    return {
      meta: siteMeta(site, { url: `${base}${path}`, image: null }),
      screen: null,
      image: null,
      listing: null,
    };
  }
  if (propertyId !== undefined && isPropertyId(propertyId)) {
    const row = await findPropertyById(db, propertyId);
    if (row) {
      const images = (await imagesByProperty(db, [row.id])).get(row.id) ?? [];
      const listing = toSummary(row, images);
      const first = listing.images[0];
      const meta = listingMeta(listing, {
        url: `${base}/property/${listing.id}`,
        image: first ? { url: absoluteUrl(base, first.url), width: first.width, height: first.height } : null,
        site,
      });
      const photo = images[0];
      return {
        meta,
        screen: 'property',
        image: photo ? { image: photo, slot: 'full' } : null,
        listing,
      };
    }
  }
  // The home page's first card: sold listings are not in its default view.
  const first = await firstListingImage(db);
  const image: PreviewImage | null = first
    ? { url: absoluteUrl(base, first.path), width: first.width, height: first.height }
    : null;
  const meta = siteMeta(site, { url: `${base}/`, image });
  // An unknown listing still opens the listing screen (which says so); only the home page has cards.
  if (propertyId !== undefined) return { meta, screen: 'property', image: null, listing: null };
  const plainView = !LISTING_VIEW_KEYS.some((key) => page.query.has(key));
  return {
    meta,
    screen: 'home',
    image: first && plainView ? { image: first, slot: 'card' } : null,
    listing: null,
  };
}

/** The home page and every listing page, each listing with the time it last changed. */
export async function sitemapXml(ctx: Pick<ServiceContext, 'db'>, base: string): Promise<string> {
  const listings = await listingsForSitemap(ctx.db);
  const entries = listings.map((row) => ({
    loc: `${base}/property/${row.id}`,
    lastmod: toIso(row.updated_at),
  }));
  const newest = entries
    .map((entry) => entry.lastmod)
    .sort()
    .at(-1);
  return buildSitemap([{ loc: `${base}/`, lastmod: newest }, ...entries]);
}
