// HTTP benchmark of the production server (node apps/server/dist/server.mjs) at its default
// configuration (LOG_LEVEL info, its log going to a file), on SQLite, loaded with wrk (C; Debian's
// package, installed when missing): seeds N listings with 3 images each into a temp DATA_DIR, builds
// what is out of date, starts the server, then compares the cached public list (brotli) with a bare
// Fastify route from our own install answering the same bytes with the server's log options (one
// asynchronous log line per answer): the target, the list at ≥ 0.9 of that route. nginx serving the
// same bytes and headers from a file and a bare node:http process answering them from memory are
// printed for information. The four take turns for five rounds and the medians are compared; then ours and nginx again with If-None-Match, a listing's detail with an admin token,
// inquiries (each from its own X-Forwarded-For address), each against its floor, and the list,
// detail and inquiries from 4 connections (each answer's own time). Every run checks its bytes per
// answer against the answer probed beforehand (within 5 %), so a run of errors, 304s or other answers
// cannot pass for the expected one. Also cold start, idle RSS and peak RSS under load. Prints a table of figures against their targets; exits 1 when a target is missed.
// Usage: npm run bench:api [-- --listings 1000 --seconds 10]
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { cleanup, installCleanupHandlers, trackedTempDir } from './support/cleanup.ts';
import {
  answerBytes,
  BYTES_TOLERANCE,
  measure,
  stopLoad,
  unexpected,
  type LoadResult,
  type Target,
} from './support/load.ts';
import { expectStatus, freePort, httpRequest, sleep, type RawResponse } from './support/net.ts';
import { startFixedAnswerServer } from './support/fixed-answer.ts';
import { ensureNginx, NGINX_OWN_HEADERS, startNginx } from './support/nginx.ts';
import { loadRow, mb, ms, perSec, printTable, revalidationRow, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { seedDatabase } from './support/seed.ts';
import { buildOutOfDate, rssMb, sampleRss, startServer } from './support/server-process.ts';
import { ensureWrk } from './support/wrk.ts';

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '10' } },
});
const listings = Number(values.listings);
const seconds = Number(values.seconds);
if (!Number.isInteger(listings) || listings < 1 || !(seconds > 0)) {
  console.error('Usage: npm run bench:api [-- --listings 1000 --seconds 10]');
  process.exit(2);
}

const CONNECTIONS = 64;
/** Connections of the runs that show each answer's own time. */
const FEW_CONNECTIONS = 4;
const WARMUP_SECONDS = 3;
/** Turns the list, nginx and the floor take, one after the other. */
const LIST_ROUNDS = 5;
const JWT_SECRET = 'bench-jwt-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const LIST = '/api/properties';
const TARGETS = {
  coldStartMs: 1000,
  idleRssMb: 150,
  loadRssMb: 300,
  /** The list's throughput as a share of the bare Fastify route's (docs/PERFORMANCE.md). */
  listShareOfFastify: 0.9,
  listP99: 15,
  detailP99: 10,
  inquiryP99: 30,
};

installCleanupHandlers(stopLoad);

