// One Lighthouse run (CLI 12.8.2 through npx, kept out of the lockfile: see STACK.md) against a
// Debian Chromium that this module starts itself, with a fresh profile per run.
//
// Why our own browser instead of letting Lighthouse launch one: the detail page needs a visitor login
// in localStorage, and Lighthouse has no flag that sets storage. So the browser is started with a
// DevTools port, Playwright connects to it over CDP and writes the login on a same-origin JSON address
// (/api/health: no page assets enter the HTTP cache), and Lighthouse then drives the same browser
// through `--port`. Lighthouse 12 clears the HTTP cache, service workers and Cache Storage before
// loading the page, but not localStorage (its default clearStorageTypes), so each run is a cold load
// by a logged-in visitor.
import { chromium } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { track } from './cleanup.ts';
import { sleep } from './net.ts';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The e2e tests' flags (no outside traffic, STACK.md) plus chrome-launcher's defaults that keep timings steady. */
const CHROMIUM_FLAGS = [
  '--headless',
  ...chromiumLaunchOptions.args,
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
];

/** The parts of a Lighthouse result (LHR) this benchmark reads. */
export interface LighthouseResult {
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }
  >;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: {
        items?: {
          items?: { node?: { snippet?: string } }[];
          node?: { snippet?: string };
          /** network-requests: each request's address and bytes on the wire. */
          url?: string;
          transferSize?: number;
        }[];
      };
    }
  >;
}

interface Browser {
  port: number;
  close(): Promise<void>;
}

/**
 * Removes a run's temp profile. A leftover temp folder must not cost the run its figures: if files are
 * still being written after a few seconds of retries, it is left behind with a note.
 */
function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  } catch (error) {
    console.warn(`  (could not remove ${profile}: ${(error as Error).message})`);
  }
}

/** Chromium with a DevTools port on a fresh temp profile; the port is read from DevToolsActivePort. */
async function startChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'dd-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    // A process group of its own, so that closing it also ends its renderer, GPU and utility processes,
    // which otherwise go on writing into the profile after the browser process has exited.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group is gone already
    }
  };
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (!exited) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    signal('SIGKILL'); // whatever of the group is left
    removeProfile(profile);
  };
  track({
    name: 'chromium',
    close,
    forceSync() {
      signal('SIGKILL');
      removeProfile(profile);
    },
  });

  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; !existsSync(portFile) || readFileSync(portFile, 'utf8').trim() === ''; waited += 50) {
    if (exited) throw new Error(`Chromium exited at start:\n${stderr}`);
    if (waited > 20_000) throw new Error('Chromium did not open its DevTools port within 20 s');
    await sleep(50);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return { port, close };
}

/** Writes `storage` into the localStorage of `origin`, from a page on `storagePage` of that origin. */
async function seedLocalStorage(
  port: number,
  storagePage: string,
  storage: Record<string, string>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(storagePage);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects: the browser and its storage stay
  }
}

let running: ChildProcess | undefined;

/** Stops the Lighthouse run in progress (Ctrl-C). */
export function stopLighthouse(): void {
  running?.kill('SIGTERM');
}

/** `npx -y lighthouse@12.8.2 <url> --port=<port>`, writing `<reportBase>.report.{json,html}`. */
function lighthouseCli(url: string, port: number, reportBase: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        `--port=${port}`,
        '--output=json',
        '--output=html',
        `--output-path=${reportBase}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--quiet',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    running = child;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running = undefined;
      if (code === 0) resolve();
      else {
        const reason = stderr.trim().split('\n').at(-1) ?? '';
        reject(new Error(`lighthouse exited with ${signal ?? `code ${code}`}: ${reason}`));
      }
    });
  });
}

/**
 * One cold Lighthouse run (mobile preset: the default form factor) of `url` in a new browser; with
 * `storage`, those localStorage entries are in place before the page loads. The JSON and HTML reports
 * are kept as `<reportBase>.report.json` and `.report.html`.
 */
export async function runLighthouse(
  url: string,
  options: { reportBase: string; storage?: Record<string, string>; storagePage?: string },
): Promise<LighthouseResult> {
  const browser = await startChromium();
  try {
    if (options.storage) {
      await seedLocalStorage(browser.port, options.storagePage ?? new URL('/', url).href, options.storage);
    }
    await lighthouseCli(url, browser.port, options.reportBase);
    const result = JSON.parse(readFileSync(`${options.reportBase}.report.json`, 'utf8')) as LighthouseResult;
    if (result.runtimeError)
      throw new Error(`Lighthouse: ${result.runtimeError.code}: ${result.runtimeError.message}`);
    return result;
  } finally {
    await browser.close();
  }
}
