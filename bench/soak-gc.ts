// Soak test of the production server under forced garbage collection, on SQLite: seeds 200 listings into
// a temp DATA_DIR, builds what is out of date and starts the server under this Node with --expose-gc and a
// preload (support/gc-on-signal.mjs) that runs a full collection on SIGUSR2. Then, for --minutes, loops in
// batches: 36 inquiries (each from its own X-Forwarded-For address), 6 admin edits of listings and, every
// 5th batch, a Bulk Add of a generated Telegram export of about 20 ads; after each batch a SIGUSR2 (a forced
// gc, which finalises the statements of the writes just made) and a health check. Guards against the abort
// of better-sqlite3 12 on Node 24.19+ ("Assertion failed: (env) != nullptr" from Statement::~Statement when
// gc finalised a statement). At the end checks that nothing was lost (every acknowledged inquiry is in the
// database, every listing's last edit is what the server answers and what is stored, every import's listings
// exist), that the server never aborted or exited and that it stops cleanly. Prints a table; exits 1 on any
// non-2xx answer, lost write, abort or exit.
// Usage: npm run bench:soak [-- --minutes 10]   (fractions allowed: --minutes 0.5)
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { multipart, propertyFields } from '../apps/server/test/multipart.ts';
import { generateExport } from './bulk-import-data.ts';
import { cleanup, installCleanupHandlers, runBench, trackedTempDir } from './support/cleanup.ts';
import { freePort, httpRequest, sleep, type RawResponse } from './support/net.ts';
import { mb, printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { seedDatabase } from './support/seed.ts';
import { buildOutOfDate, repoRoot, sampleRss, startServer } from './support/server-process.ts';

const USAGE = 'Usage: npm run bench:soak [-- --minutes 10]';
const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const minutes = Number(values.minutes);
if (!(minutes > 0)) {
  console.error(USAGE);
  process.exit(2);
}

const JWT_SECRET = 'bench-soak-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const LISTINGS = 200;
const INQUIRIES_PER_BATCH = 36;
const EDITS_PER_BATCH = 6;
/** Edits go round the first listings only, so that each is edited many times and its last write matters. */
const EDITED_LISTINGS = 48;
const IMPORT_EVERY = 5;
/** Messages per generated export: about 20 ads with their albums, service messages and chatter. */
const IMPORT_MESSAGES = 55;
/** Telegram ids of the imported chats: one chat per import, so that each import's listings are its own. */
const IMPORT_CHAT_BASE = 7_100_000_000;
/** After each SIGUSR2: time for the collection to run before the health check. */
const GC_PAUSE_MS = 100;
const ABORT_PATTERN = /Assertion failed|Segmentation|SIGABRT/;
const MAX_PRINTED_FAILURES = 20;

interface Edit {
  property_name: string;
  size_sqft: number;
  original_price: number;
  distress_price: number;
}

let stopping = false;
installCleanupHandlers(() => {
  stopping = true;
});

/** Non-2xx answers, requests that got no answer and imports that did not finish. */
const failures: string[] = [];
function fail(message: string): void {
  failures.push(message);
  if (failures.length <= MAX_PRINTED_FAILURES) console.error(`FAILURE: ${message}`);
  else if (failures.length === MAX_PRINTED_FAILURES + 1) console.error('(further failures counted only)');
}

/** A request whose answer must be 2xx; anything else (or no answer) is a failure. */
async function call(
  label: string,
  url: string,
  options: Parameters<typeof httpRequest>[1],
): Promise<RawResponse | undefined> {
  try {
    const response = await httpRequest(url, options);
    if (response.status >= 200 && response.status < 300) return response;
    fail(`${label}: ${response.status} ${response.body.toString('utf8').slice(0, 200)}`);
  } catch (error) {
    fail(`${label}: ${(error as Error).message}`);
  }
  return undefined;
}

function betterSqliteVersion(): string {
  const require = createRequire(join(repoRoot, 'apps/server/package.json'));
  return (require('better-sqlite3/package.json') as { version: string }).version;
}

async function main(): Promise<boolean> {
  buildOutOfDate();
  console.log(
    `Node ${process.version}, better-sqlite3 ${betterSqliteVersion()}, ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} before the run`,
  );
  const dataDir = trackedTempDir('dd-bench-soak-');
  console.log(`Seeding ${LISTINGS} listings…`);
  const seeded = await seedDatabase(dataDir, LISTINGS);
  const token = await createTokenService(JWT_SECRET).issue({
    sub: seeded.admin.id,
    role: 'admin',
    tv: seeded.admin.tokenVersion,
  });
  const admin = { authorization: `Bearer ${token}` };
  const preload = pathToFileURL(join(repoRoot, 'bench/support/gc-on-signal.mjs')).href;
  const server = await startServer({
    dataDir,
    port: await freePort(),
    jwtSecret: JWT_SECRET,
    nodeArgs: ['--expose-gc', '--import', preload],
  });
  const base = server.base;
  const rss = sampleRss(server.pid, 200);

  const acknowledged: string[] = [];
  const lastEdit = new Map<string, Edit>();
  const imports: { chat: string; created: number }[] = [];
  let edits = 0;
  let sent = 0;
  let batches = 0;
  let forcedGcs = 0;
  let exitedDuringRun: string | undefined;

  const inquiry = async (n: number) => {
    const response = await call('POST /api/inquiries', `${base}/api/inquiries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        property_id: seeded.propertyIds[n % LISTINGS],
        name: 'Aisha Khan',
        email: 'aisha@example.com',
        phone: '+971 50 123 4567',
        message: `Is this unit still available? (soak inquiry ${n})`,
      }),
    });
    if (response?.status === 201)
      acknowledged.push((JSON.parse(response.body.toString('utf8')) as { id: string }).id);
    else if (response) fail(`POST /api/inquiries: ${response.status} instead of 201`);
  };

  const edit = async (id: string, n: number) => {
    const written: Edit = {
      property_name: `Tower soak edit ${n}`,
      size_sqft: 800 + (n % 700),
      original_price: 2_000_000 + (n % 97) * 10_000,
      distress_price: 1_500_000 + (n % 89) * 5_000, // at most 1,940,000: below every original price
    };
    const form = multipart(
      propertyFields({
        property_name: written.property_name,
        size_sqft: String(written.size_sqft),
        original_price: String(written.original_price),
        distress_price: String(written.distress_price),
      }),
    );
    const response = await call(`PUT /api/admin/properties/${id}`, `${base}/api/admin/properties/${id}`, {
      method: 'PUT',
      headers: { ...form.headers, ...admin },
      body: form.payload.toString('utf8'),
    });
    if (response) {
      lastEdit.set(id, written);
      edits++;
    }
  };

  const bulkImport = async (n: number) => {
    const chat = IMPORT_CHAT_BASE + n;
    const exported = generateExport(IMPORT_MESSAGES, 0);
    const json = { ...exported.json, id: chat, name: `Soak channel ${n}` };
    const form = multipart({}, [
      {
        field: 'file',
        data: Buffer.from(JSON.stringify(json)),
        filename: 'result.json',
        contentType: 'application/json',
      },
    ]);
    const response = await call('POST /api/admin/bulk-add', `${base}/api/admin/bulk-add`, {
      method: 'POST',
      headers: { ...form.headers, ...admin },
      body: form.payload.toString('utf8'),
    });
    if (!response) return;
    type Result = { properties_created: number; properties_failed: number };
    type Job = { job_id: string; status: string; result?: Result; error?: string };
    const answer = JSON.parse(response.body.toString('utf8')) as Job & Result;
    let job: Job =
      response.status === 200 ? { job_id: answer.job_id, status: 'done', result: answer } : answer;
    const deadline = performance.now() + 60_000;
    while (job.status === 'running' && performance.now() < deadline) {
      await sleep(100);
      const polled = await call(
        'GET /api/admin/bulk-add/:job_id',
        `${base}/api/admin/bulk-add/${job.job_id}`,
        {
          headers: admin,
        },
      );
      if (!polled) return;
      job = JSON.parse(polled.body.toString('utf8')) as Job;
    }
    if (job.status !== 'done' || !job.result) {
      fail(`bulk import ${n}: ${job.status}${job.error ? ` (${job.error})` : ''}`);
      return;
    }
    if (job.result.properties_created === 0 || job.result.properties_failed > 0)
      fail(
        `bulk import ${n}: ${job.result.properties_created} created, ${job.result.properties_failed} failed (of ${exported.counts.ads} ads)`,
      );
    imports.push({ chat: String(chat), created: job.result.properties_created });
  };

  const started = performance.now();
  const endAt = started + minutes * 60_000;
  console.log(
    `Soaking for ${minutes} min: batches of ${INQUIRIES_PER_BATCH} inquiries and ${EDITS_PER_BATCH} edits, ` +
      `a bulk import every ${IMPORT_EVERY} batches, a forced gc (SIGUSR2) after each`,
  );
  let lastReport = started;
  while (performance.now() < endAt && !stopping) {
    const work: Promise<void>[] = [];
    for (let i = 0; i < INQUIRIES_PER_BATCH; i++) work.push(inquiry(++sent));
    // Distinct listings within a batch, so that each listing's writes are ordered and the last one is known.
    for (let i = 0; i < EDITS_PER_BATCH; i++) {
      const n = batches * EDITS_PER_BATCH + i;
      work.push(edit(seeded.propertyIds[n % EDITED_LISTINGS]!, n));
    }
    await Promise.all(work);
    if (batches % IMPORT_EVERY === IMPORT_EVERY - 1) await bulkImport(imports.length + 1);
    batches++;

    exitedDuringRun = server.exitStatus();
    if (exitedDuringRun === undefined) {
      process.kill(server.pid, 'SIGUSR2');
      forcedGcs++;
      await sleep(GC_PAUSE_MS);
      exitedDuringRun = server.exitStatus();
    }
    if (exitedDuringRun !== undefined) {
      console.error(
        `The server exited (${exitedDuringRun}) in batch ${batches}, after ${forcedGcs} forced GCs`,
      );
      break;
    }
    await call('GET /api/health', `${base}/api/health`, {});
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      console.log(
        `  ${((lastReport - started) / 60_000).toFixed(1)} min: ${batches} batches, ${acknowledged.length} inquiries, ` +
          `${edits} edits, ${imports.length} imports, RSS ${mb(rss.windowPeakMb())} peak in the last 10 s`,
      );
    }
  }
  const minutesRun = (performance.now() - started) / 60_000;

  // Writes have stopped. One more collection, then what the server answers now.
  if (server.exitStatus() === undefined) {
    process.kill(server.pid, 'SIGUSR2');
    forcedGcs++;
    await sleep(GC_PAUSE_MS);
  }
  exitedDuringRun ??= server.exitStatus();
  const serverUp = exitedDuringRun === undefined;
  const served = new Map<string, Edit | undefined>();
  if (serverUp) {
    for (const id of lastEdit.keys()) {
      const response = await call(`GET /api/properties/${id}`, `${base}/api/properties/${id}`, {
        headers: admin,
      });
      served.set(id, response ? (JSON.parse(response.body.toString('utf8')) as Edit) : undefined);
    }
  }
  rss.stop();

  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db') });
  const storedIds = new Set(
    (await handle.db.selectFrom('inquiries').select('id').execute()).map((row) => row.id),
  );
  const storedEdits = new Map<string, Edit>();
  if (lastEdit.size > 0) {
    const rows = await handle.db
      .selectFrom('properties')
      .select(['id', 'property_name', 'size_sqft', 'original_price', 'distress_price'])
      .where('id', 'in', [...lastEdit.keys()])
      .execute();
    for (const { id, ...row } of rows) storedEdits.set(id, row);
  }
  const importedPerChat = new Map(
    (
      await handle.db
        .selectFrom('properties')
        .select((eb) => ['source_chat', eb.fn.countAll().as('n')])
        .where('source_chat', 'is not', null)
        .groupBy('source_chat')
        .execute()
    ).map((row) => [row.source_chat, Number(row.n)]),
  );
  await handle.close();

  // Stop the server as production does (SIGTERM): statements are finalised on the way out too.
  await cleanup();
  const exit = server.exitStatus();

  const stored = acknowledged.filter((id) => storedIds.has(id)).length;
  const lost = acknowledged.length - stored;
  const same = (a: Edit | undefined, b: Edit) =>
    a !== undefined &&
    a.property_name === b.property_name &&
    a.size_sqft === b.size_sqft &&
    a.original_price === b.original_price &&
    a.distress_price === b.distress_price;
  let editMismatches = 0;
  for (const [id, written] of lastEdit) {
    const fromServer = served.get(id);
    const fromDb = storedEdits.get(id);
    if (!same(fromServer, written) || !same(fromDb, written)) {
      if (++editMismatches <= 5)
        console.error(
          `Listing ${id}: last edit ${JSON.stringify(written)}, server ${JSON.stringify(fromServer)}, database ${JSON.stringify(fromDb)}`,
        );
    }
  }
  const importedCreated = imports.reduce((sum, i) => sum + i.created, 0);
  let importedFound = 0;
  for (const i of imports) {
    const found = importedPerChat.get(i.chat) ?? 0;
    importedFound += Math.min(found, i.created);
    if (found !== i.created)
      console.error(`Import of chat ${i.chat}: ${i.created} created, ${found} in the database`);
  }
  const abortLines = server.logLines().filter((line) => ABORT_PATTERN.test(line));
  const cleanExit = exit === 'code 0' && exitedDuringRun === undefined;
  const aborts = abortLines.length + (cleanExit ? 0 : 1);
  for (const line of abortLines.slice(0, 5)) console.error(`server: ${line}`);
  const logged = server.logLines().filter((line) => /"level":(40|50|60)/.test(line));
  if (logged.length > 0)
    console.log(
      `The server logged ${logged.length} warning(s)/error(s), e.g.:\n${logged.slice(0, 3).join('\n')}`,
    );

  const rows: Row[] = [
    {
      what: 'Node (server and bench)',
      measured: `${process.version}, better-sqlite3 ${betterSqliteVersion()}`,
      target: 'reported (the abort was on 24.19+)',
      pass: true,
    },
    {
      what: 'minutes run',
      measured: minutesRun.toFixed(2),
      target: `${minutes}`,
      pass: minutesRun >= minutes,
    },
    { what: 'batches', measured: `${batches}`, target: 'at least 1', pass: batches > 0 },
    {
      what: 'forced GCs (SIGUSR2)',
      measured: `${forcedGcs}, server alive after ${serverUp ? 'each' : 'not all'}`,
      target: 'alive after each',
      pass: forcedGcs > 0 && serverUp,
    },
    {
      what: 'inquiries acknowledged / stored',
      measured: `${acknowledged.length.toLocaleString('en-US')} / ${stored.toLocaleString('en-US')} (${lost} lost)`,
      target: '0 lost',
      pass: lost === 0 && acknowledged.length > 0,
    },
    {
      what: 'edits checked (server and database)',
      measured: `${edits.toLocaleString('en-US')} edits, last of ${lastEdit.size} listings: ${editMismatches} differ`,
      target: '0 differ',
      pass: editMismatches === 0 && lastEdit.size > 0,
    },
    {
      what: 'bulk imports / listings',
      measured: `${imports.length} / ${importedCreated} created, ${importedFound} in the database`,
      target: 'all in the database',
      pass: imports.length > 0 && importedFound === importedCreated && importedCreated > 0,
    },
    {
      what: 'non-2xx answers and request errors',
      measured: `${failures.length}`,
      target: '0',
      pass: failures.length === 0,
    },
    { what: 'peak RSS (server)', measured: mb(rss.peakMb()), target: 'reported', pass: true },
    {
      what: 'aborts and crashes',
      measured: `${aborts} (server ${exit ?? 'still running'} after SIGTERM${exitedDuringRun ? `; exited during the run: ${exitedDuringRun}` : ''})`,
      target: '0, exit code 0',
      pass: aborts === 0,
    },
  ];
  console.log('');
  printTable(rows);
  writeResults('soak', { minutes, rows: rowFigures(rows) });
  if (failures.length > 0)
    console.log(`\n${failures.length} failed request(s); the first are printed above.`);
  return rows.every((row) => row.pass);
}

runBench(main);
