// The way into a deal: a card clicked without a login leads to /login?next=… with the deal shown above
// the form; logging in (or registering and verifying with the mailed code) lands on that deal; Logout
// goes home and says so. The desktop run saves the login page with its deal at 375 and 1280 px.
import type { Page } from '@playwright/test';
import {
  codeFrom,
  createVerifiedVisitor,
  expect,
  expectAccessible,
  SCREEN_WIDTHS,
  snap,
  storeAdmin,
  test,
  uniqueEmail,
  VISITOR_PASSWORD,
  waitForMail,
} from '../support/fixtures.ts';

interface Card {
  id: string;
  property_name: string;
  location: string;
  discount_percent: number;
}

/** Clicks the home page's first card without a login; returns the listing it opens. */
async function openFirstCardLoggedOut(page: Page): Promise<Card> {
  await page.goto('/');
  const link = page.locator('article h3 a').first();
  const id = (await link.getAttribute('href'))!.split('/').at(-1)!;
  const card = (await (await page.request.get(`/api/properties/${id}/card`)).json()) as Card;
  await link.click();
  return card;
}

/** The login or register page shows the deal's card and what an account gives. */
async function expectDeal(page: Page, card: Card) {
  const deal = page.getByRole('region', { name: 'The deal you are opening' });
  await expect(deal.getByText(card.property_name)).toBeVisible();
  await expect(deal.getByText(card.location)).toBeVisible();
  await expect(deal.getByText(`${card.discount_percent}% OFF`)).toBeVisible();
  await expect(deal.locator('s')).toHaveText(/^AED\s[\d,]+$/);
  await expect(
    page.getByText("A free account opens every deal's full details and lets you ask the seller directly."),
  ).toBeVisible();
}

const listingUrl = (card: Card) => new RegExp(`/property/${card.id}$`);

test('a card clicked without a login shows the deal on /login, and the login lands on it @phone', async ({
  page,
  request,
}, info) => {
  test.slow(); // a visitor made through the API and the mailed code, axe, and two screenshots
  const visitor = await createVerifiedVisitor(request);
  const card = await openFirstCardLoggedOut(page);

  await expect(page).toHaveURL(new RegExp(`/login\\?next=/property/${card.id}$`));
  // Information, not an error.
  await expect(
    page.locator('[data-sonner-toast][data-type="info"]', {
      hasText: 'Please login to view property details',
    }),
  ).toBeVisible();
  await expectDeal(page, card);
  // On a phone the form stays near the top: its fields are on the first screen.
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeInViewport();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  if (info.project.name === 'desktop')
    await snap(page, 'login-with-deal', [SCREEN_WIDTHS.phone, SCREEN_WIDTHS.desktop], { fullPage: false });

  await page.getByLabel('Username or E-mail').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(listingUrl(card));
  await expect(page.getByRole('heading', { level: 1, name: card.property_name })).toBeVisible();

  // Logout from the deal's page: home, and no call to log in again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText("You're logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Register Now!' })).toBeVisible();
  await expect(page.getByText('Please login to view property details')).toHaveCount(0);
});

test('registering from the deal and verifying with the mailed code lands on the deal', async ({ page }) => {
  test.slow(); // three screens and the mailed code
  const email = uniqueEmail('deal');
  const card = await openFirstCardLoggedOut(page);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('main').getByRole('link', { name: 'Register Now', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/register\\?next=/property/${card.id}$`));
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expectDeal(page, card);
  await page.getByLabel('Full name').fill('Mariam Qasim');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+971 56 987 6543');
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(new RegExp(`/verify-email\\?next=/property/${card.id}$`));
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFrom(await waitForMail(email)));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(listingUrl(card));
  await expect(page.getByRole('heading', { level: 1, name: card.property_name })).toBeVisible();
});

test('a next that leads off the site is ignored', async ({ page, request }) => {
  const visitor = await createVerifiedVisitor(request);
  await page.goto('/login?next=//example.com/property/x');
  await expect(page.getByRole('region', { name: 'The deal you are opening' })).toHaveCount(0);
  await page.getByLabel('Username or E-mail').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('an admin on the public site sees Dashboard and Logout', async ({ page, request }) => {
  await storeAdmin(page, request);
  await page.goto('/');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await account.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