async function main(): Promise<boolean> {
  const nginxBinary = await ensureNginx();
  ensureWrk();
  buildOutOfDate();

  const dataDir = trackedTempDir('dd-bench-api-');

  console.log(
    `\nSeeding ${listings} listings with 3 images each (SQLite in ${dataDir})…` +
      `\nNode ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} before the run`,
  );
  const seeded = await seedDatabase(dataDir, listings);
  const token = await createTokenService(JWT_SECRET).issue({
    sub: seeded.admin.id,
    role: 'admin',
    tv: seeded.admin.tokenVersion,
  });

  const server = await startServer({ dataDir, port: await freePort(), jwtSecret: JWT_SECRET });
  const coldStartMs = server.coldStartMs;
  // Settled: what starts after the first answer (the SQLite checkpoint thread, a second later) counts.
  await sleep(3000);
  const idleRss = rssMb(server.pid);
  console.log(
    `Server pid ${server.pid}: first 200 from /api/health after ${ms(coldStartMs)}; idle RSS ${mb(idleRss)}`,
  );

  // The list exactly as a browser gets it, once brotli has been redone at quality 11 (a second after the build).
  const browser = { 'accept-encoding': 'br, gzip' };
  const saved = await captureList(`${server.base}${LIST}`, browser);
  const contentType = String(saved.headers['content-type']);
  const contentEncoding = saved.headers['content-encoding'];
  const etag = String(saved.headers.etag);
  console.log(
    `${LIST}: ${(saved.body.length / 1024).toFixed(1)} KB, ${contentType}, ` +
      `Content-Encoding ${contentEncoding ?? 'none'}, ETag ${etag}`,
  );

  const nginxDir = join(dataDir, 'nginx');
  mkdirSync(nginxDir);
  const nginx = await startNginx({
    binary: nginxBinary,
    dir: nginxDir,
    port: await freePort(),
    path: LIST,
    body: saved.body,
    contentType,
    // The whole answer, headers too: the load client parses every header line, so nginx sends the
    // server's security and cache headers as well (ADR 0016).
    headers: Object.fromEntries(Object.entries(saved.headers).map(([name, value]) => [name, String(value)])),
  });
  const fromNginx = await httpRequest(`${nginx.base}${LIST}`, { headers: browser });
  const differing = Object.keys(saved.headers).filter(
    (name) => !NGINX_OWN_HEADERS.has(name) && String(fromNginx.headers[name]) !== String(saved.headers[name]),
  );
  if (
    !fromNginx.body.equals(saved.body) ||
    fromNginx.headers['content-type'] !== contentType ||
    differing.length > 0
  )
    throw new Error(
      `nginx does not answer the same bytes and headers as the server (${differing.join(', ') || 'body'})`,
    );
  const nginxEtag = String(fromNginx.headers.etag);
  console.log(
    `nginx pid ${nginx.pid} serves the same bytes and headers (${Object.keys(saved.headers).length} of ours; its own ETag ${nginxEtag})`,
  );

  const propertyId = seeded.propertyIds[0]!;
  const detailHeaders = { authorization: `Bearer ${token}` };
  const inquiry = JSON.stringify({
    property_id: propertyId,
    name: 'Aisha Khan',
    email: 'aisha@example.com',
    phone: '+971 50 123 4567',
    message: 'Is this unit still available? I can view it this week.',
  });
  const inquiryHeaders = { 'content-type': 'application/json' };
  const DETAIL_PATH = `/api/properties/${propertyId}`;
  const brOnly = { 'accept-encoding': 'br' };
  // Each answer as a load client gets it (a connection kept open): its size is what every run's bytes
  // per answer are checked against, and the floors answer these very bytes.
  const probe = (url: string, status: number, options: Parameters<typeof expectStatus>[2]) =>
    expectStatus(url, status, { ...options, keepAlive: true });
  const listAnswer = await probe(`${server.base}${LIST}`, 200, { headers: brOnly });
  if (!listAnswer.body.equals(saved.body)) throw new Error('the list changed after it was saved');
  const detailAnswer = await probe(`${server.base}${DETAIL_PATH}`, 200, { headers: detailHeaders });
  const inquiryAnswer = await probe(`${server.base}/api/inquiries`, 201, {
    method: 'POST',
    headers: { ...inquiryHeaders, 'x-forwarded-for': '192.0.2.1' },
    body: inquiry,
  });
  const list304 = await probe(`${server.base}${LIST}`, 304, {
    headers: { ...brOnly, 'if-none-match': etag },
  });
  const nginxList = await probe(`${nginx.base}${LIST}`, 200, { headers: brOnly });
  const nginx304 = await probe(`${nginx.base}${LIST}`, 304, {
    headers: { ...brOnly, 'if-none-match': nginxEtag },
  });
  // For information: the same answers from a bare node:http process (no framework, no work), same client.
  const floorDir = join(dataDir, 'floor');
  mkdirSync(floorDir);
  const listFloor = await startFixedAnswerServer({
    dir: floorDir,
    name: 'list',
    port: await freePort(),
    answer: listAnswer,
  });
  const detailFloor = await startFixedAnswerServer({
    dir: floorDir,
    name: 'detail',
    port: await freePort(),
    answer: detailAnswer,
  });
  const inquiryFloor = await startFixedAnswerServer({
    dir: floorDir,
    name: 'inquiry',
    port: await freePort(),
    answer: inquiryAnswer,
  });
  const listFramework = await startFixedAnswerServer({
    dir: floorDir,
    name: 'list-fastify',
    port: await freePort(),
    answer: listAnswer,
    fastifyPath: LIST,
  });
  const floorList = await probe(`${listFloor.base}${LIST}`, 200, { headers: brOnly });
  const frameworkList = await probe(`${listFramework.base}${LIST}`, 200, { headers: brOnly });
  const sizes = {
    ours: answerBytes(listAnswer),
    nginx: answerBytes(nginxList),
    floor: answerBytes(floorList),
    fastify: answerBytes(frameworkList),
  };
  const spread = Math.max(...Object.values(sizes)) / Math.min(...Object.values(sizes)) - 1;
  console.log(
    `Bytes per list answer on the wire: ours ${sizes.ours}, nginx ${sizes.nginx}, floor ${sizes.floor}, ` +
      `Fastify ${sizes.fastify} ` +
      `(${(spread * 100).toFixed(1)} % apart)`,
  );
  if (spread > BYTES_TOLERANCE) throw new Error('the four do not answer the same bytes (over 5 % apart)');
  console.log(
    `The bare Fastify route (our install, the server's log options: one asynchronous line per answer; pid ${listFramework.pid}) answers the list's bytes; ` +
      `node:http floors (pids ${listFloor.pid}, ${detailFloor.pid}, ${inquiryFloor.pid}) the list's, the detail's and the inquiry's`,
  );

  const rss = sampleRss(server.pid, 200);
  const load = { connections: CONNECTIONS, seconds, warmupSeconds: WARMUP_SECONDS };
  console.log(
    `\nwrk: 2 threads, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${seconds} s per target, one after the other`,
  );
  const run = async (target: Target, serverPid?: number) => {
    const result = await measure(target, { ...load, ...(serverPid ? { serverPid } : {}) });
    const bad = unexpected(result);
    const cpu =
      result.serverCores === undefined
        ? ''
        : `server CPU ${result.serverCores.toFixed(2)} cores, RSS peak ${mb(rss.windowPeakMb())}`;
    console.log(
      `${result.title.padEnd(46)} ${perSec(result.reqPerSec).padStart(12)}   p50 ${ms(result.p50).padStart(8)}   p99 ${ms(result.p99).padStart(8)}   ${Math.round(result.bytesPerAnswer)} B/answer${bad ? `   UNEXPECTED: ${bad}` : ''}   ${cpu}`,
    );
    return result;
  };
  const listTarget: Target = {
    title: `ours  GET ${LIST} (br)`,
    url: `${server.base}${LIST}`,
    headers: brOnly,
    answerBytes: sizes.ours,
  };
  const nginxTarget: Target = {
    title: `nginx GET ${LIST} (same bytes)`,
    url: `${nginx.base}${LIST}`,
    headers: brOnly,
    answerBytes: sizes.nginx,
  };
  const floorTarget: Target = {
    title: 'floor: node:http, the same list bytes',
    url: `${listFloor.base}${LIST}`,
    headers: brOnly,
    answerBytes: sizes.floor,
  };
  const frameworkTarget: Target = {
    title: 'bare Fastify route + log line, same bytes',
    url: `${listFramework.base}${LIST}`,
    headers: brOnly,
    answerBytes: sizes.fastify,
  };
  // This machine's speed moves by up to a half from one minute to the next, so the four take turns
  // for a few rounds and the ratios are those of the median runs.
  const oursRounds: LoadResult[] = [];
  const nginxRounds: LoadResult[] = [];
  const floorRounds: LoadResult[] = [];
  const frameworkRounds: LoadResult[] = [];
  for (let round = 0; round < LIST_ROUNDS; round++) {
    oursRounds.push(await run(listTarget, server.pid));
    nginxRounds.push(await run(nginxTarget));
    floorRounds.push(await run(floorTarget, listFloor.pid));
    frameworkRounds.push(await run(frameworkTarget, listFramework.pid));
  }
  const ours = medianRun(oursRounds);
  const ref = medianRun(nginxRounds);
  const listAtFloor = medianRun(floorRounds);
  const listOfFramework = medianRun(frameworkRounds);
  const ours304 = await run(
    {
      title: 'ours  If-None-Match',
      url: `${server.base}${LIST}`,
      headers: { ...brOnly, 'if-none-match': etag },
      answerBytes: answerBytes(list304),
    },
    server.pid,
  );
  const ref304 = await run({
    title: 'nginx If-None-Match',
    url: `${nginx.base}${LIST}`,
    headers: { ...brOnly, 'if-none-match': nginxEtag },
    answerBytes: answerBytes(nginx304),
  });
  const detailTarget: Target = {
    title: 'GET /api/properties/{id} (admin token)',
    url: `${server.base}${DETAIL_PATH}`,
    headers: detailHeaders,
    answerBytes: answerBytes(detailAnswer),
  };
  const inquiryTarget: Target = {
    title: 'POST /api/inquiries (one address each)',
    url: `${server.base}/api/inquiries`,
    method: 'POST',
    headers: inquiryHeaders,
    body: inquiry,
    ownAddressEach: true,
    answerBytes: answerBytes(inquiryAnswer),
  };
  const detail = await run(detailTarget, server.pid);
  const detailAtFloor = await run(
    {
      ...detailTarget,
      title: 'floor: node:http, the same detail bytes',
      url: `${detailFloor.base}${DETAIL_PATH}`,
    },
    detailFloor.pid,
  );
  const inquiries = await run(inquiryTarget, server.pid);
  const inquiriesAtFloor = await run(
    {
      ...inquiryTarget,
      title: 'floor: node:http, the same 201 bytes',
      url: `${inquiryFloor.base}/api/inquiries`,
    },
    inquiryFloor.pid,
  );
  // The same requests from a few connections: each answer's own time, with little waiting in line.
  // With 64 connections that never pause, latency is at least 64 ÷ throughput whatever the server
  // does; these runs show how much of it is the server's work.
  const few = async (target: Target) => {
    const result = await measure(target, { connections: FEW_CONNECTIONS, seconds: 10, warmupSeconds: 1 });
    console.log(
      `${target.title.padEnd(46)} ${perSec(result.reqPerSec).padStart(12)}   p50 ${ms(result.p50).padStart(8)}   p99 ${ms(result.p99).padStart(8)}   (${FEW_CONNECTIONS} connections)`,
    );
    return result;
  };
  // The RSS target is about the 64-connection runs: the sampling ends with them.
  rss.stop();
  const peakRss = rss.peakMb();
  const highWater = rssMb(server.pid, 'VmHWM');
  const fewList = await few(listTarget);
  const fewDetail = await few(detailTarget);
  const fewInquiries = await few(inquiryTarget);

  const toFastify = ours.reqPerSec / listOfFramework.reqPerSec;
  const toNginx = ours.reqPerSec / ref.reqPerSec;
  const toFloor = ours.reqPerSec / listAtFloor.reqPerSec;
  const listRatioPass = toFastify >= TARGETS.listShareOfFastify;
  const listP99Pass = ours.p99 < TARGETS.listP99;
  const rows: Row[] = [
    {
      what: 'Cold start (spawn → first 200 on /api/health)',
      measured: ms(coldStartMs),
      target: `< ${TARGETS.coldStartMs / 1000} s`,
      pass: coldStartMs < TARGETS.coldStartMs,
    },
    {
      what: 'Idle RSS after start',
      measured: mb(idleRss),
      target: `< ${TARGETS.idleRssMb} MB`,
      pass: idleRss < TARGETS.idleRssMb,
    },
    {
      what: 'Peak RSS during the 64-connection runs',
      measured: `${mb(peakRss)} (${rss.samples()} samples; VmHWM ${mb(highWater)})`,
      target: `< ${TARGETS.loadRssMb} MB`,
      pass: peakRss < TARGETS.loadRssMb,
    },
    loadRow(`List, ours (br, ${(saved.body.length / 1024).toFixed(1)} KB)`, ours, {
      extra:
        `, list/bare Fastify route ${toFastify.toFixed(2)} ` +
        `(medians of ${LIST_ROUNDS} turns; ${rangeOf(oursRounds)}), server CPU ${ours.serverCores?.toFixed(2)} cores`,
      target: `list/bare Fastify route ≥ ${TARGETS.listShareOfFastify.toFixed(2)}, p99 < ${TARGETS.listP99} ms`,
      pass: listRatioPass && listP99Pass,
    }),
    loadRow('List, bare Fastify route + log line (same bytes)', listOfFramework, {
      extra: ` (${rangeOf(frameworkRounds)})`,
      target: 'reference',
      pass: true,
    }),
    loadRow('List, nginx (same bytes)', ref, {
      extra: ` (${rangeOf(nginxRounds)}), list/nginx ${toNginx.toFixed(2)}`,
      target: 'for information',
      pass: true,
    }),
    loadRow('List, node:http (same bytes)', listAtFloor, {
      extra:
        ` (${rangeOf(floorRounds)}), list/node:http ${toFloor.toFixed(2)}, ` +
        `bare Fastify route/node:http ${(listOfFramework.reqPerSec / listAtFloor.reqPerSec).toFixed(2)}`,
      target: 'for information',
      pass: true,
    }),
    revalidationRow('If-None-Match, ours', ours304),
    revalidationRow('If-None-Match, nginx', ref304),
    loadRow('Detail with an admin token', detail, {
      target: `p99 < ${TARGETS.detailP99} ms`,
      pass: detail.p99 < TARGETS.detailP99,
    }),
    loadRow('Detail, node:http (same bytes)', detailAtFloor, {
      extra: `, ours/node:http ${(detail.reqPerSec / detailAtFloor.reqPerSec).toFixed(2)}`,
      target: 'for information',
      pass: true,
    }),
    loadRow('Inquiry (POST, SQLite write + queued e-mail)', inquiries, {
      target: `p99 < ${TARGETS.inquiryP99} ms`,
      pass: inquiries.p99 < TARGETS.inquiryP99,
    }),
    loadRow('Inquiry, node:http (same bytes)', inquiriesAtFloor, {
      extra: `, ours/node:http ${(inquiries.reqPerSec / inquiriesAtFloor.reqPerSec).toFixed(2)}`,
      target: 'for information',
      pass: true,
    }),
    loadRow(`List, ${FEW_CONNECTIONS} connections`, fewList, { target: 'reported', pass: true }),
    loadRow(`Detail, ${FEW_CONNECTIONS} connections`, fewDetail, { target: 'reported', pass: true }),
    loadRow(`Inquiry, ${FEW_CONNECTIONS} connections`, fewInquiries, {
      target: 'reported',
      pass: true,
    }),
  ];
  console.log(
    `\n${listings} listings, wrk with ${CONNECTIONS} connections, ${seconds} s per target (after ${WARMUP_SECONDS} s of warm-up); ` +
      `load average ${loadavg()[0]!.toFixed(2)} at the end`,
  );
  printTable(rows);
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  console.log(
    `\nlist / bare Fastify route: ${toFastify.toFixed(2)} (target ≥ ${TARGETS.listShareOfFastify.toFixed(2)})  ${verdict(listRatioPass)}` +
      `\nlist p99 at ${CONNECTIONS} connections: ${ms(ours.p99)} (target < ${TARGETS.listP99} ms)  ${verdict(listP99Pass)}` +
      `\nFor information: list / nginx ${toNginx.toFixed(2)}, list / node:http ${toFloor.toFixed(2)}`,
  );
  writeResults('api', {
    listings,
    connections: CONNECTIONS,
    seconds,
    list: {
      toBareFastifyRoute: round2(toFastify),
      p99Ms: round2(ours.p99),
      reqPerSec: Math.round(ours.reqPerSec),
      bareFastifyRouteReqPerSec: Math.round(listOfFramework.reqPerSec),
      toNginx: round2(toNginx),
      toNodeHttp: round2(toFloor),
    },
    rows: rowFigures(rows),
  });
  const logged = server.logLines();
  if (logged.length > 0)
    console.log(
      `\nThe server logged ${logged.length} line(s) at warn or above:\n${logged.slice(0, 5).map(logMessage).join('\n')}`,
    );
  return rows.every((row) => row.pass);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The run with the median throughput (the middle one of an odd count). */
function medianRun(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)]!;
}

