import { BULK_KEPT, bulkFile } from '../../apps/server/test/market-files.ts';
import { adminToken, expect, SCREEN_WIDTHS, snap, storeAdmin, test } from '../support/fixtures.ts';

const DEMO_NOTICE = 'Generated demo data — not real DLD transactions. Your first import replaces it.';

/**
 * A small DLD bulk file: eight sales in Dubai Marina (ids of this run only, so each project adds its
 * own), a mortgage and a sale at an outlier price per m², which the import skips.
 */
function marinaFile(tag: string): Buffer {
  const base = BULK_KEPT[0]!;
  const sales = Array.from({ length: 8 }, (_, i) => ({
    ...base,
    id: `1-11-2025-${tag}${i}`,
    date: `2025-${String(3 + i).padStart(2, '0')}-15 00:00:00`,
    building: `Marina Gate ${1 + (i % 3)}`,
    rooms: i % 2 ? '2 B/R' : '1 B/R',
    sqm: 70 + i * 6,
    value: 1_500_000 + i * 120_000,
  }));
  const mortgage = {
    ...base,
    id: `2-11-2025-${tag}`,
    group: 'Mortgages' as const,
    procedure: 'Mortgage Registration',
  };
  const outlier = { ...base, id: `1-11-2025-${tag}99`, value: 50_000_000 };
  return Buffer.from(bulkFile([...sales, mortgage, outlier]));
}

test('Market data: the demo notice, a DLD file uploaded, its result, and real data loaded', async ({
  page,
  request,
}, info) => {
  const tag = `${info.project.name === 'phone' ? 7 : 3}${Date.now()}`;
  const token = await adminToken(request);
  // Other journeys share the database: the demo sample is there only until someone's first import.
  const status = await request.get('/api/admin/market/status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(status.ok()).toBe(true);
  const { demo } = (await status.json()) as { demo: boolean };

  await storeAdmin(page, request);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Market data' }).click();
  await expect(page).toHaveURL(/\?tab=market$/);
  const panel = page.getByRole('tabpanel', { name: 'Market data' });
  await expect(panel.getByText('Sales loaded')).toBeVisible();
  await expect(panel.getByText(/Dubai Land Department open data \(CC BY 4\.0\)/)).toBeVisible();
  if (demo) {
    await expect(panel.getByText(DEMO_NOTICE)).toBeVisible();
    if (info.project.name === 'desktop')
      await snap(page, 'admin-market-data-demo', [SCREEN_WIDTHS.phone, SCREEN_WIDTHS.tablet]);
  } else await expect(panel.getByText(DEMO_NOTICE)).toHaveCount(0);

  // No file, then one that is not a CSV: said under the field.
  const field = panel.getByLabel('DLD transactions file (CSV)');
  const importButton = panel.getByRole('button', { name: 'Import', exact: true });
  await importButton.click();
  await expect(panel.getByText('Please select a CSV file')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
  await expect(panel.getByText('Please upload a CSV file')).toBeVisible();

  await field.setInputFiles({
    name: `marina-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: marinaFile(tag),
  });
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await importButton.click();

  const result = panel.getByRole('region', { name: 'Import finished' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText(/Rows read\s*10/);
  await expect(result).toContainText(/Added\s*8/);
  await expect(result).toContainText(/Already stored\s*0/);
  await expect(result).toContainText(/Skipped\s*2/);
  await expect(result).toContainText('Not a sale (mortgages, gifts): 1');
  await expect(result).toContainText('Outlier price per m²: 1');

  // The status is loaded again: this file is the last import, and the data is no longer the demo.
  await expect(panel.getByText(`marina-${tag}.csv`)).toBeVisible();
  await expect(panel.getByText(DEMO_NOTICE)).toHaveCount(0);

  if (info.project.name === 'desktop')
    await snap(page, 'admin-market-data', [SCREEN_WIDTHS.phone, SCREEN_WIDTHS.desktop]);

  // The same file again adds nothing twice.
  await field.setInputFiles({ name: `marina-${tag}.csv`, mimeType: 'text/csv', buffer: marinaFile(tag) });
  await importButton.click();
  await expect(result).toContainText(/Added\s*0/, { timeout: 20_000 });
  await expect(result).toContainText(/Already stored\s*8/);
});
