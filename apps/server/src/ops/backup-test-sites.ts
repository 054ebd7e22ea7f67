// Sites for the backup and restore tests: one filled with data through the app, and empty targets.
import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { pngImage } from '../../test/images.ts';
import { multipart, propertyFields } from '../../test/multipart.ts';
import { adminToken, bearer, visitorSession } from '../../test/sessions.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestDb } from '../../test/test-db.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Engine } from '../db/client.ts';
import { resolveJwtSecret } from '../lib/secrets.ts';
import { prepareApp } from '../startup.ts';
import type { DataLocation } from './data-location.ts';

export interface SourceSite extends TestApp {
  location: DataLocation;
}

/**
 * The app on a fresh database whose JWT secret comes from DATA_DIR/jwt-secret, as in production
 * without JWT_SECRET, so that a restore can be seen to keep sessions valid.
 */
export async function startSourceSite(engine: Engine): Promise<SourceSite> {
  const db = await createTestDb(engine);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { db: db.handle, secret: resolveJwtSecret(undefined, db.dataDir) });
  await app.ready();
  return {
    app,
    db,
    config,
    tokens: app.ctx.tokens,
    location: {
      dataDir: db.dataDir,
      uploadDir: config.uploadDir,
      databaseUrl: engine === 'postgres' ? inject('postgresUrl') : undefined,
      pgSchema: db.handle.schema,
    },
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

const expectStatus = (what: string, status: number, expected: number) => {
  if (status !== expected) throw new Error(`${what} answered ${status}, expected ${expected}`);
};

/**
 * Fills a site the way people do: an admin adds listings with photos, visitors sign up and send
 * inquiries. Returns a visitor's token (signed with the site's secret).
 */
export async function fillSite(site: TestApp): Promise<{ visitorToken: string }> {
  const admin = bearer(await adminToken(site));
  const listings = [
    { name: 'Marina Gate Tower 2', colors: ['#2a6f97', '#c9a227'] },
    { name: 'Creek Vista Heights', colors: ['#8a1c7c'] },
    { name: 'Palm Beach Residence', colors: [] },
  ];
  const ids: string[] = [];
  for (const listing of listings) {
    const photos = await Promise.all(
      listing.colors.map(async (color, index) => ({
        field: 'images',
        filename: `photo-${index}.png`,
        contentType: 'image/png',
        data: await pngImage(800, 500, color),
      })),
    );
    const form = multipart(propertyFields({ property_name: listing.name }), photos);
    const created = await site.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: form.payload,
      headers: { ...form.headers, ...admin },
    });
    expectStatus('creating a listing', created.statusCode, 201);
    ids.push(created.json().id as string);
  }
  const visitor = await visitorSession(site);
  await visitorSession(site);
  for (const [index, propertyId] of ids.entries()) {
    const sent = await site.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        property_id: propertyId,
        name: 'Omar Khalid',
        email: 'omar.khalid@example.com',
        phone: '+971 50 765 4321',
        message: `Is listing ${index + 1} still available? I can pay cash.`,
      },
      headers: index === 0 ? bearer(visitor.token) : {},
    });
    expectStatus('sending an inquiry', sent.statusCode, 201);
  }
  return { visitorToken: visitor.token };
}

/** What a person would compare between two sites: the public list, the image bytes, and the stored rows. */
export async function siteContents(app: FastifyInstance) {
  const list = await app.inject({ method: 'GET', url: '/api/properties' });
  expectStatus('the listing', list.statusCode, 200);
  const listings = list.json() as {
    id: string;
    property_name: string;
    images: { url: string; card_url: string }[];
  }[];
  const images: Record<string, string> = {};
  for (const url of listings.flatMap((listing) =>
    listing.images.flatMap((image) => [image.url, image.card_url]),
  )) {
    const served = await app.inject({ method: 'GET', url });
    expectStatus(`GET ${url}`, served.statusCode, 200);
    images[url] = createHash('sha256').update(served.rawPayload).digest('hex');
  }
  const rows = (table: 'inquiries' | 'users' | 'property_images') =>
    app.ctx.db.selectFrom(table).selectAll().orderBy('id').execute();
  return {
    listings,
    images,
    inquiries: await rows('inquiries'),
    users: await rows('users'),
    imageRows: await rows('property_images'),
  };
}

export interface TargetSite {
  location: DataLocation;
  /** Starts the server on the restored data the way `npm start` does. */
  start(): Promise<FastifyInstance>;
  dispose(): Promise<void>;
}

/**
 * An empty place to restore into: a new DATA_DIR and, for PostgreSQL, a new database (pg_restore
 * recreates the dumped schema under its own name, so a fresh schema needs a database of its own).
 */
export async function emptyTarget(engine: Engine, schema?: string): Promise<TargetSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dd-restore-'));
  const uploadDir = join(dataDir, 'uploads');
  let databaseUrl: string | undefined;
  let database: string | undefined;
  if (engine === 'postgres') {
    database = `dd_restore_${randomUUID().slice(0, 8)}`;
    await adminQuery(`create database ${database}`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${database}`;
    // The server picks its schema by search_path, like a deployment on a schema other than public.
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const apps: FastifyInstance[] = [];
  return {
    location: { dataDir, uploadDir, databaseUrl },
    start: async () => {
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
      const app = await prepareApp(loadConfig(databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env));
      await app.ready();
      apps.push(app);
      return app;
    },
    dispose: async () => {
      for (const app of apps) await app.close();
      if (database) await adminQuery(`drop database ${database} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
