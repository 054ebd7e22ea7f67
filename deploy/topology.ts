// The production recipe (deploy/) on loopback, for `npm run deploy:check` (deploy/check.ts) and
// `npm run bench:proxy` (bench/proxy-throughput.ts): nginx from Debian's packages running the site
// template deploy/nginx/deals.conf with TLS (a self-signed certificate), two app instances started
// with the ExecStart and Environment of deploy/systemd/deals@.service and the settings of
// deploy/deals.env.example, a fresh PostgreSQL database, a private Redis and, when asked, a fake
// Telegram Bot API. Everything lives in one temp folder and is released by bench/support/cleanup.ts.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import pg from 'pg';
import { track } from '../bench/support/cleanup.ts';
import { findBinary, installDebianPackage, sudo } from '../bench/support/debian.ts';
import { freePort, httpRequest, sleep, type RawResponse } from '../bench/support/net.ts';
import { ensureNginx } from '../bench/support/nginx.ts';
import { createPgDatabase, PG_ADMIN_URL } from '../bench/support/pg-database.ts';
import { buildOutOfDate, repoRoot } from '../bench/support/server-process.ts';

export { repoRoot };
export const deployDir = join(repoRoot, 'deploy');
/** The site's name in the check: the certificate's, nginx's server_name and APP_URL's host. */
export const SERVER_NAME = 'deals.test';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

// ---------------------------------------------------------------------------------------------------
// Tools

/** nginx and its brotli_static module from Debian's packages (installed when missing); the binary. */
export async function ensureProxyPackages(): Promise<string> {
  const binary = await ensureNginx();
  if (!existsSync(BROTLI_MODULE)) {
    installDebianPackage('libnginx-mod-http-brotli-static');
    stopPackagedNginx();
    if (!existsSync(BROTLI_MODULE)) throw new Error(`${BROTLI_MODULE} is still missing after the install`);
  }
  return binary;
}

/** A package's install may start Debian's own nginx service (port 80): stopped again, by its pid. */
function stopPackagedNginx(): void {
  const pidFile = '/run/nginx.pid';
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    execFileSync('sh', ['-c', `${sudo}service nginx stop`], { stdio: 'ignore' });
  } catch {
    try {
      if (sudo) execFileSync('sudo', ['kill', '-TERM', String(pid)], { stdio: 'ignore' });
      else process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** A binary on PATH (or in /usr/sbin, /usr/lib/postgresql/*) or a clear error naming its package. */
export function requireBinary(name: string, debianPackage: string): string {
  const found = findBinary(name, ['/usr/sbin', '/usr/bin']);
  if (found) return found;
  installDebianPackage(debianPackage);
  const installed = findBinary(name, ['/usr/sbin', '/usr/bin']);
  if (!installed) throw new Error(`${name} is missing: install the Debian package ${debianPackage}`);
  return installed;
}

/** PostgreSQL at PG_ADMIN_URL answers; a local Debian cluster that is down is started first. */
export async function ensurePostgres(): Promise<void> {
  const reachable = async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => {});
      return false;
    }
  };
  if (await reachable()) return;
  if (existsSync('/etc/postgresql') && findBinary('pg_ctlcluster', ['/usr/bin'])) {
    const version = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).trim().split('\n')[0]!;
    console.log(`PostgreSQL is down: starting cluster ${version}/main`);
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
      stdio: 'inherit',
    });
    for (let i = 0; i < 30 && !(await reachable()); i++) await sleep(1000);
  }
  if (!(await reachable())) throw new Error(`PostgreSQL does not answer at ${PG_ADMIN_URL}`);
}

// ---------------------------------------------------------------------------------------------------
// Files of the recipe

