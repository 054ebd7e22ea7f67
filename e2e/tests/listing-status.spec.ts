import type { APIRequestContext, Page } from '@playwright/test';
import { backdateStatus } from '../support/database.ts';
import {
  adminToken,
  createListing,
  expect,
  expectAccessible,
  storeAdmin,
  test,
} from '../support/fixtures.ts';

const SOLD_NOTE = 'This property has been sold and no longer takes inquiries.';

const api = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    setStatus: async (id: string, status: string) => {
      const res = await request.patch(`/api/admin/properties/${id}/status`, { headers, data: { status } });
      expect(res.status(), await res.text()).toBe(200);
    },
    /** Any admin write: the server builds its cached public list again. */
    touch: async (id: string) => {
      const res = await request.patch(`/api/admin/properties/${id}/order?display_order=0`, { headers });
      expect(res.status(), await res.text()).toBe(200);
    },
    remove: async (id: string) => {
      await request.delete(`/api/admin/properties/${id}`, { headers });
    },
  };
};

/** The public home page searched for the listing's name, as a visitor opens it. */
async function searchHome(page: Page, name: string, extra = '') {
  await page.goto(`/?q=${encodeURIComponent(name)}${extra}`);
  await expect(page.getByText(/^Showing \d+ of /)).toBeVisible();
}

test('the admin marks a deal sold on its card: SOLD on the home card and the detail, no inquiries', async ({
  page,
  request,
}, info) => {
  const token = await adminToken(request);
  const name = `Status Tower ${info.project.name} ${Date.now()}`;
  const listing = await createListing(request, token, { property_name: name });
  try {
    await storeAdmin(page, request);
    await page.goto('/admin/dashboard');
    const card = page.getByRole('listitem').filter({ hasText: name });
    const status = card.getByRole('combobox', { name: `Status of ${name}` });
    await expect(status).toHaveValue('available');

    await status.selectOption({ label: 'Reserved' });
    await expect(page.getByText('Status updated')).toBeVisible();
    await expect(card.locator('span', { hasText: /^Reserved$/ })).toBeVisible();
    await searchHome(page, name);
    const publicCard = page.locator('article').filter({ hasText: name });
    await expect(publicCard.getByText('Reserved', { exact: true })).toBeVisible();

    await page.goto('/admin/dashboard');
    await status.selectOption({ label: 'Sold' });
    await expect(page.getByText('Status updated')).toBeVisible();
    await expect(status).toHaveValue('sold');
    await expect(card.locator('span', { hasText: /^Sold$/ })).toBeVisible();

    // Sold: off the grid at once; "Show sold deals" shows it with its ribbon and no price promotion.
    await searchHome(page, name);
    await expect(page.getByText('No Properties Found')).toBeVisible();
    await searchHome(page, name, '&sold=1');
    await expect(publicCard.getByText('Sold', { exact: true })).toBeVisible();
    await expect(publicCard.getByText('Reserved', { exact: true })).toHaveCount(0);
    await expect(publicCard.getByText(/% OFF/)).toHaveCount(0);
    await expectAccessible(page);

    // The listing's page (the stored admin login opens it): the ribbon, and a note for Submit Inquiry.
    await publicCard.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('main').getByText('Sold', { exact: true })).toBeVisible();
    await expect(page.getByText(SOLD_NOTE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toHaveCount(0);

    // Straight from the server's HTML, before the scripts run, the ribbon is there too.
    const html = await (await request.get(`/property/${listing.id}`)).text();
    expect(html).toMatch(/<div id="root">.*>Sold<\/span>/s);

    // And the API refuses an inquiry with the same words.
    const inquiry = await request.post('/api/inquiries', {
      data: {
        property_id: listing.id,
        name: 'Omar Khalid',
        email: 'omar.khalid@example.com',
        phone: '+971 50 765 4321',
        message: 'Is it still available?',
      },
    });
    expect(inquiry.status()).toBe(409);
    expect(await inquiry.json()).toMatchObject({ detail: SOLD_NOTE });
  } finally {
    await api(request, token).remove(listing.id);
  }
});

test('a sold deal leaves the grid at once, and "Show sold deals" brings it back', async ({
  page,
  request,
}, info) => {
  const token = await adminToken(request);
  const admin = api(request, token);
  const name = `Sold Long Ago ${info.project.name} ${Date.now()}`;
  const old = await createListing(request, token, { property_name: name });
  try {
    await admin.setStatus(old.id, 'sold');
    backdateStatus(old.id, 10);
    await admin.touch(old.id);

    await searchHome(page, name);
    await expect(page.getByText('No Properties Found')).toBeVisible();

    await searchHome(page, name);
    const toggle = page.getByRole('checkbox', { name: 'Show sold deals' });
    await expect(toggle).not.toBeChecked();
    // Clicked, not check(): the box follows the URL, which the router updates in a transition.
    await toggle.click();
    await expect(page).toHaveURL(/[?&]sold=1(&|$)/);
    await expect(toggle).toBeChecked();
    const card = page.locator('article').filter({ hasText: name });
    await expect(card.getByText('Sold', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The view is in the URL: a reload (or a shared link) shows it the same way.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show sold deals' })).toBeChecked();
    await expect(card).toBeVisible();

    await page.getByRole('checkbox', { name: 'Show sold deals' }).click();
    await expect(page).not.toHaveURL(/sold=1/);
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('No Properties Found')).toBeVisible();
  } finally {
    await admin.remove(old.id);
  }
});
