// Every admin screen, tab and modal: axe finds no serious or critical violation, and the desktop run saves
// screenshots at 768 and 1280 px into e2e/artifacts/screenshots for review.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, snap, SCREEN_WIDTHS, storeAdmin, test } from '../support/fixtures.ts';

const WIDTHS = [SCREEN_WIDTHS.tablet, SCREEN_WIDTHS.desktop];

async function check(page: Page, name: string, project: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  if (project === 'desktop') await snap(page, name, WIDTHS, { fullPage });
}

/** A dialog covers the viewport: the screenshot is of the viewport. */
const checkDialog = (page: Page, name: string, project: string) => check(page, name, project, false);

test('admin login @phone', async ({ page }, info) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await check(page, 'admin-login', info.project.name);
});

test('every dashboard tab @phone', async ({ page, request }, info) => {
  test.slow(); // five tabs, each checked by axe and photographed at two widths
  await storeAdmin(page, request);
  for (const [id, ready] of [
    ['properties', () => page.getByRole('button', { name: 'Add Property' })],
    ['quick-add', () => page.getByLabel('Telegram ad text')],
    ['inquiries', () => page.getByRole('tab', { name: /^Inquiries/ })],
    ['contacts', () => page.getByLabel('WhatsApp (optional)')],
    ['password', () => page.getByLabel('Current password')],
  ] as const) {
    await page.goto(`/admin/dashboard?tab=${id}`);
    await expect(ready()).toBeVisible();
    await check(page, `admin-${id}`, info.project.name);
  }
});

test('Quick Add with its preview @phone', async ({ page, request }, info) => {
  await storeAdmin(page, request);
  await page.goto('/admin/dashboard?tab=quick-add');
  await page
    .getByLabel('Telegram ad text')
    .fill(
      '🔥 DISTRESS DEAL 🔥\nSeaside Preview — Dubai Marina\n2 BR | 1,150 sq.ft\nOriginal price: AED 2,450,000\nSelling price: AED 1,950,000',
    );
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue(/Marina/);
  await check(page, 'admin-quick-add-preview', info.project.name);
});

test('the modals and confirmations @phone', async ({ page, request }, info) => {
  test.slow(); // five dialogs, each checked by axe and photographed at two widths
  await storeAdmin(page, request);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Property' })).toBeVisible();
  await checkDialog(page, 'admin-add-property', info.project.name);
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Property' })).toBeVisible();
  await checkDialog(page, 'admin-edit-property', info.project.name);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Bulk Add' }).click();
  await expect(page.getByRole('dialog', { name: 'Bulk Add' })).toBeVisible();
  await checkDialog(page, 'admin-bulk-add', info.project.name);
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete this property?' })).toBeVisible();
  await checkDialog(page, 'admin-delete-confirm', info.project.name);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Удалить всё' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete all properties?' })).toBeVisible();
  await checkDialog(page, 'admin-delete-all-confirm', info.project.name);
  await page.getByRole('button', { name: 'Cancel' }).click();
});
