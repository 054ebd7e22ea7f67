// One way to show form errors (ADR 0027): under the fields, with aria-invalid and aria-describedby,
// never the browser's own bubbles; one live password checklist that marks the unmet rules.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

/** From the home page once the app has taken over the server's HTML (Contact Us shows then). */
async function openFromHome(page: Page, link: 'Login' | 'Register Now!', heading: string) {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

const formWith = (page: Page, button: string) =>
  page.locator('form', { has: page.getByRole('button', { name: button, exact: true }) });

/** The field is marked invalid and described by the message shown under it. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test('an empty login shows its errors under the fields, not in browser bubbles', async ({ page }) => {
  await openFromHome(page, 'Login', 'Login');
  const form = formWith(page, 'Login');
  await expect(form).toHaveJSProperty('noValidate', true);

  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expectFieldError(page, 'Username or E-mail', 'Username or E-mail is required');
  await expectFieldError(page, 'Password', 'Password is required');
  await expect(page.getByLabel('Username or E-mail')).toBeFocused();
  // The app handled the submit: no request to the page with the fields in its address.
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username or E-mail').fill('admin');
  await expect(page.getByLabel('Username or E-mail')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Username or E-mail is required')).toBeHidden();
});

test('register: empty fields and a weak password are told under the fields, with one checklist', async ({
  page,
}) => {
  await openFromHome(page, 'Register Now!', 'Create Account');
  const form = formWith(page, 'Create Account');
  await expect(form).toHaveJSProperty('noValidate', true);

  const submit = form.getByRole('button', { name: 'Create Account' });
  await submit.click();
  for (const label of ['Full name', 'E-mail', 'Phone', 'Password', 'Confirm password'])
    await expectFieldError(page, label, `${label} is required`);
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Full name').fill('Omar Al Farsi');
  await page.getByLabel('E-mail').fill('omar@');
  await page.getByLabel('Phone').fill('+971 55 765 4321');
  await page.getByLabel('Password', { exact: true }).fill('weakpass1');
  await page.getByLabel('Confirm password', { exact: true }).fill('weakpass1');
  await submit.click();
  await expectFieldError(page, 'E-mail', 'E-mail must be a valid email address');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expectFieldError(page, 'Password', 'Password does not meet requirements');

  // One checklist, which marks the unmet rules in the errors' colour; no second list.
  const checklist = page.getByRole('list', { name: 'Password requirements:' });
  await expect(form.getByRole('list')).toHaveCount(1);
  await expect(checklist.getByRole('listitem')).toHaveText([
    'Password must be at least 8 characters long (met)',
    'Password must contain at least one uppercase letter (not met)',
    'Password must contain at least one number (met)',
    /^Password must contain at least one special character \(.+\) \(not met\)$/,
  ]);
  const errorColour = await page
    .getByText('Password does not meet requirements')
    .evaluate((message) => getComputedStyle(message).color);
  await expect(checklist.getByRole('listitem').nth(1)).toHaveCSS('color', errorColour);
  await expect(checklist.getByRole('listitem').nth(3)).toHaveCSS('color', errorColour);
  await expect(checklist.getByRole('listitem').first()).not.toHaveCSS('color', errorColour);
  await expectAccessible(page);

  // Fixing the password clears the marks and the message as the user types.
  await page.getByLabel('Password', { exact: true }).fill('Weakpass1!');
  await expect(checklist.getByRole('listitem')).toHaveText(Array(4).fill(/\(met\)$/));
  await expect(page.getByText('Password does not meet requirements')).toBeHidden();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'false');
});
