// The anonymous list through the production recipe: nginx running deploy/nginx/deals.conf with TLS in
// front of two instances on PostgreSQL and Redis (deploy/topology.ts, as `npm run deploy:check` starts
// them), loaded with wrk over https as browsers ask for it (Accept-Encoding: br, gzip), against the
// same nginx and TLS server answering the same bytes (the same body and headers) from a static file.
// The two take turns for a few rounds; the medians are compared. Target: the list at ≥ 0.8 of the
// file. Every run's bytes per answer are checked against the answer probed beforehand (within 5 %).
// Writes bench/results/proxy.json; exits 1 when the target is missed.
// Usage: npm run bench:proxy [-- --seconds 10 --rounds 5 --connections 64]
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ensurePostgres,
  ensureProxyPackages,
  requestVia,
  startTopology,
  type Topology,
} from '../deploy/topology.ts';
import { cleanup, installCleanupHandlers } from './support/cleanup.ts';
import {
  answerBytes,
  BYTES_TOLERANCE,
  measure,
  stopLoad,
  type LoadResult,
  type Target,
} from './support/load.ts';
import { httpRequest, sleep, type RawResponse } from './support/net.ts';
import { NGINX_OWN_HEADERS } from './support/nginx.ts';
import { loadRow, perSec, printTable, type Row } from './support/report.ts';
import { rowFigures, writeResults } from './support/results.ts';
import { ensureWrk } from './support/wrk.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '64' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
if (!(seconds >= 1) || !Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(connections)) {
  console.error('Usage: npm run bench:proxy [-- --seconds 10 --rounds 5 --connections 64]');
  process.exit(2);
}

const TARGET = 0.8;
const WARMUP_SECONDS = 2;
const LIST = '/api/properties';
const FILE_PATH = '/bench/properties';
const BROWSER = { 'accept-encoding': 'br, gzip' };

installCleanupHandlers(stopLoad);

/**
 * The list as browsers get it through nginx, once it has settled: each instance keeps its own copy,
 * compressed again at brotli 11 a second after it is built (listing-cache.ts), and the micro-cache
 * fills from either. So both instances are asked directly until they answer the same bytes for 3 s,
 * then nginx until it answers those.
 */
async function settledList(site: Topology): Promise<RawResponse> {
  const direct = (port: number) =>
    httpRequest(`http://127.0.0.1:${port}${LIST}`, { headers: BROWSER }).then((r) => r.body);
  const deadline = Date.now() + 60_000;
  let last: Buffer = Buffer.alloc(0);
  let since = Date.now();
  for (;;) {
    if (Date.now() > deadline) throw new Error('the instances did not settle on one list within a minute');
    const [a, b] = await Promise.all(site.instances.map((instance) => direct(instance.port)));
    if (!a!.equals(b!) || !a!.equals(last)) since = Date.now();
    last = a!;
    if (a!.equals(b!) && Date.now() - since >= 3000) break;
    await sleep(500);
  }
  for (;;) {
    if (Date.now() > deadline) throw new Error('nginx did not answer the settled list within a minute');
    const response = await requestVia(site, LIST, { headers: BROWSER });
    if (response.status === 200 && response.body.equals(last)) return response;
    await sleep(250);
  }
}

/** nginx's configuration for the file: the answer's body and every header of its own, as they are. */
function fileLocation(file: string, answer: RawResponse): string {
  const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  const headers = Object.entries(answer.headers)
    .filter(([name]) => !NGINX_OWN_HEADERS.has(name))
    .map(([name, value]) => `    add_header ${name} ${quoted(String(value))} always;`);
  return [
    `location = ${FILE_PATH} {`,
    `    alias ${file};`,
    '    types { }',
    `    default_type ${quoted(String(answer.headers['content-type']))};`,
    '    etag off;',
    `    add_header ETag ${quoted(String(answer.headers.etag))} always;`,
    ...headers,
    '}',
    '',
  ].join('\n');
}

function median(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)]!;
}

