// Load test of the production server with a realistic mix, loaded with wrk (C; Debian's package,
// installed when missing; docs/decisions/0016): 200 connections for 60 s, split between three wrk
// processes that run at the same time, each with its own connections and its own latency histogram:
//   - 80% of the connections (160 of 200) ask for the public list (`GET /api/properties`, brotli, as
//     browsers ask);
//   - 15% (30) ask for a listing's detail with a bearer token (the seeded admin's), going through the
//     seeded listings in turn;
//   - 5% (10) send an inquiry (`POST /api/inquiries`, JSON, about the seeded listings in turn), each
//     from its own X-Forwarded-For address, as behind nginx.
// The percentages are shares of the connections, not of the requests: each connection sends its next
// request when the answer to the last one has come, so a kind's share of the requests follows how fast
// it is answered. The table prints each kind's actual share of the answers.
// Runs against SQLite and against PostgreSQL (a temporary database on the local server), one after
// the other. Prints, per kind, answers, req/s, p50 and p99 (wrk's histograms), the overall req/s and
// the server's peak RSS. Any list or detail answer of 400 or more (wrk's own count) fails the run;
// each inquiry answer's status is counted (a Lua `response()` callback: it copies every answer into
// Lua, cheap for the small inquiry answers, too costly for the 44 KB list), and any other than 201
// fails it; so does any connection error or timeout.
// Afterwards every inquiry the server acknowledged (201) must be in the database. Exits 1 on any
// error or lost write, 2 on bad options.
// Usage: npm run bench:load [-- --engine sqlite|postgres|both --connections 200 --seconds 60 --listings 1000]
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { cleanup, installCleanupHandlers, runBench, trackedTempDir } from './support/cleanup.ts';
import { expectStatus, freePort, httpRequest, sleep } from './support/net.ts';
import { createPgDatabase } from './support/pg-database.ts';
import { mb, ms, perSec, printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { seedDatabase } from './support/seed.ts';
import { buildOutOfDate, sampleRss, startServer } from './support/server-process.ts';
import {
  ensureWrk,
  runWrkTogether,
  stopWrk,
  wrkThreads,
  type WrkOptions,
  type WrkRequest,
  type WrkSummary,
} from './support/wrk.ts';

const USAGE =
  'Usage: npm run bench:load [-- --engine sqlite|postgres|both --connections 200 --seconds 60 --listings 1000]\n' +
  '  --connections: at least 3 (one per kind); --seconds: whole seconds, at least 1';

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

let values: { engine: string; connections: string; seconds: string; listings: string };
try {
  values = parseArgs({
    options: {
      engine: { type: 'string', default: 'both' },
      connections: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '60' },
      listings: { type: 'string', default: '1000' },
    },
  }).values;
} catch (error) {
  console.error((error as Error).message);
  usage();
}
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const listings = Number(values.listings);
const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine];
if (
  !engines.every((e) => e === 'sqlite' || e === 'postgres') ||
  !Number.isInteger(connections) ||
  connections < 3 ||
  !Number.isInteger(seconds) ||
  seconds < 1 ||
  !Number.isInteger(listings) ||
  listings < 1
)
  usage();

const JWT_SECRET = 'bench-load-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const LIST_PATH = '/api/properties';

const KINDS = ['list', 'detail', 'inquiry'] as const;
type Kind = (typeof KINDS)[number];
/** Each kind's share of the connections. */
const SHARES: Record<Kind, number> = { list: 0.8, detail: 0.15, inquiry: 0.05 };
/** The status every answer of the kind must have. */
const EXPECTED: Record<Kind, number> = { list: 200, detail: 200, inquiry: 201 };
/** wrk threads of each process (fewer when they do not divide its connections). */
const THREADS: Record<Kind, number> = { list: 2, detail: 1, inquiry: 1 };

/** The connections of each kind: the detail's and the inquiries' shares rounded (at least one each), the list the rest. */
function splitConnections(total: number): Record<Kind, number> {
  const detail = Math.max(1, Math.round(total * SHARES.detail));
  const inquiry = Math.max(1, Math.round(total * SHARES.inquiry));
  return { list: total - detail - inquiry, detail, inquiry };
}

installCleanupHandlers(stopWrk);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const count = (n: number) => n.toLocaleString('en-US');

