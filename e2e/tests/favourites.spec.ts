import type { Page } from '@playwright/test';
import {
  adminToken,
  codeFrom,
  createListing,
  expect,
  expectAccessible,
  snap,
  test,
  uniqueEmail,
  VISITOR_PASSWORD,
  waitForMail,
} from '../support/fixtures.ts';

/** The home page searched for one deal, and that deal's card. */
async function dealOnHome(page: Page, name: string) {
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(/^Showing \d+ of /)).toBeVisible();
  // The hero's WhatsApp link replaces its placeholder once the page has hydrated: a heart pressed in
  // the server's HTML before then does nothing yet.
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  return page.locator('article').filter({ hasText: name });
}

test('a heart pressed before registering is kept; /favorites follows the deal when sold and when deleted', async ({
  page,
  request,
}, info) => {
  // Registers, verifies by e-mail, and reloads /favorites after each of two admin changes: about 22 s
  // on the desktop project and 34 s on the phone, past the default 30 s.
  test.setTimeout(90_000);
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const name = `Favourite Bay ${info.project.name} ${Date.now()}`;
  const listing = await createListing(request, admin.Authorization.slice(7), { property_name: name });
  const email = uniqueEmail('favourites');

  // Logged out: the heart asks to log in or register, and remembers the deal.
  let card = await dealOnHome(page, name);
  const save = card.getByRole('button', { name: `Save ${name}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await snap(page, 'favourites-card-hearts');
  await save.click();
  await expect(page.getByText('Log in or register to save deals to your favourites')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=/);

  // Registers from the login screen, verifies with the mailed code, and is back on the search.
  await page.getByRole('main').getByRole('link', { name: 'Register Now', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Mariam Al Nuaimi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+971 50 246 8100');
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  await page.getByLabel('Verification code').fill(codeFrom(await waitForMail(email)));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/?q=${encodeURIComponent(name)}`);

  // The heart was kept: filled on the card, and on the deal's page.
  card = page.locator('article').filter({ hasText: name });
  const remove = card.getByRole('button', { name: `Remove ${name} from favourites` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'favourites-card-hearts-saved');
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await snap(page, 'favourites-deal-page', [375, 1280], { fullPage: false });

  // The header leads to /favorites, which lists it.
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Your favourites' }).locator(':scope > li').first();
  await expect(saved.getByRole('link', { name })).toHaveAttribute('href', `/property/${listing.id}`);
  await expectAccessible(page);
  await snap(page, 'favourites-page');

  // Sold: the same card, with its ribbon.
  const sold = await request.patch(`/api/admin/properties/${listing.id}/status`, {
    headers: admin,
    data: { status: 'sold' },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  await page.reload();
  await expect(saved.getByRole('link', { name })).toBeVisible();
  await expect(saved.getByText('Sold', { exact: true })).toBeVisible();
  await snap(page, 'favourites-page-sold');

  // Deleted: still there, as no longer listed, under its name.
  const deleted = await request.delete(`/api/admin/properties/${listing.id}`, { headers: admin });
  expect(deleted.status()).toBe(204);
  await page.reload();
  await expect(saved.getByText('No longer listed')).toBeVisible();
  await expect(saved.getByRole('heading', { name })).toBeVisible();
  await expect(saved.getByRole('link', { name })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'favourites-page-removed');

  // Taken out: the page says there are none yet and leads back to the deals.
  await saved.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse deals' })).toHaveAttribute('href', '/');
  await snap(page, 'favourites-page-empty', [375]);
});

test('/favorites asks a visitor without a login to log in, and comes back to it', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page.getByText('Please login to see your favourites')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=\/favorites$/);
});
