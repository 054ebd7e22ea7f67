// nginx from Debian, serving one saved response body from a temporary configuration: the reference
// the server's cached list is compared with.
import { execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { track } from './cleanup.ts';
import { findBinary, installDebianPackage, sudo } from './debian.ts';
import { CONNECTION_HEADERS } from './fixed-answer.ts';
import { httpRequest, sleep } from './net.ts';

function findNginx(): string | undefined {
  return findBinary('nginx', ['/usr/sbin']);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The nginx binary; installs Debian's nginx-light when there is none. */
export async function ensureNginx(): Promise<string> {
  const found = findNginx();
  if (found) return found;
  installDebianPackage('nginx-light');
  await stopPackagedService(sudo);
  const installed = findNginx();
  if (!installed) throw new Error('nginx-light is installed but no nginx binary was found');
  return installed;
}

/** Debian's post-install script starts the packaged service (port 80) where it can: stop it. */
async function stopPackagedService(sudo: string): Promise<void> {
  const pidFile = '/run/nginx.pid';
  const pidOf = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : NaN);
  const pid = pidOf();
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  try {
    execSync(`${sudo}service nginx stop`, { stdio: 'ignore' });
  } catch {
    // no service manager here: stop it by its pid below
  }
  for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  if (alive(pid)) {
    if (sudo) execSync(`sudo kill -TERM ${pid}`, { stdio: 'ignore' });
    else process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  }
  console.log(alive(pid) ? `Debian's nginx (pid ${pid}) is still running` : "Stopped Debian's nginx service");
}

/** Temp-path directives for the modules this build has, so that nothing is created under /var/lib/nginx. */
function tempPaths(binary: string, dir: string): string[] {
  const text = execSync(`"${binary}" -V 2>&1`, { encoding: 'utf8' }); // nginx -V prints to stderr
  const lines = [`client_body_temp_path ${join(dir, 'client_body')};`];
  for (const module of ['proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    if (!text.includes(`--without-http_${module}_module`))
      lines.push(`${module}_temp_path ${join(dir, module)};`);
  }
  return lines;
}

export interface NginxServer {
  base: string;
  pid: number;
}

/** Headers nginx writes itself (the connection's, its own ETag and dates) or sets from default_type. */
export const NGINX_OWN_HEADERS = new Set([
  ...CONNECTION_HEADERS,
  'content-type',
  'etag',
  'last-modified',
  'server',
  'accept-ranges',
]);

/**
 * Serves `body` at `path` on 127.0.0.1:`port` with the given Content-Type and every other header of
 * the answer, `etag on` and `sendfile on`; every file it needs lives under `dir`.
 */
export async function startNginx(options: {
  binary: string;
  dir: string;
  port: number;
  path: string;
  body: Buffer;
  contentType: string;
  /** Every other header of the answer (Content-Encoding, Vary, the security headers…), sent as they are. */
  headers: Record<string, string>;
}): Promise<NginxServer> {
  const { binary, dir, port } = options;
  const www = join(dir, 'www');
  mkdirSync(www, { recursive: true });
  // Workers run as nobody when the master runs as root: they must reach the file (the parent, a
  // private temp dir, is opened for traversal only).
  chmodSync(join(dir, '..'), 0o711);
  chmodSync(dir, 0o755);
  chmodSync(www, 0o755);
  const file = join(www, 'properties.body');
  writeFileSync(file, options.body, { mode: 0o644 });
  const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  const headers = Object.entries(options.headers)
    .filter(([name]) => !NGINX_OWN_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`);
  const conf = [
    'daemon off;',
    'master_process on;',
    'worker_processes auto;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_requests 1000000;',
    ...tempPaths(binary, dir).map((line) => `  ${line}`),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    location = ${options.path} {`,
    `      alias ${file};`,
    '      types { }',
    `      default_type "${options.contentType}";`,
    ...headers,
    '      etag on;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);

  const child = spawn(binary, ['-p', `${dir}/`, '-c', confFile, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let exited = false;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const pid = child.pid!;
  track({
    name: 'nginx',
    async close() {
      if (exited) return;
      const workers = childrenOf(pid);
      child.kill('SIGTERM'); // fast shutdown: the master stops its workers
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        for (const worker of workers) if (alive(worker)) process.kill(worker, 'SIGKILL');
      }, 5000);
      await exitPromise;
      clearTimeout(timer);
    },
    forceSync() {
      if (!exited) child.kill('SIGTERM');
    },
  });

  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`nginx exited at start:\n${stderr}${readIfExists(join(dir, 'error.log'))}`);
    if (i > 500) throw new Error('nginx did not answer within 10 s');
    const status = await httpRequest(`${base}${options.path}`, { timeoutMs: 2000 }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await sleep(20);
  }
  return { base, pid };
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function readIfExists(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
