// One test worker's own site: the built server on a fresh SQLite database (its own DATA_DIR, with the
// demo seed), its inbox (mail-catcher.ts) and its Telegram (fake-telegram.ts). Workers share nothing, so
// they run side by side without seeing each other's listings, e-mails or rate limits. The global setup
// starts them (global-setup.ts), the site fixture (fixtures.ts) gives each worker its own.
//
// Ports: site n (worker n, Playwright's parallelIndex; the last one the destructive project's) takes
// E2E_PORT + 10·n, and the three ports 6, 7 and 8 above it for the inbox's SMTP, the inbox's HTTP view
// and the fake Telegram.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_BOT_TOKEN } from '../../apps/server/test/fake-bot-api.ts';
import { startFakeTelegram } from './fake-telegram.ts';
import { startMailCatcher } from './mail-catcher.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
/** How far apart two workers' port blocks are. */
const PORTS_PER_WORKER = 10;
const ROOT = join(import.meta.dirname, '..', '..');

/** What a worker needs of its site; the global setup passes it to the workers in E2E_SITES. */
export interface SiteAddresses {
  /** The site's origin: the tests' baseURL. */
  url: string;
  /** The inbox's HTTP view (GET /messages). */
  mailUrl: string;
  /** The fake Telegram's root (POST /__control/…). */
  telegramUrl: string;
  /** The server's DATA_DIR: support/database.ts opens its app.db. */
  dataDir: string;
}

export interface Site extends SiteAddresses {
  stop(): Promise<void>;
}

export async function startSite(index: number): Promise<Site> {
  const port = E2E_PORT + PORTS_PER_WORKER * index;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `dd-e2e-${index}-`));
  const mail = await startMailCatcher(port + 6, port + 7);
  const telegram = await startFakeTelegram(port + 8).catch(async (error: unknown) => {
    await mail.stop();
    throw error;
  });

  // The build is made first (global-setup.ts), so start.mjs only starts the server.
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      APP_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${port + 6}`,
      MAIL_FROM: 'Dubai Distress Deals <deals@e2e.test>',
      ADMIN_EMAIL: 'owner@e2e.test',
      // The bot follows channels on the fake Bot API; with no update queued it only long-polls.
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      // Each test presents its own client address (fixtures.ts), as a proxy in front would: the per-IP
      // limits of the login and sign-up calls stay on without one test starving the next.
      TRUST_PROXY: 'true',
    },
  });
  server.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[site ${index}] ${chunk}`));
  // A run that ends without its teardown (the runner killed) takes its server with it.
  const killServer = () => void server.kill('SIGKILL');
  process.once('exit', killServer);

  const stop = async () => {
    process.off('exit', killServer);
    await stopProcess(server);
    await Promise.all([telegram.stop(), mail.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${url}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, mailUrl: mail.url, telegramUrl: telegram.url, dataDir, stop };
}

/** Polls the health check until it answers 200: the migrations and the demo seed have run. */
async function waitForHealth(health: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The e2e server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(health)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The e2e server did not answer ${health} within 240 s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
