// A listing's page on a phone: the inquiry and WhatsApp buttons stay in a bar at the bottom while the
// page scrolls, without covering its end; on a wide screen they stay beside the photos.
import { createVerifiedVisitor, expect, firstListing, storeVisitor, test } from '../support/fixtures.ts';

test('on a phone, Submit Inquiry and WhatsApp stay at the bottom of the screen while the page scrolls', async ({
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