/** Replaces every {{NAME}} in `text`; throws on a name without a value, so no placeholder survives. */
export function renderTemplate(text: string, values: Record<string, string>, what: string): string {
  return text.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${what}: no value for the placeholder {{${name}}}`);
    return value;
  });
}

export interface Unit {
  /** ExecStart's words. */
  execStart: string[];
  /** Environment= assignments (with %i replaced by the instance). */
  environment: Record<string, string>;
  /** Every Key=Value of the [Service] section, the last one of each key. */
  service: Record<string, string>;
}

/** Reads a systemd unit of deploy/systemd; `instance` replaces %i. */
export function readUnit(name: string, instance = ''): Unit {
  const text = readFileSync(join(deployDir, 'systemd', name), 'utf8').replaceAll('%i', instance);
  const service: Record<string, string> = {};
  const environment: Record<string, string> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    if (section !== 'Service') continue;
    const at = line.indexOf('=');
    const key = line.slice(0, at);
    const value = line.slice(at + 1);
    service[key] = value;
    if (key === 'Environment')
      for (const word of value.split(/\s+/).filter(Boolean))
        environment[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
  }
  if (!service.ExecStart) throw new Error(`deploy/systemd/${name} has no ExecStart`);
  return { execStart: service.ExecStart.split(/\s+/), environment, service };
}

/** The KEY=value lines of deploy/deals.env.example that are not commented out. */
export function readEnvExample(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const raw of readFileSync(join(deployDir, 'deals.env.example'), 'utf8').split('\n')) {
    const line = raw.trim();
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  }
  return values;
}

/** A path of the units (/usr/local/bin/node, /opt/deals, /var/…) as it is on this machine. */
export type PathMap = (word: string) => string;

export function pathMap(replacements: Record<string, string>): PathMap {
  const prefixes = Object.keys(replacements).sort((a, b) => b.length - a.length);
  return (word) => {
    const prefix = prefixes.find((p) => word === p || word.startsWith(`${p}/`));
    return prefix === undefined ? word : replacements[prefix]! + word.slice(prefix.length);
  };
}

// ---------------------------------------------------------------------------------------------------
// Processes

/** A temp folder that the nginx workers (nobody, when the master runs as root) can traverse. */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  track({
    name: `temp folder ${dir}`,
    close: async () => rmSync(dir, { recursive: true, force: true }),
    forceSync: () => rmSync(dir, { recursive: true, force: true }),
  });
  return dir;
}

export function mkdirs(...dirs: string[]): void {
  for (const dir of dirs) {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
  }
}

/** A self-signed certificate for SERVER_NAME and 127.0.0.1 (openssl), valid two days. */
export function selfSignedCertificate(dir: string): { cert: string; key: string; pem: Buffer } {
  const cert = join(dir, 'deals.test.crt');
  const key = join(dir, 'deals.test.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${SERVER_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SERVER_NAME},IP:127.0.0.1`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key, pem: readFileSync(cert) };
}

interface Child {
  pid: number;
  exited(): string | undefined;
  stop(): Promise<void>;
}

/** Spawns a tracked child; stop() sends SIGTERM and waits (SIGKILL after `graceMs`). */
function spawnTracked(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; stdout?: number | 'ignore'; graceMs?: number },
): Child & { stderr(): string } {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', options.stdout ?? 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-20_000)));
  let status: string | undefined;
  const exit = once(child, 'exit').then(([code, signal]) => {
    status = signal ? `signal ${String(signal)}` : `code ${String(code)}`;
  });
  const stop = async () => {
    if (status !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), options.graceMs ?? 10_000);
    await exit;
    clearTimeout(timer);
  };
  track({
    name,
    close: stop,
    forceSync: () => {
      if (status === undefined) child.kill('SIGKILL');
    },
  });
  return { pid: child.pid!, exited: () => status, stop, stderr: () => stderr };
}

/** Polls `ready` every 50 ms until it is true; throws after `ms`, or at once when `failed` says why. */
async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  ms: number,
  failed: () => string | undefined = () => undefined,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const why = failed();
    if (why) throw new Error(`${what}: ${why}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${ms / 1000} s`);
    await sleep(50);
  }
}

/** A private redis-server on a free loopback port, nothing saved to disk; its URL. */
export async function startRedis(dir: string): Promise<string> {
  const binary = requireBinary('redis-server', 'redis-server');
  const port = await freePort();
  mkdirs(dir);
  const child = spawnTracked(
    'redis-server',
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { graceMs: 5000 },
  );
  await waitFor(
    'redis-server',
    () => redisPing(port),
    10_000,
    () => (child.exited() ? `exited (${child.exited()}): ${child.stderr()}` : undefined),
  );
  return `redis://127.0.0.1:${port}`;
}

