// The home page past the whole-list limit (ADR 0021): pages of the view from the API, never the list.
import { adminToken, createListing, expect, expectAccessible, test } from '../support/fixtures.ts';
import { copyListing, removeCopies } from '../support/database.ts';

const COPIES = 850;
const PREFIX = 'scale-copy-';

test('with 850 more listings the home page pages through the API, with the same filters, URL and Back', async ({
  page,
  request,
}) => {
  // 850 rows written, the list built again and an accessibility scan of 48 cards.
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const listing = await createListing(request, token, { property_name: 'Scale Tower 0' });
  const touch = async () => {
    const res = await request.patch(`/api/admin/properties/${listing.id}/order?display_order=0`, { headers });
    expect(res.status(), await res.text()).toBe(200);
  };
  copyListing(listing.id, PREFIX, COPIES);
  try {
    await touch();
    const requests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/properties') requests.push(url.search);
    });

    await page.goto('/?location=Scale+Hills&sort=price');
    const cards = page.locator('article');
    // The server's first screen, then the API's first page of the view: 24 cards.
    await expect(page.getByText(/^Showing 425 of /)).toBeVisible();
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Scale Tower 1');
    await expect(cards.nth(1).getByRole('heading', { level: 3 })).toHaveText('Scale Tower 3');
    await page.getByRole('button', { name: 'Show more deals (401 more)' }).click();
    await expect(cards).toHaveCount(48);
    await expect(cards.nth(24).getByRole('heading', { level: 3 })).toHaveText('Scale Tower 49');
    await expectAccessible(page);

    // Search is sent once typing pauses; another choice is a new history entry, which Back leaves.
    await page.getByLabel('Search', { exact: true }).pressSequentially('tower 8', { delay: 30 });
    await expect(page).toHaveURL(/[?&]q=tower\+8(&|$)/);
    // Towers 8x and 8xx in the Hills (odd numbers): 81…89 and 801…849.
    await expect(page.getByText(/^Showing 30 of /)).toBeVisible();
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Scale Tower 81');
    await page.getByLabel('Location').selectOption('Scale Bay');
    // 8, 80…88 and 800…850 (even numbers).
    await expect(page.getByText(/^Showing 32 of /)).toBeVisible();
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Scale Tower 8');
    await page.goBack();
    await expect(page).toHaveURL(/location=Scale\+Hills/);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Scale Tower 81');

    // Never the whole list: every request carried a page size.
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const search of requests) expect(search).toMatch(/[?&]limit=24(&|$)/);
  } finally {
    removeCopies(PREFIX);
    await request.delete(`/api/admin/properties/${listing.id}`, { headers });
  }
});
