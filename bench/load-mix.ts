// Load test of the production server with a realistic mix: 200 connections for 60 s, each request
// drawn at random: 80% the public list (brotli, as browsers ask), 15% a listing's detail with a
// visitor-like token, 5% an inquiry (each from its own X-Forwarded-For address, as behind nginx).
// Runs against SQLite and against PostgreSQL (a temporary database on the local server), one after
// the other. Prints req/s, p50/p99 per kind, errors and peak RSS, then checks that every inquiry the
// server acknowledged (201) is in the database. Exits 1 on any error or lost write.
// Usage: npm run bench:load [-- --engine sqlite|postgres|both --connections 200 --seconds 60]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { loadClient } from './support/autocannon.ts';
import { cleanup, installCleanupHandlers, runBench, track } from './support/cleanup.ts';
import { freePort, httpRequest, expectStatus } from './support/net.ts';
import { createPgDatabase } from './support/pg-database.ts';
import { mb, ms, perSec, printTable, type Row } from './support/report.ts';
import { seedDatabase } from './support/seed.ts';
import { buildOutOfDate, sampleRss, startServer } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    listings: { type: 'string', default: '1000' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const listings = Number(values.listings);
const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine];
if (
  !engines.every((e) => e === 'sqlite' || e === 'postgres') ||
  !Number.isInteger(connections) ||
  connections < 1 ||
  !(seconds > 0) ||
  !Number.isInteger(listings) ||
  listings < 1
) {
  console.error(
    'Usage: npm run bench:load [-- --engine sqlite|postgres|both --connections 200 --seconds 60]',
  );
  process.exit(2);
}

const JWT_SECRET = 'bench-load-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
/** Answers bigger than this are the list (about 44 KB of brotli); a detail is about 2 KB. */
const LIST_MIN_BYTES = 10_000;

type Kind = 'list' | 'detail' | 'inquiry';

interface Tally {
  latencies: Record<Kind, number[]>;
  statuses: Map<number, number>;
  acknowledgedInquiries: number;
}

let stopCurrent: (() => void) | undefined;
installCleanupHandlers(() => stopCurrent?.());