async function runEngine(engine: string): Promise<{ rows: Row[]; ok: boolean }> {
  const dataDir = trackedTempDir(`dd-bench-load-${engine}-`);
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
    await expectStatus(`${base}${LIST_PATH}`, 200, { headers: { 'accept-encoding': 'br' } });
    await expectStatus(`${base}/api/properties/${seeded.propertyIds[i % seeded.propertyIds.length]}`, 200, {
      headers: { authorization: `Bearer ${token}` },
    });
  }

  const requests: Record<Kind, WrkRequest> = {
    // The list and the detail are checked by wrk's own count of answers of 400 and more: a Lua
    // response() would copy every 44 KB list answer into Lua, making the client the bottleneck.
    list: { url: `${base}${LIST_PATH}`, headers: { 'accept-encoding': 'br' } },
    detail: {
      url: base,
      paths: seeded.propertyIds.map((id) => `/api/properties/${id}`),
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    },
    inquiry: {
      url: `${base}/api/inquiries`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      bodies: seeded.propertyIds.map((id, i) =>
        JSON.stringify({
          property_id: id,
          name: 'Aisha Khan',
          email: 'aisha@example.com',
          phone: '+971 50 123 4567',
          message: `Is this unit still available? (load request about listing ${i + 1})`,
        }),
      ),
      ownAddressEach: true,
      tallyStatuses: true,
    },
  };
  const split = splitConnections(connections);
  const options = (kind: Kind): WrkOptions => ({ connections: split[kind], seconds, threads: THREADS[kind] });
  console.log(
    `wrk: ${connections} connections for ${seconds} s, three processes at once: ` +
      KINDS.map(
        (kind) =>
          `${kind} ${split[kind]} (${percent(split[kind], connections)}, ${wrkThreads(split[kind], THREADS[kind])} thread(s))`,
      ).join(', '),
  );
  const rss = sampleRss(server.pid, 200);
  const results = await runWrkTogether(
    KINDS.map((kind) => ({ request: requests[kind], options: options(kind) })),
  );
  rss.stop();
  const byKind = Object.fromEntries(KINDS.map((kind, i) => [kind, results[i]!])) as Record<Kind, WrkSummary>;
  // Requests still in flight when the run stopped may commit just after it: let them.
  await sleep(1000);
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

  const answers = KINDS.reduce((sum, kind) => sum + byKind[kind].requests, 0);
  const rate = (kind: Kind) => byKind[kind].requests / byKind[kind].seconds;
  const acknowledged = byKind.inquiry.statuses?.get(201) ?? 0;
  const lost = Math.max(0, acknowledged - stored);
  // Every answer of the wrong status, every connection error and timeout, and any answer the tally missed.
  const problems = KINDS.flatMap((kind) => {
    const result = byKind[kind];
    if (!result.statuses)
      return [
        ...(result.statusErrors > 0 ? [`${kind}: ${count(result.statusErrors)} answers of 400 or more`] : []),
        ...(result.socketErrors > 0
          ? [`${kind}: ${count(result.socketErrors)} connection errors/timeouts`]
          : []),
      ];
    const statuses = result.statuses;
    const tallied = [...statuses.values()].reduce((a, b) => a + b, 0);
    return [
      ...[...statuses]
        .filter(([status]) => status !== EXPECTED[kind])
        .map(([status, n]) => `${kind}: ${count(n)} × ${status}`),
      ...(result.socketErrors > 0
        ? [`${kind}: ${count(result.socketErrors)} connection errors/timeouts`]
        : []),
      ...(tallied !== result.requests
        ? [`${kind}: ${count(tallied)} statuses for ${count(result.requests)} answers`]
        : []),
    ];
  });
  const line = (kind: Kind) => {
    const result = byKind[kind];
    return (
      `${count(result.requests)} answers (${percent(result.requests, answers)} of all), ${perSec(rate(kind))}, ` +
      `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`
    );
  };
  const rows: Row[] = [
    {
      what: `${engine}: all requests`,
      measured: `${count(answers)} answers, ${perSec(KINDS.reduce((sum, kind) => sum + rate(kind), 0))}`,
      target: 'reported',
      pass: true,
    },
    ...KINDS.map((kind) => ({
      what: `${engine}: ${kind}, ${split[kind]} connections`,
      measured: line(kind),
      target: 'reported',
      pass: true,
    })),
    {
      what: `${engine}: errors (other statuses, connection errors, timeouts)`,
      measured: problems.join('; ') || 'none (list 200, detail 200, inquiries 201)',
      target: '0',
      pass: problems.length === 0,
    },
    {
      what: `${engine}: acknowledged inquiries in the database`,
      measured: `${count(stored)} stored of ${count(acknowledged)} acknowledged (${lost} lost)`,
      target: '0 lost',
      pass: lost === 0 && acknowledged > 0,
    },
    {
      what: `${engine}: peak RSS`,
      measured: `${mb(rss.peakMb())} (${rss.samples()} samples)`,
      target: 'reported',
      pass: true,
    },
  ];
  const warnings = server.logLines().filter((l) => /"level":(50|60)/.test(l));
  if (warnings.length > 0) console.log(`server errors logged:\n${warnings.slice(0, 5).join('\n')}`);
  return { rows, ok: rows.every((row) => row.pass) };
}

async function main(): Promise<boolean> {
  ensureWrk();
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
  console.log(`\nload average ${loadavg()[0]!.toFixed(2)} at the end`);
  printTable(rows);
  writeResults('load', { listings, connections, seconds, engines, rows: rowFigures(rows) });
  return ok;
}

runBench(main);
