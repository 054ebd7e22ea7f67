// Bulk Add of a 10,000-message Telegram export on SQLite, through the real HTTP route: generates a
// channel export (ads in English and Russian, albums of photo messages, service messages, stickers,
// non-ads) zipped with a few hundred small photos, imports it, and prints the elapsed time and the
// process's peak RSS. Bounds: under 10 s and under 400 MB; exits 1 when either is exceeded.
// Usage: npm run bench:import [-- --messages 10000 --photos 300 --json]   (--json: result.json alone)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { ensureDefaultAdmin } from '../apps/server/src/modules/admin-auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../apps/server/src/modules/admin-auth/admins.repository.ts';
import { multipart } from '../apps/server/test/multipart.ts';
import { makeZip } from '../apps/server/test/zip.ts';
import { generateExport } from './bulk-import-data.ts';
import { writeResults } from './support/results.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    photos: { type: 'string', default: '300' },
    json: { type: 'boolean', default: false },
  },
});
const LIMIT_SECONDS = 10;
const LIMIT_RSS_MB = 400;

const exported = generateExport(Number(values.messages), values.json ? 0 : Number(values.photos));
const json = Buffer.from(JSON.stringify(exported.json));
const photos = await Promise.all(
  exported.photoPaths.map(async (path, i) => ({
    name: `ChatExport_2024-03-01/${path}`,
    data: await sharp({
      create: { width: 96, height: 64, channels: 3, background: { r: i % 256, g: (i * 7) % 256, b: 90 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer(),
    stored: true,
  })),
);
const upload = values.json
  ? { data: json, filename: 'result.json', contentType: 'application/json' }
  : {
      data: makeZip([{ name: 'ChatExport_2024-03-01/result.json', data: json }, ...photos]),
      filename: 'ChatExport_2024-03-01.zip',
      contentType: 'application/zip',
    };

const dataDir = mkdtempSync(join(tmpdir(), 'dd-bench-import-'));
const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db') });
await migrateToLatest(handle.db);
await ensureDefaultAdmin(handle.db, { initialPassword: undefined, email: undefined });
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp(config, { db: handle, secret: 'bench-secret-'.repeat(4), ownsDb: true });
await app.ready();
const admin = (await findAdminByUsername(handle.db, 'admin'))!;
const auth = {
  authorization: `Bearer ${await app.ctx.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version })}`,
};
const form = multipart({}, [{ field: 'file', ...upload }]);

console.log(
  `Export: ${exported.counts.messages} messages (${exported.counts.ads} ads, ${exported.counts.photoMessages} photo messages, ` +
    `${exported.counts.service} service, ${exported.counts.other} non-ads/stickers), ${exported.photoPaths.length} photo files; ` +
    `upload ${(upload.data.length / 1024 / 1024).toFixed(1)} MB ${values.json ? 'JSON' : 'ZIP'}`,
);
const started = performance.now();
const res = await app.inject({
  method: 'POST',
  url: '/api/admin/bulk-add?wait_ms=0',
  payload: form.payload,
  headers: { ...form.headers, ...auth },
});
if (res.statusCode !== 202 && res.statusCode !== 200)
  throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
type JobStatus = { job_id: string; status: string; result?: unknown; processed?: number; total?: number };
let status: JobStatus =
  res.statusCode === 200 ? { job_id: res.json().job_id, status: 'done', result: res.json() } : res.json();
let lastPrinted = 0;
while (status.status === 'running') {
  await new Promise((resolve) => setTimeout(resolve, 100));
  status = (
    await app.inject({ method: 'GET', url: `/api/admin/bulk-add/${status.job_id}`, headers: auth })
  ).json();
  if (performance.now() - lastPrinted > 1000) {
    lastPrinted = performance.now();
    console.log(`  progress ${status.processed}/${status.total}`);
  }
}
const seconds = (performance.now() - started) / 1000;
const peakMb = (process.resourceUsage().maxRSS * 1024) / 1024 / 1024;
console.log('Result:', JSON.stringify({ ...(status.result as object), errors: undefined }));
console.log(`Elapsed: ${seconds.toFixed(2)} s (bound ${LIMIT_SECONDS} s)`);
console.log(`Peak RSS: ${peakMb.toFixed(0)} MB (bound ${LIMIT_RSS_MB} MB)`);
writeResults('import', {
  messages: exported.counts.messages,
  photoFiles: exported.photoPaths.length,
  upload: values.json ? 'json' : 'zip',
  result: { ...(status.result as object), errors: undefined },
  elapsedSeconds: Math.round(seconds * 100) / 100,
  boundSeconds: LIMIT_SECONDS,
  peakRssMb: Math.round(peakMb),
  boundRssMb: LIMIT_RSS_MB,
});
await app.close();
rmSync(dataDir, { recursive: true, force: true });
if (status.status !== 'done' || seconds >= LIMIT_SECONDS || peakMb >= LIMIT_RSS_MB) {
  console.log('FAILED: the import did not finish within the bounds');
  process.exit(1);
}
