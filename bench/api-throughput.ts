// Throughput of the public read API on SQLite: N listings, then autocannon against the list and
// detail routes of the real app on a local port. Prints requests/s and latency percentiles.
// Usage: npm run bench:api [-- --listings 2000 --seconds 10]
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { ensureDefaultAdmin } from '../apps/server/src/modules/admin-auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../apps/server/src/modules/admin-auth/admins.repository.ts';
import { insertProperty } from '../apps/server/test/fixtures.ts';

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '8' } },
});
const listings = Number(values.listings);
const seconds = Number(values.seconds);

const dataDir = mkdtempSync(join(tmpdir(), 'dd-bench-'));
const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db') });
await migrateToLatest(handle.db);
const ids: string[] = [];
const locations = ['Dubai Marina', 'Business Bay', 'Jumeirah Village Circle', 'Downtown Dubai', 'Arjan'];
for (let i = 0; i < listings; i++) {
  ids.push(
    await insertProperty(handle.db, {
      property_name: `Tower ${i}`,
      location: locations[i % locations.length]!,
      distress_price: 500_000 + (i % 50) * 100_000,
      original_price: 800_000 + (i % 50) * 100_000,
      images: 3,
    }),
  );
}
await ensureDefaultAdmin(handle.db, { initialPassword: undefined, email: undefined });
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0 };
const app = await buildApp(config, { db: handle, secret: 'bench-secret-'.repeat(4), ownsDb: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const admin = (await findAdminByUsername(handle.db, 'admin'))!;
const token = await app.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version });

async function run(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${base}${path}`, connections: 20, duration: seconds, headers });
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`,
  );
}

console.log(`SQLite, ${listings} listings with 3 images each, 20 connections, ${seconds} s per route`);
await run('GET /api/properties?limit=24 (first page)', '/api/properties?limit=24');
await run('GET /api/properties?location=marina&limit=24', '/api/properties?location=marina&limit=24');
await run(`GET /api/properties (all ${listings})`, '/api/properties');
await run('GET /api/properties/{id} (admin token)', `/api/properties/${ids[0]}`, {
  authorization: `Bearer ${token}`,
});
console.log(`Peak RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
