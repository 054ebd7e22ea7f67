import {
  ADMIN,
  adminToken,
  createVerifiedVisitor,
  expect,
  firstListing,
  mailMark,
  resetLinkFrom,
  snap,
  test,
  waitForMail,
} from '../support/fixtures.ts';

const NEW_PASSWORD = 'Harbour#View2027';
const VISITOR_NEW_PASSWORD = 'Marina#Walk2027';

test.afterEach(async ({ request }) => {
  // Whatever happened, the admin password is the default again for the other journeys.
  for (const password of [NEW_PASSWORD, ADMIN.password]) {
    const login = await request.post('/api/auth/login', { data: { username: ADMIN.username, password } });
    if (!login.ok()) continue;
    if (password === ADMIN.password) return;
    const { token } = (await login.json()) as { token: string };
    const restored = await request.post('/api/admin/change-password', {
      headers: { Authorization: `Bearer ${token}` },
      data: { current_password: NEW_PASSWORD, new_password: ADMIN.password },
    });
    expect(restored.ok()).toBe(true);
    return;
  }
});

test('an admin resets a forgotten password with the mailed link, then logs in with it', async ({
  page,
  request,
}) => {
  // Mail, the 3-second redirect and four logins: more than the default 30 s on a busy machine.
  test.slow();
  await page.goto('/forgot-password');
  // The first page of a fresh browser loads its screen's code cold: allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Username').fill(ADMIN.username);
  const mark = await mailMark();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('If the username exists, a password reset email will be sent.')).toBeVisible();
  await expect(page.getByText(/10 minutes/)).toBeVisible();
  await expect(page.getByText(/spam/i)).toBeVisible();

  const link = resetLinkFrom(await waitForMail('owner@e2e.test', (m) => /reset-password/.test(m.text), mark));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password does not meet requirements').first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  // On to the admin login by itself after 3 seconds, where the new password works.
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 6000 });
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Admin login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // The link works once; the old password no longer does, the new one does.
  const again = await request.post('/api/auth/reset-password', {
    data: { token: new URL(link).searchParams.get('token'), new_password: 'Another#Pass2027' },
  });
  expect(again.status()).toBe(400);
  const old = await request.post('/api/auth/login', { data: ADMIN });
  expect(old.status()).toBe(401);
  expect(await adminToken(request, NEW_PASSWORD)).toBeTruthy();
});

test('the forgot-password panel shows even for an unknown user; a link without token is invalid', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If the username exists, a password reset email will be sent.')).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /login/i }).first()).toBeVisible();
});

test('a visitor resets a forgotten password from /login by e-mail, lands on /login and logs in with it', async ({
  page,
  request,
}, info) => {
  // Mail, two screenshots at two widths and the 3-second redirect: more than the default 30 s on a busy machine.
  test.slow();
  const visitor = await createVerifiedVisitor(request);
  const listing = await firstListing(request);
  const detail = (token: string) =>
    request.get(`/api/properties/${listing.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await detail(visitor.token)).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/forgot-password$/);
  // Each screen's code loads when first opened: allow for a slow machine.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Username or E-mail').fill(visitor.email);
  if (info.project.name === 'desktop') await snap(page, 'forgot-password-email', [375, 1280]);
  const mark = await mailMark();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  // A visitor has an e-mail, not a username: the answer speaks of the e-mail.
  await expect(
    page.getByText('If an account with this e-mail exists, a password reset email will be sent.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

  const mail = await waitForMail(visitor.email, (m) => /reset-password/.test(m.text), mark);
  expect(mail.subject).toBe('Reset your Dubai Distress Deals password');
  expect(mail.text).toContain('Hello Layla Haddad,');
  const link = resetLinkFrom(mail);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Choose a new password for your account.')).toBeVisible();
  if (info.project.name === 'desktop') await snap(page, 'reset-password-visitor', [375, 1280]);
  await page.getByLabel('New password', { exact: true }).fill(VISITOR_NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(VISITOR_NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(page.getByText('Password reset successful!')).toBeVisible();

  // On to the visitor's login by itself after 3 seconds, where the new password works.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.getByLabel('Username or E-mail').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(VISITOR_NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The visitor's older token and password stop working; the link works once.
  expect((await detail(visitor.token)).status()).toBe(401);
  const old = await request.post('/api/auth/user-login', {
    data: { email: visitor.email, password: visitor.password },
  });
  expect(old.status()).toBe(401);
  const again = await request.post('/api/auth/reset-password', {
    data: { token: new URL(link).searchParams.get('token'), new_password: 'Another#Pass2027' },
  });
  expect(again.status()).toBe(400);
});
