// The home page (header, hero, filters and its first cards) and a listing page's card come in their
// HTML, rendered by the server with the app's own components (apps/web/src/entry-server.tsx): they show
// before any script runs, and the app hydrates them without a mismatch, a spinner or nothing in their
// place. (A visitor without a login on a listing page is still sent to log in: visitor-account.spec.ts.)
import type { Page } from '@playwright/test';
import { createVerifiedVisitor, expect, firstListing, storeVisitor, test } from '../support/fixtures.ts';

const HERO = 'Exclusive Distressed Property Deals in Dubai';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still shows the site header, the hero and the first listings @phone', async ({
    page,
    request,
  }) => {
    const listing = await firstListing(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('link', { name: /Dubai Distress Deals/ })).toHaveAttribute('href', '/');
    // Real listings, as crawlers and link previews read them: the first twelve cards, linked.
    await expect(page.locator('ul[aria-label="Property listings"] > li')).toHaveCount(12);
    await expect(page.getByRole('link', { name: listing.property_name, exact: true })).toHaveAttribute(
      'href',
      `/property/${listing.id}`,
    );
    // The filters; on a phone folded behind one button beside the count, the search box in view.
    if (page.viewportSize()!.width < 640)
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    else await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    // The header as an anonymous visitor sees it; no WhatsApp link to a number the HTML does not know.
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Contact Us/ })).toHaveCount(0);
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
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
  document.addEventListener('DOMContentLoaded', () => { window.__photo = document.querySelector('main img'); });
})()`;

const rootStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rootStates: string[] }).__rootStates);

/** Errors the page raises, hydration mismatches among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test('the app hydrates the home page without a mismatch, a spinner or an empty page in between @phone', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.addInitScript({ content: RECORD_ROOT });
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  const states = await rootStates(page);
  expect(states.length).toBeGreaterThan(0);
  // The hero and the cards never leave, and no loading state shows in their place.
  for (const state of states) expect(state).toBe(`${HERO} | photo | `);
  expect(errors).toEqual([]);
});

test('a filtered view comes with its own first cards, and the app keeps them', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/?q=zzzz-no-such-deal');
  await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
  await page.goto('/?sort=price');
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Property listings' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("a visitor's listing page keeps its painted photo while the details arrive", async ({
  page,
  request,
}) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  const listing = await firstListing(request);
  const errors = pageErrors(page);
  await page.addInitScript({ content: RECORD_ROOT });
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeVisible();
  // The painted page, then the whole page: the photo all along, never a spinner.
  expect(await rootStates(page)).toEqual(['(no heading) | photo | ', `${listing.property_name} | photo | `]);
  // The very element the HTML painted: a new one would be another, later, largest paint.
  expect(
    await page.evaluate(
      () => (window as unknown as { __photo: Element }).__photo === document.querySelector('main img'),
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test(`at ${width}×${height} the first deal starts on the first screen, and the hero says what a deal is${width < 640 ? ' @phone' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const firstCard = page.locator('article').first();
    await expect(firstCard).toBeVisible();
    const box = await firstCard.boundingBox();
    // Its photo and its discount badge show before any scrolling.
    expect(box?.y).toBeLessThan(height - 40);
    await expect(page.getByText(/^\d+% OFF vs\. the developer's price$/).first()).toBeInViewport();
    // How long ago it was listed, the full date on hover.
    const age = firstCard.locator('time');
    await expect(age).toHaveText(/^Listed (\d+ \w+ ago|yesterday|last \w+)$/);
    await expect(age).toHaveAttribute('title', /^\d{1,2} \w+ 20\d\d at \d\d:\d\d \(Dubai time\)$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeInViewport();
    await expect(page.getByRole('link', { name: /Contact Us/ })).toBeInViewport();

    // On a phone the line on what a deal is waits behind a button beside Contact Us, so that the first
    // card's price is on the first screen too (phone-first-screen.spec.ts).
    const explained = page.getByText(/A distress deal is a home sold below its original price/);
    if (width < 640) {
      await expect(explained).toBeHidden();
      await page.getByRole('button', { name: 'What is a distress deal?' }).click();
    }
    await expect(explained).toBeInViewport();
    const checks = page.getByText(/the sales contract or title deed/);
    await expect(checks).toBeHidden();
    await page.getByText('How we check deals').click();
    await expect(checks).toBeVisible();

    // The custom price boxes: on a phone in the Filters sheet, so that they do not push the deals down.
    const minPrice = page.getByRole('textbox', { name: 'Min price' });
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    if (width < 640) {
      await expect(minPrice).toBeHidden();
      await filters.click();
      await expect(page.getByRole('dialog', { name: 'Filters and sort' })).toBeVisible();
    } else {
      await expect(filters).toBeHidden();
    }
    await expect(minPrice).toBeVisible();
  });
}

test("a logged-in visitor's pages do not move when the app shows their login in the header @phone", async ({
  page,
  request,
}) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  // Every layout shift from the first paint on (Chromium's Layout Instability API): its score, when,
  // and which element moved from where to where.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
              entry.sources
                .map((source) => {
                  const node = source.node;
                  const name =
                    node instanceof Element
                      ? `${node.nodeName}.${node.getAttribute('class') ?? ''} "${(node.textContent ?? '').slice(0, 40)}"`
                      : (node?.nodeName ?? '?');
                  return `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
                })
                .join('; '),
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const listing = await firstListing(request);
  for (const [path, ready] of [
    [`/property/${listing.id}`, page.getByRole('button', { name: 'Submit Inquiry' })],
    ['/', page.getByRole('link', { name: /Contact Us/ })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
  }
});