async function redisPing(port: number): Promise<boolean> {
  const socket: Socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    socket.write('PING\r\n');
    const [data] = (await once(socket, 'data')) as [Buffer];
    return data.toString().startsWith('+PONG');
  } finally {
    socket.destroy();
  }
}

export interface Instance {
  port: number;
  pid: number;
  logFile: string;
  /** The JSON lines it logged (one per answer at LOG_LEVEL info). */
  logLines(): string[];
  exited(): string | undefined;
  stop(): Promise<void>;
}

/**
 * An app instance as deals@<port>.service starts it: its ExecStart (paths mapped to this machine), its
 * Environment= and, over them as systemd does, the env file's settings.
 */
export async function startInstance(options: {
  port: number;
  env: Record<string, string>;
  paths: PathMap;
  logDir: string;
  name?: string;
}): Promise<Instance> {
  const unit = readUnit('deals@.service', String(options.port));
  const [command, ...args] = unit.execStart.map(options.paths);
  const logFile = join(options.logDir, `${options.name ?? `deals@${options.port}`}.log`);
  const out = openSync(logFile, 'w');
  const child = spawnTracked(options.name ?? `deals@${options.port}`, command!, args, {
    cwd: options.paths(unit.service.WorkingDirectory ?? '/opt/deals'),
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: options.logDir,
      ...unit.environment,
      ...options.env, // EnvironmentFile= wins over Environment=, as with systemd
    },
    stdout: out,
    graceMs: 15_000,
  });
  closeSync(out);
  const base = `http://127.0.0.1:${options.port}`;
  await waitFor(
    `the instance on port ${options.port}`,
    async () => (await httpRequest(`${base}/api/health`, { timeoutMs: 2000 })).status === 200,
    90_000,
    () =>
      child.exited()
        ? `exited (${child.exited()}):\n${readLog(logFile).slice(-15).join('\n')}\n${child.stderr()}`
        : undefined,
  );
  return {
    port: options.port,
    pid: child.pid,
    logFile,
    logLines: () => readLog(logFile),
    exited: child.exited,
    stop: child.stop,
  };
}