function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function runEngine(engine: string): Promise<{ rows: Row[]; ok: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), `dd-bench-load-${engine}-`));
  track({
    name: 'temp dir',
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
    forceSync: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  const databaseUrl = engine === 'postgres' ? await createPgDatabase('dd_load') : undefined;
  console.log(`\n== ${engine}: seeding ${listings} listings…`);
  const seeded = await seedDatabase(dataDir, listings, databaseUrl);
  const token = await createTokenService(JWT_SECRET).issue({
    sub: seeded.admin.id,
    role: 'admin',
    tv: seeded.admin.tokenVersion,
  });
  const server = await startServer({
    dataDir,
    port: await freePort(),
    jwtSecret: JWT_SECRET,
    ...(databaseUrl ? { env: { DATABASE_URL: databaseUrl } } : {}),
  });
  const base = server.base;
  // Warm the caches and the connection pool.
  for (let i = 0; i < 20; i++) {
    await expectStatus(`${base}/api/properties`, 200, { headers: { 'accept-encoding': 'br' } });
    await expectStatus(`${base}/api/properties/${seeded.propertyIds[i]}`, 200, {
      headers: { authorization: `Bearer ${token}` },
    });
  }

  let sent = 0;
  const tally: Tally = {
    latencies: { list: [], detail: [], inquiry: [] },
    statuses: new Map(),
    acknowledgedInquiries: 0,
  };
  const listPath = '/api/properties';
  const rss = sampleRss(server.pid, 200);
  console.log(
    `autocannon: ${connections} connections for ${seconds} s, 80% list / 15% detail / 5% inquiries`,
  );
  const instance = loadClient({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const draw = Math.random();
          sent++;
          if (draw < 0.8) {
            return { ...request, method: 'GET', path: listPath, headers: { 'accept-encoding': 'br' } };
          }
          if (draw < 0.95) {
            const id = seeded.propertyIds[sent % seeded.propertyIds.length]!;
            return {
              ...request,
              method: 'GET',
              path: `/api/properties/${id}`,
              headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
            };
          }
          return {
            ...request,
            method: 'POST',
            path: '/api/inquiries',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            },
            body: JSON.stringify({
              property_id: seeded.propertyIds[sent % seeded.propertyIds.length],
              name: 'Aisha Khan',
              email: 'aisha@example.com',
              phone: '+971 50 123 4567',
              message: `Is this unit still available? (load request ${sent})`,
            }),
          };
        },
      },
    ],
  });
  stopCurrent = () => instance.stop();
  instance.on('response', (_client, status, bytes, latency) => {
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    const kind: Kind = status === 201 ? 'inquiry' : bytes > LIST_MIN_BYTES ? 'list' : 'detail';
    tally.latencies[kind].push(latency);
    if (status === 201) tally.acknowledgedInquiries++;
  });
  const result = await instance;
  stopCurrent = undefined;
  rss.stop();
  // Requests still in flight when the run stopped may commit just after it: let them.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await httpRequest(`${base}/api/health`);

  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db'), databaseUrl });
  const stored = Number(
    (
      await handle.db
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await handle.close();

  const responses = [...tally.statuses.values()].reduce((a, b) => a + b, 0);
  const bad = [...tally.statuses].filter(([status]) => status !== 200 && status !== 201);
  const errors = result.errors + result.timeouts;
  const lost = Math.max(0, tally.acknowledgedInquiries - stored);
  const all = [...tally.latencies.list, ...tally.latencies.detail, ...tally.latencies.inquiry];
  const line = (kind: Kind) =>
    `${tally.latencies[kind].length.toLocaleString('en-US')} answers, p50 ${ms(percentile(tally.latencies[kind], 0.5))}, p99 ${ms(percentile(tally.latencies[kind], 0.99))}`;
  const rows: Row[] = [
    {
      what: `${engine}: all requests`,
      measured: `${perSec(responses / result.duration)}, p50 ${ms(percentile(all, 0.5))}, p99 ${ms(percentile(all, 0.99))}`,
      target: 'reported',
      pass: true,
    },
    { what: `${engine}: list`, measured: line('list'), target: 'reported', pass: true },
    { what: `${engine}: detail`, measured: line('detail'), target: 'reported', pass: true },
    { what: `${engine}: inquiries`, measured: line('inquiry'), target: 'reported', pass: true },
    {
      what: `${engine}: errors (non-2xx, connection errors, timeouts)`,
      measured: `${bad.map(([s, n]) => `${n} × ${s}`).join(', ') || 'no non-2xx'}; ${errors} errors/timeouts`,
      target: '0',
      pass: bad.length === 0 && errors === 0,
    },
    {
      what: `${engine}: acknowledged inquiries in the database`,
      measured: `${stored.toLocaleString('en-US')} stored of ${tally.acknowledgedInquiries.toLocaleString('en-US')} acknowledged (${lost} lost)`,
      target: '0 lost',
      pass: lost === 0 && tally.acknowledgedInquiries > 0,
    },
    { what: `${engine}: peak RSS`, measured: mb(rss.peakMb()), target: 'reported', pass: true },
  ];
  const warnings = server.logLines().filter((l) => /"level":(50|60)/.test(l));
  if (warnings.length > 0) console.log(`server errors logged:\n${warnings.slice(0, 5).join('\n')}`);
  return { rows, ok: rows.every((row) => row.pass) };
}

async function main(): Promise<boolean> {
  buildOutOfDate();
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} before the run`,
  );
  const rows: Row[] = [];
  let ok = true;
  for (const engine of engines) {
    const outcome = await runEngine(engine);
    rows.push(...outcome.rows);
    ok &&= outcome.ok;
    await cleanup();
  }
  console.log('');
  printTable(rows);
  return ok;
}

runBench(main);
