// Screenshots of a running site at phone, tablet and desktop widths, for the README and for review.
// Usage: npx tsx e2e/screenshots.ts [base-url] [out-dir]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from './chromium.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin@123' }),
});
const token = login.ok ? ((await login.json()) as { token: string }).token : undefined;
const [first] = (await (await fetch(`${base}/api/properties?limit=1`)).json()) as { id: string }[];

for (const [name, width, height] of [
  ['phone', 375, 812],
  ['tablet', 768, 1024],
  ['desktop', 1280, 1400],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(base);
  await page.locator('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/home-${name}.png` });
  if (token && first) {
    await page.evaluate((t) => localStorage.setItem('admin_token', t), token);
    await page.goto(`${base}/property/${first.id}`);
    await page.getByRole('button', { name: 'Submit Inquiry' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/property-${name}.png` });
    if (name === 'desktop') {
      await page.evaluate(() => localStorage.setItem('admin_username', 'admin'));
      await page.goto(`${base}/admin/dashboard`);
      await page.getByRole('button', { name: 'Add Property' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${out}/admin-${name}.png` });
    }
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots written to ${out}`);
