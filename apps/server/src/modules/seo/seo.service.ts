import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { toIso } from '../../db/values.ts';
import { toSummary } from '../properties/properties.mapper.ts';
import { findPropertyById, imagesByProperty } from '../properties/properties.repository.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import { buildSitemap } from './crawl-files.ts';
import {
  absoluteUrl,
  listingMeta,
  type PageMeta,
  type PreviewImage,
  siteMeta,
  type SiteText,
} from './seo-meta.ts';
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

/** The tags of a page: a listing's own preview, else the site's (the home page adds a listing image). */
export async function pageMeta(
  db: Kysely<Database>,
  page: { base: string; path: string; site: SiteText },
): Promise<PageMeta> {
  const { base, path, site } = page;
  const propertyId = PROPERTY_PATH.exec(path)?.[1];
  if (propertyId === undefined && !HOME_PATHS.has(path)) {
    return siteMeta(site, { url: `${base}${path}`, image: null });
  }
  if (propertyId !== undefined && isPropertyId(propertyId)) {
    const row = await findPropertyById(db, propertyId);
    if (row) {
      const listing = toSummary(row, (await imagesByProperty(db, [row.id])).get(row.id));
      const first = listing.images[0];
      return listingMeta(listing, {
        url: `${base}/property/${listing.id}`,
        image: first ? { url: absoluteUrl(base, first.url), width: first.width, height: first.height } : null,
        site,
      });
    }
  }
  const first = await firstListingImage(db);
  const image: PreviewImage | null = first
    ? { url: absoluteUrl(base, first.path), width: first.width, height: first.height }
    : null;
  return siteMeta(site, { url: `${base}/`, image });
}

/** The home page and every listing page, each listing with the time it last changed. */
export async function sitemapXml(db: Kysely<Database>, base: string): Promise<string> {
  const listings = await listingsForSitemap(db);
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
