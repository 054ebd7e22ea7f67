// A failed load is not an empty market: with the API answering 503, the home page and a listing's page
// say the load failed and offer a Retry that loads the data once the API is back, without a reload.
// The desktop run saves screenshots of the error states at 375 and 1280 px for review.
import type { Page } from '@playwright/test';
import {
  createVerifiedVisitor,
  expect,
  expectAccessible,
  firstListing,
  snap,
  SCREEN_WIDTHS,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

const WIDTHS = [SCREEN_WIDTHS.phone, SCREEN_WIDTHS.desktop];
/** The listings, their facets and any listing's details. */
const LISTINGS = '**/api/properties**';

const unavailable = (page: Page, url: string) =>
  page.route(url, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service Unavailable"}' }),
  );

test('with the listings down, the home page says the deals could not be loaded, and Retry shows them', async ({
  page,
}, info) => {
  test.slow(); // each failed request is tried twice, a second apart, then axe and screenshots
  // Opened from another page, the home page has no cards from the server: all it shows comes from the API.
  await page.goto('/login');
  await unavailable(page, LISTINGS);
  await page
    .getByRole('link', { name: /Dubai Distress Deals/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);

  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load deals" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('Check your connection and try again.');
  await expect(page.getByText('No Properties Found')).toHaveCount(0);
  await expect(page.locator('article')).toHaveCount(0);
  await expectAccessible(page);
  if (info.project.name === 'desktop') await snap(page, 'load-error-home', WIDTHS);

  await page.unroute(LISTINGS);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load deals" })).toHaveCount(0);
  await expect(page.getByText(/^\d+ propert(y|ies)$/)).toBeVisible();
  // The same page all along: Retry asked the API again, it did not reload.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await expect(page).toHaveURL(/\/$/);
});

test("the server's first cards stay when the list then fails to load", async ({ page }) => {
  test.slow(); // each failed request is tried twice, a second apart
  await unavailable(page, LISTINGS);
  await page.goto('/');
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load deals" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('No Properties Found')).toHaveCount(0);

  await page.unroute(LISTINGS);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load deals" })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
});

test("with the API down, a listing's page says its details could not be loaded, not that it is gone", async ({
  page,
  request,
}, info) => {
  test.slow(); // a visitor registers through the mailed code first
  const visitor = await createVerifiedVisitor(request);
  const listing = await firstListing(request);
  await storeVisitor(page, visitor);
  const details = `**/api/properties/${listing.id}`;
  await unavailable(page, details);
  await page.goto(`/property/${listing.id}`);

  const alert = page.getByRole('alert').filter({ hasText: "Couldn't load this property" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Property Not Found' })).toHaveCount(0);
  // The listing's photos, from the server's page, stay beside the message.
  await expect(page.getByRole('region', { name: `Photos of ${listing.property_name}` })).toBeVisible();
  await expectAccessible(page);
  if (info.project.name === 'desktop') await snap(page, 'load-error-property', WIDTHS);

  await page.unroute(details);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load this property" })).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});