/** Throughput and p99 of every turn, e.g. `15,012–17,051 req/s, p99 10.7–14.1 ms`. */
function rangeOf(runs: LoadResult[]): string {
  const rates = runs.map((r) => r.reqPerSec);
  const p99s = runs.map((r) => r.p99);
  return (
    `${perSec(Math.min(...rates)).replace(' req/s', '')}–${perSec(Math.max(...rates))}, ` +
    `p99 ${ms(Math.min(...p99s)).replace(' ms', '')}–${ms(Math.max(...p99s))}`
  );
}

/** `level: msg` of a JSON log line (pino levels: 40 warn, 50 error, 60 fatal); other lines as they are. */
function logMessage(line: string): string {
  try {
    const { level, msg } = JSON.parse(line) as { level?: number; msg?: string };
    return `  ${({ 40: 'warn', 50: 'error', 60: 'fatal' } as Record<number, string>)[level ?? 0] ?? level}: ${msg}`;
  } catch {
    return `  ${line}`;
  }
}

/** GETs the list until brotli has been redone at quality 11 (the body changes), at most 10 s. */
async function captureList(url: string, headers: Record<string, string>): Promise<RawResponse> {
  let response = await expectStatus(url, 200, { headers });
  if (!response.headers['content-encoding']) return response;
  const first = response.body;
  for (let waited = 0; waited < 10_000 && response.body.equals(first); waited += 250) {
    await sleep(250);
    response = await expectStatus(url, 200, { headers });
  }
  if (response.body.equals(first))
    console.log('(the compressed list did not change within 10 s: saving it as it is)');
  return response;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`\nbench:api failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(passed ? 0 : 1);
