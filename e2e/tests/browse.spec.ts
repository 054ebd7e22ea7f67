import type { Page } from '@playwright/test';
import { adminToken, expect, expectAccessible, test } from '../support/fixtures.ts';

/** Waits until the grid shows every card of the filtered list's first page (24 at most). */
const allCardsShown = async (page: Page) => {
  const summary = await page.getByText(/^Showing \d+ of /).innerText();
  const matching = Number(/^Showing (\d+)/.exec(summary)![1]);
  await expect(page.locator('article')).toHaveCount(Math.min(24, matching));
};

/**
 * Where the filters are: the page, or on a phone the Filters sheet, opened (the bar folds them there).
 */
async function filtersOf(page: Page) {
  const button = page.getByRole('button', { name: /^Filters/ });
  if (!(await button.isVisible())) return page;
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filters and sort' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the phone's Filters sheet, if open. */
async function closeFilters(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Filters and sort' });
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: /^Show \d+ deals?$/ }).click();
}

const prices = async (page: Page) => {
  const texts = await page.locator('article p.text-2xl').allInnerTexts();
  return texts.map((t) => Number(t.replace(/\D/g, '')));
};

test('a visitor browses the demo deals and narrows them with the filters @phone', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Exclusive Distressed Property Deals in Dubai' }),
  ).toBeVisible();
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  // The first cards come at once, the rest of the page's 24 in a deferred render right after.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
  await expect(cards.first().getByText(/\d+% OFF/)).toBeVisible();
  await expect(cards.first().getByText(/^Handover: /)).toBeVisible();

  // The app has taken the page over (Contact Us shows then): on a phone the filters' button opens them.
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  await (await filtersOf(page)).getByLabel('Price range').selectOption({ label: 'Under 1M' });
  await closeFilters(page);
  await expect
    .poll(async () => {
      const cheap = await prices(page);
      return cheap.length > 0 && cheap.every((p) => p <= 1_000_000);
    })
    .toBe(true);

  await (await filtersOf(page)).getByLabel('Price range').selectOption('all');
  await closeFilters(page);
  await page.getByLabel('Search', { exact: true }).fill('zzz no such deal');
  await expect(page.getByText('No Properties Found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or check back later for new deals.')).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
});

test('the page fetches the list once, and the filters narrow it after hydration (ADR 0022)', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/properties') listRequests.push(request.url());
  });
  /** The page's own requests for the list, as its resource timings record them. */
  const listFetchesByPage = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === '/api/properties').length,
    );

  await page.goto('/');
  // The first 12 cards come in the page's HTML; the rest of the first page once the list is in.
  const cards = page.locator('ul[aria-label="Property listings"] > li');
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  expect(await listFetchesByPage()).toBe(1);

  // A location narrows the cards to it, from the list the page holds: no second request.
  const location = (await page.getByLabel('Location').locator('option').allInnerTexts())[1]!;
  await page.getByLabel('Location').selectOption({ label: location });
  const summary = await page.getByText(/^Showing \d+ of /).innerText();
  const [shown, total] = /^Showing (\d+) of (\d+)/.exec(summary)!.slice(1).map(Number);
  expect(shown).toBeLessThan(total!);
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(location.toLowerCase()));
    })
    .toBe(true);
  expect(await listFetchesByPage()).toBe(1);
  expect(listRequests).toHaveLength(1);
  expect(workers).toEqual([]);
});

test('the filter options come from the listings: Studio first, locations sorted', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  const types = await page.getByLabel('Property type').locator('option').allInnerTexts();
  expect(types[0]).toBe('All Types');
  expect(types[1]).toBe('Studio');
  const locations = (await page.getByLabel('Location').locator('option').allInnerTexts()).slice(1);
  expect(locations).toEqual([...locations].sort((a, b) => a.localeCompare(b, 'en')));
});

test('opening a deal without logging in asks the visitor to log in', async ({ page }) => {
  await page.goto('/');
  const first = page.locator('article h3 a').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page.getByText('Please login to view property details')).toBeVisible();
  // The login page, carrying the deal to come back to.
  await expect(page).toHaveURL(`/login?next=${href}`);
});

test('an admin opens the full details of a deal by its link', async ({ page, request }) => {
  const token = await adminToken(request);
  const [listing] = await (await request.get('/api/properties?limit=1')).json();
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('admin_token', t), token);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.property_name })).toBeVisible();
  await expect(page.getByText(/Payment plan/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeVisible();
});

test('unknown paths go to the home page; unknown API paths answer JSON', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  const api = await request.get('/api/no-such-route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: 'Not found' });
});

test('the home page has no serious accessibility violations @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await expectAccessible(page);
});

test('a filtered view lives in the URL: it can be shared, and Back returns to it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  // The filters take input once the app has taken the server's page over (Contact Us shows then).
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  await page.getByLabel('Price range').selectOption({ label: 'Under 1M' });
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL(/price=0-1000000/);
  await expect(page).toHaveURL(/sort=price/);
  await expect
    .poll(async () => {
      const shown = await prices(page);
      return shown.length > 0 && shown.every((p, i) => p <= 1_000_000 && (i === 0 || shown[i - 1]! <= p));
    })
    .toBe(true);
  await allCardsShown(page);
  const sorted = await prices(page);

  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByLabel('Price range')).toHaveValue('0-1000000');
  await expect.poll(() => prices(other)).toEqual(sorted);
  await other.close();

  // Without a login the deal's page sends the visitor on to the login page; Back from there.
  await page.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/\/login\?next=\/property\/[^/]+$/);
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await expect.poll(() => prices(page)).toEqual(sorted);
});
