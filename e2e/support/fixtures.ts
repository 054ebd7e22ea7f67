// Shared pieces of the browser journeys: a site of its own per worker, a client address of its own per
// test, the captured inbox, sessions made through the real API, and screenshots at phone, tablet and
// desktop widths.
import { test as base, expect } from '@playwright/test';
import axe from 'axe-core';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteAddresses } from './site.ts';

export { expect };

export const ADMIN = { username: 'admin', password: 'Admin@123' } as const;
export const VISITOR_PASSWORD = 'Visitor#2026';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Each worker has a site of its own (support/site.ts, started by the global setup): the tests reach it as
 * baseURL, and its inbox, Telegram and database through E2E_MAIL_URL, E2E_TELEGRAM_URL and E2E_DATA_DIR,
 * set here in the worker's own process. Worker n of desktop and phone uses site n; the destructive
 * project uses the last one, which no other journey sees.
 *
 * Every test presents its own client address in X-Forwarded-For (the e2e server trusts the proxy
 * header), so the per-IP limits on logins and sign-ups stay real without one test starving the next.
 */
export const test = base.extend<{ clientIp: string }, { site: SiteAddresses }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const sites = JSON.parse(process.env.E2E_SITES ?? '[]') as SiteAddresses[];
      const site = workerInfo.project.name === 'destructive' ? sites.at(-1) : sites[workerInfo.parallelIndex];
      if (!site) throw new Error('No site for this worker (support/global-setup.ts starts them)');
      process.env.E2E_MAIL_URL = site.mailUrl;
      process.env.E2E_TELEGRAM_URL = site.telegramUrl;
      process.env.E2E_DATA_DIR = site.dataDir;
      await use(site);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use) => use(randomIp()),
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
    await use(context);
  },
  request: async ({ playwright, baseURL, clientIp }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
    });
    await use(request);
    await request.dispose();
  },
});

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

async function capturedMails(): Promise<Mail[]> {
  const response = await fetch(`${process.env.E2E_MAIL_URL}/messages`);
  return (await response.json()) as Mail[];
}

/** How many e-mails the inbox holds now: pass it to waitForMail to wait for a newer one only. */
export const mailMark = async (): Promise<number> => (await capturedMails()).length;

/** The newest captured e-mail to `to` that matches (among those after `since`), waiting for it to arrive. */
export async function waitForMail(
  to: string,
  matches: (mail: Mail) => boolean = () => true,
  since = 0,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await capturedMails()).slice(since);
        found = mails.filter((m) => m.to.includes(to) && matches(m)).at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

export function codeFrom(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}

export function resetLinkFrom(mail: Mail): string {
  const link = /https?:\/\/\S*\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}

export const uniqueEmail = (prefix = 'visitor') => `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;

export interface VisitorSession {
  email: string;
  password: string;
  token: string;
  user: unknown;
}

/** Registers and verifies a visitor through the API, with the code from the captured e-mail. */
export async function createVerifiedVisitor(request: APIRequestContext): Promise<VisitorSession> {
  const email = uniqueEmail();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Layla Haddad', email, phone: '+971 50 123 4567', password: VISITOR_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const code = codeFrom(await waitForMail(email));
  const verified = await request.post('/api/auth/verify-email', { data: { email, code } });
  expect(verified.ok()).toBe(true);
  const { token, user } = (await verified.json()) as { token: string; user: unknown };
  return { email, password: VISITOR_PASSWORD, token, user };
}

export async function adminToken(request: APIRequestContext, password: string = ADMIN.password) {
  const response = await request.post('/api/auth/login', { data: { username: ADMIN.username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Stores a session in the browser the way the login screens do, before the first page loads. */
export async function storeSession(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

export const storeVisitor = (page: Page, visitor: VisitorSession) =>
  storeSession(page, { token: visitor.token, user: JSON.stringify(visitor.user) });

export const storeAdmin = async (page: Page, request: APIRequestContext) =>
  storeSession(page, { admin_token: await adminToken(request), admin_username: ADMIN.username });

export const SCREEN_WIDTHS = { phone: 375, tablet: 768, desktop: 1280 } as const;
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/**
 * Full-page screenshots at the given widths into e2e/artifacts/screenshots/<name>-<width>.png, for a person
 * to look at: taken only when E2E_SCREENSHOTS is set (they assert nothing, and each costs the browser a
 * second or more of drawing).
 */
export async function snap(
  page: Page,
  name: string,
  widths: readonly number[] = Object.values(SCREEN_WIDTHS),
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 1000 });
    await page.waitForTimeout(150); // layout settles, lazy images start
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Axe finds no serious or critical accessibility violation on the page as it is now, or in the part of it
 * that `include` selects (a dialog), leaving out what `exclude` selects. axe-core runs in the page itself
 * and hands back only its violations: the pages have no frames, and @axe-core/playwright's way (a blank
 * page opened to merge the frames' results, every node that passed sent back) took 6–8 s a check instead
 * of under one.
 */
export async function expectAccessible(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<void> {
  // A toast fading in is checked at its final colours, not at a frame of its fade: wait two frames
  // (a toast starts its transition on the frame after it mounts), then for every animation and
  // transition that ends (not the loops, such as a skeleton's pulse), 3 s at most.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ([selector, left]) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const context =
        selector || left ? { include: [selector ?? 'html'], exclude: left ? [left] : [] } : document;
      const results = await inPage.run(context, {
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    [include, exclude] as const,
  );
  expect(violations).toEqual([]);
}

/** The first listing of the public list (the order the home page shows). */
export async function firstListing(request: APIRequestContext) {
  const response = await request.get('/api/properties?limit=1');
  const [listing] = (await response.json()) as {
    id: string;
    property_name: string;
    discount_percent: number;
    market_verdict: 'below' | 'at' | 'above' | 'unknown';
  }[];
  return listing!;
}

export const LISTING_FIELDS = {
  property_name: 'Harbour Gate Residences',
  developer: 'Emaar',
  location: 'Dubai Creek Harbour',
  property_type: '2BR',
  furnishing: 'Unfurnished',
  size_sqft: '1180',
  floor_level: 'High floor',
  view_type: 'Creek view',
  has_balcony: 'true',
  has_pool: 'false',
  parking_spaces: '1',
  handover_date: 'Q4 2027',
  payment_plan: '60/40',
  original_price: '2400000',
  distress_price: '1900000',
};

/** Creates a listing through the admin API; returns its id. */
export async function createListing(
  request: APIRequestContext,
  token: string,
  fields: Partial<typeof LISTING_FIELDS> = {},
): Promise<{ id: string; property_name: string }> {
  const response = await request.post('/api/admin/properties', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ...LISTING_FIELDS, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; property_name: string };
}
