import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngImage } from '../../apps/server/test/images.ts';
import { adText, chatExport, message, serviceMessage } from '../../apps/server/test/telegram-export.ts';
import { makeZip } from '../../apps/server/test/zip.ts';
import { expect, storeAdmin, test } from '../support/fixtures.ts';

/**
 * A channel export with two ads (one with a photo), a greeting, a service message and a broken ad. Its
 * ads are deals `deal` + 1 and + 2: exports meant to be new must not repeat another's deals (their
 * prices 5 % apart at least), or they would be kept as other posts of those deals (ADR 0019).
 */
function channel(tag: string, deal: number, photo?: string) {
  return chatExport(`Deals ${tag}`, 7_000_000 + Math.floor(Math.random() * 1_000_000), [
    serviceMessage(1),
    message(2, { text: adText(deal + 1, { name: `Import One ${tag}` }), ...(photo ? { photo } : {}) }),
    message(3, { text: 'Good morning everyone!' }),
    message(4, { text: adText(deal + 2, { name: `Import Two ${tag}` }) }),
    message(5, { text: 'DISTRESS DEAL Marina 2BR original price AED 2,000,000 call now' }),
  ]);
}

test('Bulk Add: wrong file, then a JSON export and a ZIP export with photos, with their results', async ({
  page,
  request,
}, info) => {
  const tag = `${info.project.name}-${Date.now()}`;
  // Each project (desktop, phone) imports deals of its own into the shared database.
  const deals = info.project.name === 'phone' ? 100 : 0;
  const dir = mkdtempSync(join(tmpdir(), 'dd-e2e-export-'));
  const json = join(dir, 'result.json');
  writeFileSync(json, JSON.stringify(channel(`${tag} json`, deals)));
  const zip = join(dir, 'export.zip');
  const photo = await pngImage(640, 400, '#3767a8');
  writeFileSync(
    zip,
    makeZip([
      {
        name: 'ChatExport/result.json',
        data: Buffer.from(JSON.stringify(channel(`${tag} zip`, deals + 30, 'photos/p1.png'))),
      },
      { name: 'ChatExport/photos/p1.png', data: photo },
    ]),
  );
  const notes = join(dir, 'notes.txt');
  writeFileSync(notes, 'not an export');

  await storeAdmin(page, request);
  await page.goto('/admin/dashboard');
  const propertiesTab = page.getByRole('tab', { name: /^Properties \(\d+\)$/ });
  await expect(propertiesTab).toBeVisible();
  const count = async () => Number(/\((\d+)\)/.exec(await propertiesTab.innerText())![1]);
  const before = await count();
  await page.getByRole('button', { name: 'Bulk Add' }).click();
  const modal = page.getByRole('dialog', { name: 'Bulk Add' });
  await modal.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(page.getByText('Please select a JSON file')).toBeVisible();
  await modal.getByLabel('Export file').setInputFiles(notes);
  await modal.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(page.getByText('Please upload a JSON file')).toBeVisible();

  await modal.getByLabel('Export file').setInputFiles(json);
  await modal.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(modal.getByText('Total messages')).toBeVisible();
  await expect(modal).toContainText(/Created\s*2/);
  await expect(modal).toContainText(/Total messages\s*5/);
  await modal.getByRole('button', { name: 'Done' }).click();
  // The list refreshes: two more listings.
  await expect.poll(count).toBe(before + 2);

  await page.getByRole('button', { name: 'Bulk Add' }).click();
  await modal.getByLabel('Export file').setInputFiles(zip);
  await modal.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(modal).toContainText(/Created\s*2/);
  await expect(modal).toContainText(/Images attached\s*1/);
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect.poll(count).toBe(before + 4);

  // Importing the same export again creates nothing twice.
  await page.getByRole('button', { name: 'Bulk Add' }).click();
  await modal.getByLabel('Export file').setInputFiles(json);
  await modal.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(modal).toContainText(/Created\s*0/);
  await expect(modal).toContainText(/Skipped/);
});
