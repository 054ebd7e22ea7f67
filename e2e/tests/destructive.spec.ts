// Empties the site: its own project in playwright.config.ts, so it runs on a site of its own.
import { expect, storeAdmin, test } from '../support/fixtures.ts';

test('Удалить всё asks twice, then the dashboard and the public site are empty', async ({
  page,
  request,
}) => {
  await storeAdmin(page, request);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Удалить всё' }).click();
  const first = page.getByRole('dialog', { name: 'Delete all properties?' });
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expect(first).toBeHidden();
  await expect(page.getByRole('tab', { name: /^Properties \((\d+)\)$/ })).not.toHaveText(/\(0\)/);

  await page.getByRole('button', { name: 'Удалить всё' }).click();
  await first.getByRole('button', { name: 'Continue' }).click();
  const second = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
  await second.getByRole('button', { name: /^Yes, delete all/ }).click();
  await expect(page.getByText(/^All properties deleted/)).toBeVisible();
  await expect(page.getByText('No Properties Yet')).toBeVisible();

  await page.goto('/');
  await expect(page.getByText('No Properties Found')).toBeVisible();
});
