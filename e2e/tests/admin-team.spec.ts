import { randomUUID } from 'node:crypto';
import {
  expect,
  expectAccessible,
  SCREEN_WIDTHS,
  snap,
  storeAdmin,
  test,
  uniqueEmail,
  waitForMail,
  mailMark,
} from '../support/fixtures.ts';

const EDITOR_PASSWORD = 'Editor#2026';

function invitationLinkFrom(text: string): string {
  const link = /https?:\/\/\S*\/accept-invitation\?token=[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${text}`);
  return link;
}

test('an owner invites an editor, who joins by the e-mailed link, cannot open Team, and is logged out when deactivated', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, an e-mail and several logins: more than the default 30 s on a busy machine.
  test.slow();
  const email = uniqueEmail('editor');
  const username = `editor-${randomUUID().slice(0, 6)}`;

  // The owner opens the Team tab and invites an editor.
  await storeAdmin(page, request);
  await page.goto('/admin/dashboard?tab=team');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Role of admin' })).toHaveValue('owner');
  const mark = await mailMark();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Waiting for an answer' })
      .getByRole('listitem')
      .filter({ hasText: email }),
  ).toContainText('as editor');
  await expectAccessible(page);
  // Phone, tablet and small laptop (the tab row with Team fits without scrolling) and desktop.
  await snap(page, 'admin-team', [...Object.values(SCREEN_WIDTHS), 1024]);

  // The invited person opens the link from the e-mail in a browser of their own.
  const mail = await waitForMail(email, (m) => /accept-invitation/.test(m.text), mark);
  expect(mail.subject).toMatch(/invited/i);
  const editorContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.9` },
  });
  const editor = await editorContext.newPage();
  await editor.goto(invitationLinkFrom(mail.text));
  await expect(editor.getByRole('heading', { name: 'Join the admin team' })).toBeVisible({ timeout: 15_000 });
  await editor.getByRole('button', { name: 'Join the team' }).click();
  await expect(editor.getByText('Username is required')).toBeVisible();
  await expect(editor.getByLabel('Username')).toBeFocused();
  await expectAccessible(editor);
  await snap(editor, 'accept-invitation', [SCREEN_WIDTHS.phone, SCREEN_WIDTHS.desktop]);
  await editor.getByLabel('Username').fill(username);
  await editor.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
  await editor.getByLabel('Confirm password', { exact: true }).fill(EDITOR_PASSWORD);
  await editor.getByRole('button', { name: 'Join the team' }).click();
  await expect(editor).toHaveURL(/\/admin\/dashboard/);
  await expect(editor.getByText('Welcome to the team!')).toBeVisible();

  // The editor logs out and in again with their e-mail; no owner-only tabs.
  await editor.getByRole('button', { name: 'Logout' }).click();
  await expect(editor).toHaveURL(/\/admin\/login/);
  await editor.getByLabel('Username or e-mail').fill(email.toUpperCase());
  await editor.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
  await editor.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(editor).toHaveURL(/\/admin\/dashboard/);
  await expect(editor.getByRole('tab', { name: /^Properties/ })).toBeVisible();
  await expect(editor.getByRole('tab', { name: /^Drafts/ })).toBeVisible();
  await expect(editor.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await expect(editor.getByRole('tab', { name: 'Contact Info' })).toHaveCount(0);
  await expect(editor.getByRole('tab', { name: 'Telegram' })).toHaveCount(0);

  // Team by its address: a clear refusal, and the server refuses the data too.
  await editor.goto('/admin/dashboard?tab=team');
  await expect(editor.getByRole('heading', { name: 'Only owners can open this' })).toBeVisible();
  await expect(editor.getByText('Only an owner can manage the team.')).toBeVisible();

  // The owner sees the new editor and deactivates them.
  await page.reload();
  const row = page.getByRole('list', { name: 'Admins' }).getByRole('listitem').filter({ hasText: username });
  await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toHaveValue('editor');
  await row.getByRole('switch', { name: `${username} can log in` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${username}?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${username} was deactivated and logged out.`)).toBeVisible();
  await expect(row.getByRole('switch', { name: `${username} can log in` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(row.getByText('Deactivated')).toBeVisible();

  // The editor's next request is refused: back to the login, where the account says it is switched off.
  await editor.getByRole('tab', { name: /^Properties/ }).click();
  await editor.reload();
  await expect(editor).toHaveURL(/\/admin\/login/);
  await editor.getByLabel('Username or e-mail').fill(username);
  await editor.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
  await editor.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(editor.getByText(/has been deactivated/)).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/login/);
  await editorContext.close();
});
