import type { Page } from '@playwright/test';
import {
  adminToken,
  codeFrom,
  createListing,
  createVerifiedVisitor,
  expect,
  firstListing,
  storeVisitor,
  test,
  uniqueEmail,
  VISITOR_PASSWORD,
  waitForMail,
} from '../support/fixtures.ts';

const storedKeys = (page: Page) =>
  page.evaluate(() => ['token', 'user', 'admin_token', 'admin_username'].map((k) => localStorage.getItem(k)));

test('a visitor registers, verifies with the mailed code, opens a deal and sends an inquiry @phone', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('link', { name: 'Register Now!' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', '+971 XX XXX XXXX');
  await expect(page.getByText(/property offers and updates/i)).toBeVisible();

  await page.getByLabel('Full name').fill('Omar Al Farsi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+971 55 765 4321');
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill('Different#2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Registration successful! Check your email for verification code.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();

  const code = codeFrom(await waitForMail(email));
  const codeInput = page.getByLabel('Verification code');
  await expect(codeInput).toHaveAttribute('maxlength', '6');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await storedKeys(page))[0]).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const listing = await firstListing(page.request);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.property_name })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquire About This Property' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill('Omar Al Farsi');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone').fill('+971 55 765 4321');
  await dialog.getByLabel('Message').fill('Is the price negotiable? I can pay cash.');
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText("Inquiry submitted successfully! We'll contact you soon.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The form starts empty again.
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog.getByLabel('Message')).toHaveValue('');
});

test('an inquiry that fails keeps the modal open with what was typed', async ({ page, request }) => {
  const visitor = await createVerifiedVisitor(request);
  await storeVisitor(page, visitor);
  const token = await adminToken(request);
  const listing = await createListing(request, token, { property_name: 'Sold While You Looked' });
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Sold While You Looked' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquire About This Property' });
  await dialog.getByLabel('Full name').fill('Sara Khan');
  await dialog.getByLabel('E-mail').fill(visitor.email);
  await dialog.getByLabel('Phone').fill('+971 50 111 2233');
  const message = 'Please call me after 6 pm.';
  await dialog.getByLabel('Message').fill(message);
  // The deal is taken down while the visitor types: the server refuses the inquiry (404).
  const removed = await request.delete(`/api/admin/properties/${listing.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(204);
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Failed to submit inquiry. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Sara Khan');
  await expect(dialog.getByLabel('Message')).toHaveValue(message);
});

test('an unverified visitor is told to verify the e-mail first', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Noor Saleh', email, phone: '+971 52 222 3344', password: VISITOR_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Username or E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please verify your email first').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedKeys(page))[0]).toBeNull();
});

test('one login form: an e-mail logs in a visitor, a username an admin', async ({ page, request }) => {
  const visitor = await createVerifiedVisitor(request);
  await page.goto('/login');
  // The login screen's own link (the header has its "Register Now!" too).
  await expect(page.getByRole('main').getByRole('link', { name: 'Register Now', exact: true })).toBeVisible();
  await page.getByLabel('Username or E-mail').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const [token, user] = await storedKeys(page);
  expect(token).toBeTruthy();
  expect(JSON.parse(user!)).toMatchObject({ email: visitor.email });

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Username or E-mail').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin@123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Admin login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const [, , adminToken, adminUsername] = await storedKeys(page);
  expect(adminToken).toBeTruthy();
  expect(adminUsername).toBe('admin');
});

test('Logout clears the four stored keys and says so on the home page', async ({ page, request }) => {
  const visitor = await createVerifiedVisitor(request);
  await storeVisitor(page, visitor);
  await page.goto('/?q=marina');
  await page.evaluate(() => {
    localStorage.setItem('admin_token', 'x');
    localStorage.setItem('admin_username', 'admin');
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText("You're logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Register Now!' })).toBeVisible();
  expect(await storedKeys(page)).toEqual([null, null, null, null]);
});

test('the details of a deal need a login; an unknown deal shows Property Not Found', async ({
  page,
  request,
}) => {
  const listing = await firstListing(page.request);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByText('Please login to view property details')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=/property/${listing.id}$`));

  await storeVisitor(page, await createVerifiedVisitor(request));
  await page.goto('/property/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Failed to load property details')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
  await page.getByRole('link', { name: /Back to Home/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an expired or forged login is sent back to the login page', async ({ page }) => {
  const listing = await firstListing(page.request);
  await page.addInitScript(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByText('Please login to view property details')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=/property/${listing.id}$`));
});
