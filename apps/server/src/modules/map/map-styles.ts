import {
  communitiesLayer,
  communitiesSource,
  COMMUNITY_LABELS_METADATA,
  offlineMapStyle,
} from '@dd/core/basemap';
import { layers, namedFlavor } from '@protomaps/basemaps';
import { createHash } from 'node:crypto';

/** A style ready to send: its JSON, serialized once, and a strong ETag of it. */
export interface StyleBody {
  readonly json: string;
  readonly etag: string;
}

export const styleBody = (style: unknown): StyleBody => {
  const json = JSON.stringify(style);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
};

let offline: StyleBody | undefined;

/** The offline basemap's style (@dd/core/basemap), serialized on the first call. */
export const offlineStyleBody = (): StyleBody => (offline ??= styleBody(offlineMapStyle()));

/** What the Protomaps basemap's data asks to be credited with. */
export const PROTOMAPS_ATTRIBUTION =
  '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The style of a PMTiles archive of the Protomaps basemap (`archiveUrl`, absolute): the layers of
 * @protomaps/basemaps' "light" flavor without its symbol layers (their glyphs and sprite are not served
 * here), then the gazetteer's communities as the offline style has them, labelled by the web app.
 */
export function pmtilesMapStyle(archiveUrl: string) {
  return {
    version: 8 as const,
    name: 'Dubai Distress Deals basemap (PMTiles)',
    metadata: { ...COMMUNITY_LABELS_METADATA },
    center: [55.22, 25.15],
    zoom: 10,
    sources: {
      protomaps: {
        type: 'vector' as const,
        url: `pmtiles://${archiveUrl}`,
        attribution: PROTOMAPS_ATTRIBUTION,
      },
      communities: communitiesSource(),
    },
    layers: [
      ...layers('protomaps', namedFlavor('light'), { lang: 'en' }).filter((layer) => layer.type !== 'symbol'),
      communitiesLayer(),
    ],
  };
}

/**
 * The PMTiles styles by archive URL, each serialized once. Without APP_URL the URL follows the request's
 * host (as the sitemap's links do), so the cache keeps a few and starts again when full.
 */
export function pmtilesStyleCache(limit = 16) {
  const bodies = new Map<string, StyleBody>();
  return (archiveUrl: string): StyleBody => {
    let body = bodies.get(archiveUrl);
    if (!body) {
      if (bodies.size >= limit) bodies.clear();
      body = styleBody(pmtilesMapStyle(archiveUrl));
      bodies.set(archiveUrl, body);
    }
    return body;
  };
}
