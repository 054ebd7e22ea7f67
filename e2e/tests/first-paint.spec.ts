// The home page's header and hero, and a listing page's photos, come in their HTML
// (docs/decisions/0013): they show before any script runs, and the app takes them over without the
// page ever showing a spinner or nothing in their place. (A visitor without a login on a painted listing
// page is still sent to log in: visitor-account.spec.ts.)
import type { Page } from '@playwright/test';
import { createVerifiedVisitor, expect, firstListing, storeVisitor, test } from '../support/fixtures.ts';

const HERO = 'Exclusive Distressed Property Deals in Dubai';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still shows the site header and the hero', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('link', { name: /Dubai Distress Deals/ })).toHaveAttribute('href', '/');
    // Nothing that needs the app: no login buttons, no WhatsApp link to a number the HTML cannot know.
    await expect(page.getByRole('link', { name: /Contact Us|Login|Register/ })).toHaveCount(0);
  });

  test("a listing's page still shows its photo and discount, and none of its details", async ({
    page,
    request,
  }) => {
    const listing = await firstListing(request);
    await page.goto(`/property/${listing.id}`);
    const photo = page.getByRole('img', { name: new RegExp(listing.property_name) });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(`${listing.discount_percent}% OFF`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    // The details need a login: the HTML has only what the listing's card shows anyone.
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByText('Distress price')).toHaveCount(0);
  });

  test('other pages are the app alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/**
 * Records every state of #root that differs from the previous one, from the end of the HTML's parse
 * (before that, the parser may have inserted half of the painted screen).
 */
const RECORD_ROOT = `(() => {
  const states = [];
  window.__rootStates = states;
  const record = () => {
    const root = document.getElementById('root');
    if (!root || !root.firstElementChild || document.readyState === 'loading') return;
    const h1 = root.querySelector('h1');
    const status = root.querySelector('[role="status"]');
    const state = [
      h1 ? h1.textContent : '(no heading)',
      root.querySelector('main img') ? 'photo' : '(no photo)',
      status ? 'status: ' + status.textContent : '',
    ].join(' | ');
    if (states[states.length - 1] !== state) states.push(state);
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('DOMContentLoaded', record);
})()`;

const rootStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rootStates: string[] }).__rootStates);

test('the app takes the painted hero over without a spinner or an empty page in between', async ({
  page,
}) => {
  await page.addInitScript({ content: RECORD_ROOT });
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  const states = await rootStates(page);
  expect(states.length).toBeGreaterThan(0);
  // Only the listing's own loading state may come and go below the hero, which never leaves.
  for (const state of states) {
    expect(state).toMatch(new RegExp(`^${HERO} \\| .* \\| (status: Loading properties\\.\\.\\.)?$`));
  }
});

test("a visitor's listing page keeps its painted photo while the details arrive", async ({
  page,
  request,
}) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  const listing = await firstListing(request);
  await page.addInitScript({ content: RECORD_ROOT });
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeVisible();
  // The painted page, then the whole page: the photo all along, never a spinner.
  expect(await rootStates(page)).toEqual(['(no heading) | photo | ', `${listing.property_name} | photo | `]);
});
