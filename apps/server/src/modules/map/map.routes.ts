import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { MapStyleSource } from '../../config.ts';
import { etagMatches } from '../properties/listing-cache-http.ts';
import { siteBase } from '../seo/seo.service.ts';
import { offlineStyleBody, pmtilesStyleCache, type StyleBody } from './map-styles.ts';

/** A style changes with the configuration only: a browser asks again after 5 minutes (a 304 then). */
const STYLE_CACHE = 'public, max-age=300';
/** The archive is replaced, not edited: an hour, and its ETag and date tell a changed file. */
const ARCHIVE_CACHE = 'public, max-age=3600';
const ARCHIVE_PATH = '/map/basemap.pmtiles';

function sendStyle(request: FastifyRequest, reply: FastifyReply, body: StyleBody): FastifyReply {
  reply.header('Cache-Control', STYLE_CACHE).header('ETag', body.etag);
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body.json);
}

/**
 * The PMTiles archive by HTTP range requests (RFC 9110: one range, 206 with Content-Range, 416 for a
 * range past the end, 304 for a copy still current), as @fastify/send reads files.
 */
async function sendArchive(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<FastifyReply> {
  const result = await send(request.raw, `/${encodeURIComponent(basename(path))}`, {
    root: dirname(path),
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: 'allow',
    index: false,
  });
  if (result.type === 'file') {
    return reply
      .code(result.statusCode)
      .headers(result.headers)
      .header('Cache-Control', ARCHIVE_CACHE)
      .type('application/octet-stream')
      .send(result.stream);
  }
  result.stream.destroy();
  if (result.statusCode === 416) {
    return reply
      .code(416)
      .header('Content-Range', result.headers['Content-Range'])
      .send({ detail: 'The requested range is not inside the basemap file' });
  }
  // Gone since start-up, or a directory now: a 404. Anything else (no permission) is the server's fault.
  if (result.type === 'error' && result.statusCode !== 404) throw result.metadata.error;
  return reply.code(404).send({ detail: 'The basemap file is missing on the server' });
}

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/**
 * The map's basemap (MAP_STYLE_URL): GET /map/style.json answers the offline style, a PMTiles style, or a
 * redirect to a provider's style; a PMTiles file on this server's disk is served at GET
 * /map/basemap.pmtiles. A file missing at start-up is logged and the offline style stands in.
 */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  let source: MapStyleSource = app.ctx.config.mapStyle;
  if (source.kind === 'pmtiles-file' && !isFile(source.path)) {
    app.log.error(
      { path: source.path },
      'MAP_STYLE_URL names a PMTiles file that is not there: the map shows the offline basemap',
    );
    source = { kind: 'offline' };
  }
  const pmtilesStyle = pmtilesStyleCache();
  const archivePath = `${app.prefix}${ARCHIVE_PATH}`;

  app.get(
    '/map/style.json',
    {
      schema: {
        tags: ['map'],
        summary: "The map's MapLibre style",
        description:
          'Without MAP_STYLE_URL the offline basemap (land, water, main roads and communities, no glyphs); ' +
          'with a PMTiles archive a style of its vector tiles; with any other style URL a 302 to it. The ' +
          '`communities` source holds the gazetteer points with `name`, `name_ru` and `name_ar`, and the ' +
          'metadata `dd:community-labels` asks the web app to label them. Carries an ETag (304 on If-None-Match).',
      },
    },
    async (request, reply) => {
      switch (source.kind) {
        case 'style-url':
          return reply.header('Cache-Control', STYLE_CACHE).redirect(source.url, 302);
        case 'pmtiles-url':
          return sendStyle(request, reply, pmtilesStyle(source.url));
        case 'pmtiles-file':
          return sendStyle(
            request,
            reply,
            pmtilesStyle(`${siteBase(app.ctx.config, request)}${archivePath}`),
          );
        default:
          return sendStyle(request, reply, offlineStyleBody());
      }
    },
  );

  if (source.kind === 'pmtiles-file') {
    const { path } = source;
    app.get(
      ARCHIVE_PATH,
      {
        schema: {
          tags: ['map'],
          summary: 'The self-hosted basemap (a PMTiles archive), read by HTTP range requests',
          description:
            'Only with MAP_STYLE_URL naming a .pmtiles file on the server. 206 for a range, 416 past the end.',
        },
      },
      async (request, reply) => sendArchive(request, reply, path),
    );
  }
};
