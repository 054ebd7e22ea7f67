import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_BOT_TOKEN } from '../apps/server/test/fake-bot-api.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4319);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The captured inbox (support/mail-catcher.ts): SMTP for the site, HTTP for the tests. */
const MAIL_SMTP_PORT = PORT + 6;
export const MAIL_HTTP_URL = `http://127.0.0.1:${PORT + 7}`;
process.env.E2E_MAIL_URL = MAIL_HTTP_URL;
/** The fake Telegram Bot API (support/fake-telegram.ts): the site's bot polls it, the tests push updates. */
const TELEGRAM_PORT = PORT + 8;
export const TELEGRAM_URL = `http://127.0.0.1:${TELEGRAM_PORT}`;
process.env.E2E_TELEGRAM_URL = TELEGRAM_URL;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dd-e2e-'));
// The test workers load this file again: they find the same directory here (support/database.ts).
process.env.E2E_DATA_DIR = dataDir;

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /destructive/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    { name: 'phone', testIgnore: /destructive/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // Empties the site, so it runs once, after every other journey.
    {
      name: 'destructive',
      testMatch: /destructive/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'npx tsx support/mail-catcher.ts',
      url: `${MAIL_HTTP_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(PORT + 7) },
    },
    {
      command: 'npx tsx support/fake-telegram.ts',
      url: `${TELEGRAM_URL}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_TELEGRAM_PORT: String(TELEGRAM_PORT) },
    },
    {
      command: 'node ../scripts/start.mjs',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        APP_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        MAIL_FROM: 'Dubai Distress Deals <deals@e2e.test>',
        ADMIN_EMAIL: 'owner@e2e.test',
        // The bot follows channels on the fake Bot API; with no update queued it only long-polls.
        TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
        TELEGRAM_API_ROOT: TELEGRAM_URL,
        // Each test presents its own client address (support/fixtures.ts), as a proxy in front would:
        // the per-IP limits of the login and sign-up calls stay on without one test starving the next.
        TRUST_PROXY: 'true',
      },
    },
  ],
});
