// A listing's page on a phone: the inquiry and WhatsApp buttons stay in a bar at the bottom while the
// page scrolls, without covering its end; on a wide screen they stay beside the photos.
import type { Locator, Page } from '@playwright/test';
import {
  createVerifiedVisitor,
  expect,
  expectAccessible,
  firstListing,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

test('on a phone, Submit Inquiry and WhatsApp stay at the bottom of the screen while the page scrolls @phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await storeVisitor(page, await createVerifiedVisitor(request));
  const listing = await firstListing(request);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();

  const inquiry = page.getByRole('button', { name: 'Submit Inquiry' });
  const whatsapp = page.getByRole('link', { name: /Contact us on WhatsApp/ });
  await expect(inquiry).toBeInViewport({ ratio: 1 });
  await expect(whatsapp).toBeInViewport({ ratio: 1 });

  // At the very end of the page: still there, and the footer's last line is not under the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(inquiry).toBeInViewport({ ratio: 1 });
  await expect(whatsapp).toBeInViewport({ ratio: 1 });
  const bar = await inquiry.evaluate((button) => button.parentElement!.getBoundingClientRect().top);
  const footerEnd = await page
    .locator('footer')
    .evaluate((footer) => (footer.lastElementChild ?? footer).getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(bar);

  await inquiry.click();
  await expect(page.getByRole('dialog', { name: 'Inquire About This Property' })).toBeVisible();
});

test('on a wide screen the buttons stay beside the photos, in the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeVisitor(page, await createVerifiedVisitor(request));
  const listing = await firstListing(request);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
  const inquiry = page.getByRole('button', { name: 'Submit Inquiry' });
  await expect(inquiry).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(inquiry).not.toBeInViewport();
});

/** A finger moving across the element from 80 % to 20 % of its width, through Chromium's touch input. */
async function swipeLeft(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const y = box.y + box.height / 2;
  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    client.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', box.x + box.width * 0.8);
  for (const at of [0.7, 0.6, 0.5, 0.4, 0.3]) await touch('touchMove', box.x + box.width * at);
  await touch('touchEnd', box.x + box.width * 0.2);
}

/** The same with a mouse: pressed, dragged across and released. */
async function dragLeft(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
  await page.mouse.up();
}

test("a swipe or a drag changes the listing page's photo, and so do the arrow keys @phone", async ({
  page,
  request,
}) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  const listing = await firstListing(request);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photos of ${listing.property_name}` });
  await expect(gallery.getByText(/1 \/ \d/)).toBeVisible();

  await swipeLeft(page, gallery);
  await expect(gallery.getByText(/2 \/ \d/)).toBeVisible();
  await dragLeft(page, gallery);
  await expect(gallery.getByText(/3 \/ \d/)).toBeVisible();

  await gallery.getByRole('button', { name: 'Next image' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText(/2 \/ \d/)).toBeVisible();
  await expect(page).toHaveURL(`/property/${listing.id}`);
});

/** Two fingers on the element's centre moving apart, through Chromium's touch input. */
async function pinchOut(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const client = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 0 },
    { x: x + spread, y, id: 1 },
  ];
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const spread of [40, 60, 80, 100, 120])
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test("a tap on the listing's photo opens it full screen, to pinch and zoom; Escape and Back close it @phone", async ({
  page,
  request,
}) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  const listing = await firstListing(request);
  await page.goto(`/property/${listing.id}`);
  // The inquiry button shows once the app has loaded the details for the logged-in visitor.
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photos of ${listing.property_name}` });
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByText(/2 \/ \d/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);

  // The photo shown is the one that opens, with the count.
  await gallery.getByRole('button', { name: /^Open photo 2 of \d+ full screen$/ }).click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${listing.property_name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  const shown = viewer.locator('img[alt*="photo 2 of"]').first();
  await expect(shown).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });

  // Pinched out, the photo is zoomed in: it can be zoomed out again.
  const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toBeDisabled();
  await pinchOut(page, shown);
  await expect(zoomOut).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(`/property/${listing.id}`);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Back closes it as it closes any screen, and leaves the visitor on the listing.
  await gallery.getByRole('button', { name: /^Open photo 2 of/ }).click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
});

test("a swipe on a card's photo shows its next photo without opening the listing; a tap opens it @phone", async ({
  page,
  request,
}) => {
  const listing = await firstListing(request);
  await page.goto('/');
  // Contact Us shows once the app has taken the server's page over: swipes need the app.
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  const card = page.locator('article').filter({ hasText: listing.property_name }).first();
  // The photo is a link for the pointer only (the card's title is the one a keyboard and a screen
  // reader reach), so it is found by its element, not by its role.
  const photo = card.locator('img');
  await expect(photo).toHaveAttribute('alt', /photo 1 of/);
  const gallery = card.getByRole('region', { name: `Photos of ${listing.property_name}` });

  await swipeLeft(page, gallery);
  await expect(photo).toHaveAttribute('alt', /photo 2 of/);
  await dragLeft(page, gallery);
  await expect(photo).toHaveAttribute('alt', /photo 3 of/);
  await expect(page).toHaveURL('/');

  await photo.click();
  await expect(page).toHaveURL(/\/login\?|\/property\//);
});

test("Share: WhatsApp, Telegram and a copied link to the listing's page, whose preview shows the deal @phone", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listing = await firstListing(request);
  await storeVisitor(page, await createVerifiedVisitor(request));
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
  const link = new URL(`/property/${listing.id}`, page.url()).href;

  // This browser has no share sheet (the Web Share API), so the choices open beside the button.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await page.getByRole('button', { name: 'Share' }).click();
  const panel = page.getByRole('group', { name: 'Share this deal' });
  await expect(panel.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}$`),
  );
  const telegram = await panel.getByRole('link', { name: 'Telegram' }).getAttribute('href');
  expect(telegram).toContain(`https://t.me/share/url?url=${encodeURIComponent(link)}&text=`);
  expect(decodeURIComponent(telegram!)).toContain(listing.property_name);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(panel).toBeHidden();

  // The shared link's preview, as a chat app reads it from the page's HTML.
  const html = await (await request.get(link)).text();
  // The seller's discount in the title, unless our verdict is that the price is above the market; the
  // verdict leads the description.
  const off = listing.market_verdict === 'above' ? '' : ` — ${listing.discount_percent}% OFF`;
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="[^"]+ in [^"]+${off}"`));
  expect(html).toMatch(
    /<meta property="og:description" content="(\d+% (below|above) market|At market price|Not enough sales to compare) · /,
  );
  expect(html).toContain(`<meta property="og:url" content="${link}"`);
  expect(html).toMatch(/<meta property="og:image" content="http/);
});
