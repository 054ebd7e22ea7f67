// Every public screen: axe finds no serious or critical violation (desktop and phone), and the desktop run
// saves full-page screenshots at 375, 768 and 1280 px into e2e/artifacts/screenshots for review.
import type { Page } from '@playwright/test';
import {
  createVerifiedVisitor,
  expect,
  expectAccessible,
  snap,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

async function check(page: Page, name: string, project: string) {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  if (project === 'desktop') await snap(page, name);
}

test('home @phone', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await check(page, 'home', info.project.name);
});

test('home without results @phone', async ({ page }, info) => {
  await page.goto('/?q=no-such-deal-anywhere');
  await expect(page.getByText('No Properties Found')).toBeVisible();
  await check(page, 'home-empty', info.project.name);
});

test('property detail and the inquiry modal @phone', async ({ page, request }, info) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  const [listing] = (await (await request.get('/api/properties?limit=1')).json()) as { id: string }[];
  await page.goto(`/property/${listing!.id}`);
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeVisible();
  await check(page, 'property', info.project.name);
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Inquire About This Property' })).toBeVisible();
  await check(page, 'property-inquiry', info.project.name);
});

test('property not found @phone', async ({ page, request }, info) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  await page.goto('/property/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
  await check(page, 'property-not-found', info.project.name);
});

for (const [name, path, heading] of [
  ['register', '/register', 'Create Account'],
  ['verify-email', '/verify-email', 'Verify Your Email'],
  ['login', '/login', 'Login'],
  ['forgot-password', '/forgot-password', 'Forgot Password'],
  ['reset-password', '/reset-password?token=abc', 'Reset Password'],
  ['reset-password-invalid', '/reset-password', 'Invalid Reset Link'],
] as const) {
  test(`${name} @phone`, async ({ page }, info) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Dubai Distress Deals/);
    await check(page, name, info.project.name);
  });
}

test('forgot-password panel @phone', async ({ page }, info) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Username').fill('admin-who-forgot');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await check(page, 'forgot-password-sent', info.project.name);
});
