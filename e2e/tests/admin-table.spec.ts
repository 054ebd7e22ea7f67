// The Properties tab's table view: sort, filter and bulk changes over the listings, and thousands of them.
import type { APIRequestContext, Page } from '@playwright/test';
import { copyListing, removeCopies } from '../support/database.ts';
import {
  adminToken,
  createListing,
  expect,
  expectAccessible,
  snap,
  storeAdmin,
  test,
} from '../support/fixtures.ts';

const bulk = async (request: APIRequestContext, token: string, data: object) => {
  const res = await request.post('/api/admin/properties/bulk', {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json() as Promise<{ changed: number }>;
};

const table = (page: Page) => page.getByRole('table', { name: 'Admin property listings table' });
/** The names of the rows drawn, top to bottom (from their checkboxes' names). */
const rowNames = async (page: Page) =>
  (await table(page)
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .evaluateAll((boxes) =>
      boxes.map((box) => box.getAttribute('aria-label')!.replace(/^Select /, '')),
    )) as string[];
const header = (page: Page, name: string) =>
  table(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });

test('the table view sorts, filters and marks several listings reserved at once, then deletes them', async ({
  page,
  request,
}, info) => {
  // A first visit to the dashboard loads its code; on a busy machine that alone can take many seconds.
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const tag = `Grid ${info.project.name} ${Date.now()}`;
  const prices = { Alpha: '1900000', Bravo: '1200000', Charlie: '1500000', Delta: '2100000' };
  const made = [];
  for (const [name, price] of Object.entries(prices))
    made.push(
      await createListing(request, token, {
        property_name: `${tag} ${name}`,
        original_price: '2500000',
        distress_price: price,
      }),
    );
  try {
    await storeAdmin(page, request);
    await page.goto('/admin/dashboard');
    // The cards stay the default.
    await expect(page.getByRole('list', { name: 'Admin property listings' })).toBeVisible({
      timeout: 45_000,
    });
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page).toHaveURL(/[?&]view=table(&|$)/);
    await expect(table(page)).toBeVisible();

    await page.getByLabel('Search properties').fill(tag);
    await expect(page.getByText(/^Showing 4 of /)).toBeVisible();

    await header(page, 'Price').getByRole('button').click();
    await expect(header(page, 'Price')).toHaveAttribute('aria-sort', 'ascending');
    expect(await rowNames(page)).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta'].map((n) => `${tag} ${n}`));
    await header(page, 'Price').getByRole('button').click();
    await expect(header(page, 'Price')).toHaveAttribute('aria-sort', 'descending');
    expect(await rowNames(page)).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo'].map((n) => `${tag} ${n}`));

    // Two of them reserved in one go.
    await page.getByRole('checkbox', { name: `Select ${tag} Bravo` }).check();
    await page.getByRole('checkbox', { name: `Select ${tag} Charlie` }).check();
    const selection = page.getByRole('group', { name: 'Selected listings' });
    await expect(selection).toContainText('2 listings selected');
    await expectAccessible(page);
    await selection.getByLabel('Set status').selectOption({ label: 'Reserved' });
    await selection.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Marked 2 listings reserved.')).toBeVisible();
    await expect(selection).toBeHidden();
    const bravo = page.getByRole('row').filter({ hasText: `${tag} Bravo` });
    await expect(bravo.getByText('Reserved', { exact: true })).toBeVisible();

    // The status filter finds them, with the search still on.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Reserved' });
    await expect(page.getByText(/^Showing 2 of /)).toBeVisible();
    expect((await rowNames(page)).sort()).toEqual([`${tag} Bravo`, `${tag} Charlie`]);
    if (info.project.name === 'desktop') {
      await page.getByRole('checkbox', { name: `Select ${tag} Bravo` }).check();
      await snap(page, 'admin-table');
      await page.getByRole('checkbox', { name: `Select ${tag} Bravo` }).uncheck();
    }

    // Both deleted after one confirmation naming the count.
    await page.getByRole('checkbox', { name: 'Select all 2 shown' }).check();
    await selection.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 listings?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete 2 listings' }).click();
    await expect(page.getByText('Deleted 2 listings.')).toBeVisible();
    await expect(page.getByText('No listings match the search and filters.')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
    await expect(page.getByText(/^Showing 2 of /)).toBeVisible();

    // A reload keeps the table; the public list no longer has the deleted ones.
    await page.reload();
    await expect(table(page)).toBeVisible({ timeout: 45_000 });
    const list = (await (await request.get(`/api/properties?q=${encodeURIComponent(tag)}`)).json()) as {
      property_name: string;
    }[];
    expect(list.map((p) => p.property_name).sort()).toEqual([`${tag} Alpha`, `${tag} Delta`]);
  } finally {
    await bulk(request, token, { action: 'delete', ids: made.map((m) => m.id) });
  }
});

const COPIES = 5000;
const PREFIX = 'table-copy-';

test('5,000 listings load into the table, sort, and scroll to the last one', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'a measurement: once is enough');
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const listing = await createListing(request, token, { property_name: 'Scale Tower 0' });
  copyListing(listing.id, PREFIX, COPIES);
  try {
    // Any admin write: the server's caches are built again.
    await bulk(request, token, { action: 'set_status', status: 'available', ids: [listing.id] });
    let started = Date.now();
    const answer = await request.get('/api/admin/properties', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const apiMs = Date.now() - started;
    const bytes = (await answer.body()).length;

    await storeAdmin(page, request);
    started = Date.now();
    await page.goto('/admin/dashboard?view=table');
    await expect(page.getByText(/^Showing 5,0\d\d of 5,0\d\d listings$/)).toBeVisible({ timeout: 90_000 });
    await expect(
      table(page)
        .getByRole('checkbox', { name: /^Select / })
        .nth(5),
    ).toBeVisible();
    const firstRowsMs = Date.now() - started;
    // Only what is near the screen is drawn.
    expect((await rowNames(page)).length).toBeLessThan(80);

    started = Date.now();
    await header(page, 'Name').getByRole('button').click();
    await header(page, 'Name').getByRole('button').click();
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
    const sortMs = Date.now() - started;

    started = Date.now();
    await page.getByLabel('Search properties').fill('Scale Tower 4999');
    await expect(page.getByText(/^Showing 1 of /)).toBeVisible();
    await page.getByLabel('Search properties').fill('Scale Tower');
    await expect(page.getByText(/^Showing 5,00\d of /)).toBeVisible();
    const searchMs = Date.now() - started;

    // Scrolled to the end, the last rows are drawn (by name, descending: Scale Tower 0 is last).
    started = Date.now();
    await page.getByRole('region', { name: 'Listings table (scrolls)' }).evaluate((box) => {
      box.scrollTop = box.scrollHeight;
    });
    await expect(
      page.getByRole('checkbox', { name: 'Select Scale Tower 0', exact: true }).first(),
    ).toBeVisible();
    const scrollMs = Date.now() - started;
    console.log(
      `admin table with ${COPIES + 1} more listings: API ${apiMs} ms (${Math.round(bytes / 1024)} KB), ` +
        `first rows ${firstRowsMs} ms, two sorts ${sortMs} ms, search and clear ${searchMs} ms, ` +
        `scroll to the end ${scrollMs} ms`,
    );
  } finally {
    removeCopies(PREFIX);
    await bulk(request, token, { action: 'delete', ids: [listing.id] });
  }
});