function readLog(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

export interface Proxy {
  pid: number;
  /** https://deals.test:<port>: APP_URL. */
  origin: string;
  httpsPort: number;
  httpPort: number;
  /** Where the rendered configuration and nginx's own files are. */
  dir: string;
  /** Files put here as <name>.conf are included in the https server (the template's SITE_INCLUDES). */
  siteIncludes: string;
  errorLog: string;
  /** Reloads the configuration (SIGHUP), e.g. after a file was added to siteIncludes. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Renders deploy/nginx/*.conf with loopback values into `dir` and runs nginx on it, in the foreground,
 * with every file of its own (pid, logs, temp and cache folders) under `dir`. The http context around
 * the site is the part of Debian's /etc/nginx/nginx.conf that it relies on.
 */
export async function startProxy(options: {
  binary: string;
  dir: string;
  appPorts: [number, number];
  uploadDir: string;
  webDist: string;
  tls: { cert: string; key: string };
}): Promise<Proxy> {
  const { dir } = options;
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const origin = `https://${SERVER_NAME}:${httpsPort}`;
  const snippets = join(dir, 'snippets');
  const siteIncludes = join(dir, 'site-includes');
  const acme = join(dir, 'acme');
  mkdirs(snippets, siteIncludes, acme, join(dir, 'cache'), join(dir, 'temp'));
  const values: Record<string, string> = {
    APP_PORT_1: String(options.appPorts[0]),
    APP_PORT_2: String(options.appPorts[1]),
    CACHE_DIR: join(dir, 'cache'),
    SERVER_NAME,
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    ACME_ROOT: acme,
    APP_URL: origin,
    TLS_CERT: options.tls.cert,
    TLS_KEY: options.tls.key,
    SNIPPETS: snippets,
    UPLOAD_DIR: options.uploadDir,
    WEB_DIST: options.webDist,
    SITE_INCLUDES: join(siteIncludes, '*.conf'),
  };
  const render = (name: string, to: string) =>
    writeFileSync(
      to,
      renderTemplate(readFileSync(join(deployDir, 'nginx', name), 'utf8'), values, `deploy/nginx/${name}`),
    );
  render('deals.conf', join(dir, 'deals.conf'));
  for (const snippet of ['deals-proxy.conf', 'deals-micro-cache.conf', 'deals-static.conf'])
    render(snippet, join(snippets, snippet));

  const temp = (name: string) => join(dir, 'temp', name);
  const errorLog = join(dir, 'error.log');
  const main = [
    `load_module ${BROTLI_MODULE};`,
    'daemon off;',
    'worker_processes auto;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    'events { worker_connections 768; }',
    'http {',
    // Debian's nginx.conf, http context
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  ssl_prefer_server_ciphers on;',
    `  access_log ${join(dir, 'access.log')};`,
    '  gzip on;',
    // nginx's own temp files here rather than in /var/lib/nginx
    `  client_body_temp_path ${temp('client_body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${join(dir, 'deals.conf')};`,
    '}',
    '',
  ].join('\n');
  const mainFile = join(dir, 'nginx.conf');
  writeFileSync(mainFile, main);
  const test = spawnSyncText(options.binary, ['-t', '-p', `${dir}/`, '-c', mainFile, '-e', errorLog]);
  if (test.status !== 0) throw new Error(`nginx -t refused the rendered configuration:\n${test.output}`);

  const child = spawnTracked('nginx', options.binary, ['-p', `${dir}/`, '-c', mainFile, '-e', errorLog], {
    graceMs: 5000,
  });
  const health = () =>
    requestVia({ origin, ca: readFileSync(options.tls.cert) }, '/assets/', { timeoutMs: 2000 }).then(
      (response) => response.status > 0,
    );
  await waitFor('nginx', health, 10_000, () =>
    child.exited() ? `exited (${child.exited()}): ${child.stderr()}${readText(errorLog)}` : undefined,
  );
  return {
    pid: child.pid,
    origin,
    httpsPort,
    httpPort,
    dir,
    siteIncludes,
    errorLog,
    async reload() {
      const test = spawnSyncText(options.binary, ['-t', '-p', `${dir}/`, '-c', mainFile, '-e', errorLog]);
      if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.output}`);
      process.kill(child.pid, 'SIGHUP');
      await sleep(500); // new workers take over; the old ones finish what they were doing
    },
    stop: child.stop,
  };
}

function spawnSyncText(command: string, args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { status: 0, output };
  } catch (error) {
    const failure = error as { status?: number; stdout?: string; stderr?: string };
    return { status: failure.status ?? 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------------------------------------------
// Requests through the proxy

export interface Site {
  /** https://deals.test:<port> */
  origin: string;
  /** The self-signed certificate, the only one trusted. */
  ca: Buffer;
}

export interface ViaOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (127.0.0.x): what nginx sees as $remote_addr. */
  localAddress?: string;
  timeoutMs?: number;
}

/**
 * One request over TLS to nginx on 127.0.0.1, as a browser at `origin` makes it (SNI and Host are the
 * site's name, the certificate is verified against `ca`); the body as sent (no decompression).
 */
export function requestVia(site: Site, path: string, options: ViaOptions = {}): Promise<RawResponse> {
  const url = new URL(site.origin);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: Number(url.port || 443),
        path,
        method: options.method ?? 'GET',
        servername: url.hostname,
        ca: site.ca,
        headers: { host: url.host, ...options.headers },
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The protocol nginx chooses by ALPN when a client offers h2 and http/1.1. */
export async function negotiatedProtocol(site: Site): Promise<string | false> {
  const url = new URL(site.origin);
  const socket = tlsConnect({
    host: '127.0.0.1',
    port: Number(url.port),
    servername: url.hostname,
    ca: site.ca,
    ALPNProtocols: ['h2', 'http/1.1'],
  });
  try {
    await once(socket, 'secureConnect');
    return socket.alpnProtocol ?? false;
  } finally {
    socket.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------
// The whole topology

export interface Topology extends Site {
  proxy: Proxy;
  instances: [Instance, Instance];
  /** The settings both instances run with: deals.env.example with this machine's values. */
  env: Record<string, string>;
  paths: PathMap;
  dir: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl: string;
  redisUrl: string;
  webDist: string;
  tls: { cert: string; key: string };
  /** The admin password the site was started with. */
  adminPassword: string;
}

/**
 * Builds what is out of date, then starts PostgreSQL's database, Redis, two instances (demo listings
 * with images seeded by the first) and nginx in front of them. `telegram`: the Bot API the instances
 * reach (a fake); the bot itself is connected from the dashboard, as an owner would.
 */
export async function startTopology(options: {
  nginx: string;
  telegram?: { apiRoot: string };
  log?: (line: string) => void;
}): Promise<Topology> {
  const log = options.log ?? (() => {});
  buildOutOfDate();
  const webDist = join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('the web app is not built (apps/web/dist)');

  const dir = tempFolder('dd-deploy-');
  const dataDir = join(dir, 'var-lib-deals');
  const uploadDir = join(dataDir, 'uploads');
  const logDir = join(dir, 'logs');
  mkdirs(dataDir, uploadDir, logDir, join(dir, 'nginx'), join(dir, 'tls'));
  const tls = selfSignedCertificate(join(dir, 'tls'));
  log(`Self-signed certificate for ${SERVER_NAME} and 127.0.0.1 (openssl)`);

  const databaseUrl = await createPgDatabase('deals_check');
  log(`PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)} created`);
  const redisUrl = await startRedis(join(dir, 'redis'));
  log(`Redis on ${redisUrl.replace('redis://', '')}`);

  const appPorts: [number, number] = [await freePort(), await freePort()];
  // nginx first: the instances' APP_URL is its address (the Telegram webhook is registered there).
  const proxy = await startProxy({
    binary: options.nginx,
    dir: join(dir, 'nginx'),
    appPorts,
    uploadDir,
    webDist,
    tls,
  });
  log(
    `nginx (pid ${proxy.pid}) runs deploy/nginx/deals.conf rendered for ${proxy.origin} ` +
      `(http on ${proxy.httpPort}), upstreams on ports ${appPorts.join(' and ')}`,
  );

  const adminPassword = `Check-${Math.random().toString(36).slice(2, 10)}-Pass9!`;
  const example = readEnvExample();
  const env: Record<string, string> = {
    ...example,
    APP_URL: proxy.origin,
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `check${Date.now().toString(36)}:`,
    JWT_SECRET: `check-${Math.random().toString(36).slice(2)}-0123456789-abcdefghijklmnopqrstuvwxyz`,
    ADMIN_INITIAL_PASSWORD: adminPassword,
    // Demo listings with their images, for the uploads nginx serves.
    SEED_DEMO: 'true',
    ...(options.telegram ? { TELEGRAM_API_ROOT: options.telegram.apiRoot } : {}),
  };
  const paths = pathMap({
    '/usr/local/bin/node': process.execPath,
    '/opt/deals': repoRoot,
    '/var/lib/deals': dataDir,
  });
  // One at a time: the first creates the schema and seeds the demo listings.
  const first = await startInstance({ port: appPorts[0], env, paths, logDir });
  const second = await startInstance({ port: appPorts[1], env, paths, logDir });
  log(
    `Two instances from deploy/systemd/deals@.service: deals@${first.port} (pid ${first.pid}), ` +
      `deals@${second.port} (pid ${second.pid}), settings from deploy/deals.env.example`,
  );
  return {
    origin: proxy.origin,
    ca: tls.pem,
    proxy,
    instances: [first, second],
    env,
    paths,
    dir,
    dataDir,
    uploadDir,
    databaseUrl,
    redisUrl,
    webDist,
    tls: { cert: tls.cert, key: tls.key },
    adminPassword,
  };
}
