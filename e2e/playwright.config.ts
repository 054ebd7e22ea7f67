import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { chromiumLaunchOptions } from './chromium.ts';

// Each worker has a site of its own: server, database, inbox and fake Telegram (support/site.ts), on ports
// from E2E_PORT up, ten per site. One worker per two cores unless E2E_WORKERS says otherwise: a worker's
// Chromium and its site each keep a core busy (with two workers on two cores the load average reached 10
// and the dashboard's first load outlasted the journeys' 5 s checks).
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2));

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Builds once, then starts a site per worker and one for the destructive project.
  globalSetup: './support/global-setup.ts',
  // A file's journeys run in order in one worker (some build on what the one before left).
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The checks wait up to 10 s: a timeout is not a speed target (those are in bench/), and the cores may be busy.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A trace is recorded on a failed journey's retry only (CI retries once; locally pass `--trace on`):
    // recording every journey's trace took a quarter of the browser tests' time and CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /destructive/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Only the journeys that differ on a phone, tagged @phone: the first screen, the layout and its
    // hidden or moved controls (header, filter bar, the deal page's bottom bar), touch, and the axe checks
    // of each screen at the phone's width. The rest behave the same at every width and run on desktop.
    {
      name: 'phone',
      testIgnore: /destructive/,
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    // Empties the site: on a site of its own (the last one), so no other journey sees it empty.
    {
      name: 'destructive',
      testMatch: /destructive/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
});
