import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, type ExpectStatic, inject, it } from 'vitest';
import type { Engine } from '../src/db/client.ts';
import { STOPPED } from '../src/modules/telegram-import/bulk-jobs.ts';
import { startServer } from './server-child.ts';
import { adText, chatExport, type ExportedMessage, message } from './telegram-export.ts';
import { engines } from './test-db.ts';
import { makeZip } from './zip.ts';

const CHAT = 7_000_001;
/** Enough ads, a quarter of them with photos, that an import takes seconds. */
const ADS = 1200;
const DIR = 'ChatExport_2024-03-01/';

interface Job {
  status: string;
  processed: number;
  total: number;
  result?: { properties_created: number; properties_failed: number; images_attached: number };
  error?: string;
}

/**
 * A ZIP export of ADS ads two minutes apart; every fourth comes with an album of two photos, each
 * photo different. `photosOf` maps each ad's message id to its number of photos.
 */
async function exportZip(): Promise<{ zip: Buffer; photosOf: Map<string, number> }> {
  const messages: ExportedMessage[] = [];
  const photos: { name: string; data: Buffer }[] = [];
  const photosOf = new Map<string, number>();
  const photo = async () => {
    const n = photos.length;
    const name = `photos/photo_${n}@01-03-2024_09-05-00.jpg`;
    const background = { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 13) % 256 };
    const data = await sharp({ create: { width: 48, height: 32, channels: 3, background } })
      .jpeg()
      .toBuffer();
    photos.push({ name: DIR + name, data });
    return name;
  };
  for (let ad = 0; ad < ADS; ad++) {
    const id = messages.length + 1;
    const at = ad * 120;
    if (ad % 4 === 0) {
      messages.push(message(id, { at, text: adText(ad), photo: await photo() }));
      messages.push(message(id + 1, { at, photo: await photo() }));
      photosOf.set(String(id), 2);
    } else {
      messages.push(message(id, { at, text: adText(ad) }));
      photosOf.set(String(id), 0);
    }
  }
  const json = Buffer.from(JSON.stringify(chatExport('Kill Test Deals', CHAT, messages)));
  const zip = makeZip([
    { name: `${DIR}result.json`, data: json },
    ...photos.map((p) => ({ ...p, stored: true })),
  ]);
  return { zip, photosOf };
}

/** Where the server keeps its data: a SQLite file in DATA_DIR, or a new PostgreSQL database. */
interface Store {
  env: Record<string, string>;
  query: <T>(text: string) => Promise<T[]>;
  dispose: () => Promise<void>;
}

async function createStore(engine: Engine, dataDir: string): Promise<Store> {
  if (engine === 'sqlite') {
    return {
      env: {},
      // A connection per query: the file is read between the server's lives, never during a check.
      query: async <T>(text: string) => {
        const db = new SQLite(join(dataDir, 'app.db'));
        try {
          return db.prepare(text).all() as T[];
        } finally {
          db.close();
        }
      },
      dispose: async () => {},
    };
  }
  const admin = inject('postgresUrl');
  const name = `dd_kill_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async <T>(url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await run(admin, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    query: (text) => run(url.toString(), text),
    dispose: async () => void (await run(admin, `drop database if exists ${name} with (force)`)),
  };
}

/** Every image row belongs to a listing and points at files that exist; every listing has all its photos. */
async function expectConsistent(
  expect: ExpectStatic,
  store: Store,
  uploadsDir: string,
  photosOf: Map<string, number>,
): Promise<{ listings: { id: string; source_message_id: string }[] }> {
  const listings = await store.query<{ id: string; source_message_id: string }>(
    `select id, source_message_id from properties where source_chat = '${CHAT}'`,
  );
  const images = await store.query<{ property_id: string; path: string; card_path: string }>(
    'select property_id, path, card_path from property_images',
  );
  const ids = new Set(listings.map((listing) => listing.id));
  expect(images.filter((image) => !ids.has(image.property_id))).toEqual([]);
  const missingFiles = images
    .flatMap((image) => [image.path, image.card_path])
    .filter((path) => !existsSync(join(uploadsDir, path.replace('/uploads/', ''))));
  expect(missingFiles).toEqual([]);
  const counts = new Map<string, number>();
  for (const image of images) counts.set(image.property_id, (counts.get(image.property_id) ?? 0) + 1);
  const incomplete = listings.filter(
    (listing) => (counts.get(listing.id) ?? 0) !== photosOf.get(listing.source_message_id),
  );
  expect(incomplete).toEqual([]);
  return { listings };
}

async function login(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function upload(url: string, auth: Record<string, string>, zip: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), 'export.zip');
  const res = await fetch(`${url}/api/admin/bulk-add?wait_ms=0`, {
    method: 'POST',
    body: form,
    headers: auth,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { job_id: string }).job_id;
}

/** Polls the job every 50 ms until `done` holds of it. */
async function pollUntil(
  url: string,
  auth: Record<string, string>,
  jobId: string,
  done: (job: Job) => boolean,
  timeoutMs: number,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/api/admin/bulk-add/${jobId}`, { headers: auth });
    if (res.status !== 200) throw new Error(`job status answered ${res.status}: ${await res.text()}`);
    const job = (await res.json()) as Job;
    if (done(job)) return job;
    await sleep(50);
  }
  throw new Error(`job ${jobId} did not get there within ${timeoutMs} ms`);
}