async function main(): Promise<boolean> {
  const nginx = await ensureProxyPackages();
  ensureWrk();
  await ensurePostgres();
  const site = await startTopology({ nginx, log: (line) => console.log(`  ${line}`) });

  const saved = await settledList(site);
  const www = join(site.proxy.dir, 'www');
  mkdirSync(www, { recursive: true });
  chmodSync(www, 0o755);
  const file = join(www, 'properties.body');
  writeFileSync(file, saved.body, { mode: 0o644 });
  writeFileSync(join(site.proxy.siteIncludes, 'bench-file.conf'), fileLocation(file, saved));
  await site.proxy.reload();

  // Each answer as wrk gets it (a connection kept open): what every run's bytes per answer must match.
  const probe = async (path: string) => {
    const response = await requestVia(site, path, { headers: { ...BROWSER, connection: 'keep-alive' } });
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return response;
  };
  const viaProxy = await probe(LIST);
  const fromFile = await probe(FILE_PATH);
  if (!viaProxy.body.equals(saved.body)) throw new Error('the list changed after it was saved');
  if (!fromFile.body.equals(saved.body)) throw new Error('the file does not answer the list’s bytes');
  const differing = Object.keys(saved.headers).filter(
    (name) => !NGINX_OWN_HEADERS.has(name) && String(fromFile.headers[name]) !== String(saved.headers[name]),
  );
  if (differing.length > 0) throw new Error(`the file answers other headers: ${differing.join(', ')}`);
  const sizes = { list: answerBytes(viaProxy), file: answerBytes(fromFile) };
  const spread = Math.max(sizes.list, sizes.file) / Math.min(sizes.list, sizes.file) - 1;
  console.log(
    `\n${LIST} through nginx: ${saved.body.length} bytes of ${saved.headers['content-encoding']} JSON ` +
      `(${saved.headers['x-cache-status']}); bytes per answer on the wire: list ${sizes.list}, file ${sizes.file} ` +
      `(${(spread * 100).toFixed(1)} % apart)`,
  );
  if (spread > BYTES_TOLERANCE) throw new Error('the two answers are over 5 % apart in size');

  // wrk connects to 127.0.0.1 and names the site in Host, as a browser would.
  const url = (path: string) => `https://127.0.0.1:${site.proxy.httpsPort}${path}`;
  const headers = { ...BROWSER, Host: new URL(site.origin).host }; // wrk's own Host header, replaced
  const listTarget: Target = {
    title: `list through nginx (TLS, micro-cache)`,
    url: url(LIST),
    headers,
    answerBytes: sizes.list,
  };
  const fileTarget: Target = {
    title: 'the same bytes from a file (same TLS server)',
    url: url(FILE_PATH),
    headers,
    answerBytes: sizes.file,
  };
  console.log(
    `wrk over https: ${connections} connections, ${WARMUP_SECONDS} s warm-up then ${seconds} s per run, ` +
      `${rounds} rounds taking turns; Node ${process.version}, ${cpus().length} cores`,
  );
  const listRuns: LoadResult[] = [];
  const fileRuns: LoadResult[] = [];
  const load = { connections, seconds, warmupSeconds: WARMUP_SECONDS };
  for (let round = 0; round < rounds; round++) {
    for (const [target, runs] of [
      [listTarget, listRuns],
      [fileTarget, fileRuns],
    ] as const) {
      const result = await measure(target, load);
      runs.push(result);
      console.log(
        `  round ${round + 1}: ${target.title.padEnd(46)} ${perSec(result.reqPerSec).padStart(12)}` +
          `   p99 ${result.p99.toFixed(1)} ms   ${Math.round(result.bytesPerAnswer)} B/answer`,
      );
    }
  }
  const list = median(listRuns);
  const reference = median(fileRuns);
  const ratio = list.reqPerSec / reference.reqPerSec;
  const pass = ratio >= TARGET;
  const rows: Row[] = [
    loadRow('List through nginx (TLS, micro-cache, 2 instances)', list, {
      extra: `, ${Math.round(list.bytesPerAnswer)} B/answer, list/file ${ratio.toFixed(2)}`,
      target: `list/file ≥ ${TARGET.toFixed(2)}`,
      pass,
    }),
    loadRow('The same bytes from a file (same nginx, TLS)', reference, {
      extra: `, ${Math.round(reference.bytesPerAnswer)} B/answer`,
      target: 'reference',
      pass: true,
    }),
  ];
  console.log(`\nMedians of ${rounds} rounds; load average ${loadavg()[0]!.toFixed(2)} at the end`);
  printTable(rows);
  console.log(
    `\nlist / file: ${ratio.toFixed(2)} (target ≥ ${TARGET.toFixed(2)})  ${pass ? 'PASS' : 'MISS'}`,
  );
  writeResults('proxy', {
    connections,
    seconds,
    rounds,
    listBytes: saved.body.length,
    list: {
      reqPerSec: Math.round(list.reqPerSec),
      bytesPerAnswer: Math.round(list.bytesPerAnswer),
      p99Ms: Math.round(list.p99 * 100) / 100,
    },
    file: {
      reqPerSec: Math.round(reference.reqPerSec),
      bytesPerAnswer: Math.round(reference.bytesPerAnswer),
      p99Ms: Math.round(reference.p99 * 100) / 100,
    },
    ratio: Math.round(ratio * 100) / 100,
    target: TARGET,
    pass,
    rows: rowFigures(rows),
  });
  return rows.every((row) => row.pass);
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`\nbench:proxy failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(passed ? 0 : 1);