// The engines run side by side: most of each test is waiting for the dead job's heartbeat to go stale.
describe.concurrent('a bulk import killed with SIGKILL', () => {
  it.for(engines)(
    'on %s leaves whole listings only, is reported stopped after a restart, and the same export completes it',
    { timeout: 180_000 },
    async (engine, { expect }) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'dd-kill-'));
      const uploadsDir = join(dataDir, 'uploads');
      const store = await createStore(engine, dataDir);
      const servers: Awaited<ReturnType<typeof startServer>>[] = [];
      try {
        const { zip, photosOf } = await exportZip();
        const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', ...store.env };

        const first = await startServer(env);
        servers.push(first);
        const firstAuth = await login(first.url);
        const firstJob = await upload(first.url, firstAuth, zip);
        // Killed a quarter of the way in, in the middle of whatever ad it is on.
        const midway = await pollUntil(
          first.url,
          firstAuth,
          firstJob,
          (job) => job.status !== 'running' || job.processed >= job.total / 4,
          120_000,
        );
        expect(midway.status).toBe('running');
        expect(midway.processed).toBeLessThan(midway.total);
        first.child.kill('SIGKILL');
        await first.exited;
        const killedAt = Date.now();

        if (engine === 'sqlite') {
          expect(await store.query('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
          expect(await store.query('pragma foreign_key_check')).toEqual([]);
        }
        const { listings: before } = await expectConsistent(expect, store, uploadsDir, photosOf);
        expect(before.length).toBeGreaterThan(0);
        expect(before.length).toBeLessThan(ADS);
        // The dead job's row is left as it was: running, with its last heartbeat.
        expect(await store.query(`select status from bulk_jobs where id = '${firstJob}'`)).toEqual([
          { status: 'running' },
        ]);

        const second = await startServer(env);
        servers.push(second);
        const auth = await login(second.url);
        const secondJob = await upload(second.url, auth, zip);
        const finished = await pollUntil(
          second.url,
          auth,
          secondJob,
          (job) => job.status !== 'running',
          120_000,
        );
        const imported = new Set(before.map((listing) => listing.source_message_id));
        const photosLeft = [...photosOf]
          .filter(([id]) => !imported.has(id))
          .reduce((sum, [, photos]) => sum + photos, 0);
        expect(finished).toMatchObject({
          status: 'done',
          result: {
            properties_created: ADS - before.length,
            properties_failed: 0,
            skipped: { duplicates: before.length },
            images_attached: photosLeft,
          },
        });

        const { listings: after } = await expectConsistent(expect, store, uploadsDir, photosOf);
        expect(new Set(after.map((listing) => listing.source_message_id)).size).toBe(ADS);
        expect(after).toHaveLength(ADS);
        // Photos stored for the ad the kill interrupted are the same files the second import used.
        const referenced = new Set(
          (
            await store.query<{ path: string; card_path: string }>(
              'select path, card_path from property_images',
            )
          )
            .flatMap((image) => [image.path, image.card_path])
            .map((path) => path.replace('/uploads/', '')),
        );
        const stored = readdirSync(uploadsDir).filter((name) => name.endsWith('.webp'));
        expect(stored.filter((name) => !referenced.has(name))).toEqual([]);

        // Polled on the restarted server, the killed job ends as stopped once its heartbeat is stale.
        const dead = await pollUntil(
          second.url,
          auth,
          firstJob,
          (job) => job.status !== 'running',
          Math.max(0, killedAt + 45_000 - Date.now()),
        );
        expect(dead).toMatchObject({ status: 'failed', error: STOPPED });
        expect(dead.processed).toBeLessThan(dead.total);
      } finally {
        for (const server of servers) server.child.kill('SIGKILL');
        await Promise.all(servers.map((server) => server.exited));
        await store.dispose();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
