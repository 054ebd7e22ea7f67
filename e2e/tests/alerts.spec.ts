// Saved searches with alerts: a visitor saves the filtered search with "Alert me", the admin adds a
// matching deal, the alert e-mail arrives in the real SMTP inbox (through the outbox, within the
// dispatcher's round), its link opens the deal, and its unsubscribe link turns the alert off. With the
// site's bot on the fake Bot API (support/fake-telegram.ts), alerts also come as Telegram messages.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tg } from '../../apps/server/test/fake-bot-api.ts';
import {
  adminToken,
  createListing,
  createVerifiedVisitor,
  expect,
  expectAccessible,
  snap,
  storeVisitor,
  test,
  waitForMail,
} from '../support/fixtures.ts';

const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

test('an alert made from the filters e-mails a new matching deal, whose links open it and unsubscribe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = `Saffron${randomUUID().slice(0, 6)}`;
  const visitor = await createVerifiedVisitor(request);
  await storeVisitor(page, visitor);

  // The filters: a search word and at least 20 % off, kept in the URL.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('combobox', { name: 'Discount' }).selectOption('20');
  await expect(page).toHaveURL(new RegExp(`q=${word}.*min_discount=20|min_discount=20.*q=${word}`));

  await snap(page, 'home-filters-alert-me', [375, 1280], { fullPage: false });
  await page.getByRole('button', { name: 'Alert me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Deals: "${word}", 20%+ off`)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'alert-dialog', [375, 1280], { fullPage: false });
  await dialog.getByLabel('Name (optional)').fill(`${word} deals`);
  await dialog.getByRole('radio', { name: /Instant/ }).check();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  const saved = page.getByRole('dialog', { name: 'Alert saved' });
  await expect(saved.getByText(`We'll e-mail you new and cheaper deals for "${word} deals".`)).toBeVisible();
  await saved.getByRole('button', { name: 'Done' }).click();
  await expect(saved).toBeHidden();

  // The admin adds a deal that matches (21 % off) and one that does not (10 % off).
  const token = await adminToken(request);
  await createListing(request, token, {
    property_name: `${word} Small Saving`,
    original_price: '2000000',
    distress_price: '1800000',
  });
  const deal = await createListing(request, token, {
    property_name: `${word} Residences`,
    original_price: '2400000',
    distress_price: '1900000',
  });

  const mail = await waitForMail(visitor.email, (m) => m.subject.includes(word));
  expect(mail.subject).toBe(`New deal for "${word} deals": ${word} Residences`);
  expect(mail.text).toContain('21% OFF');
  expect(mail.text).not.toContain('Small Saving');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?token=/,
  );

  // The e-mail as a mail client shows it.
  mkdirSync(SHOTS, { recursive: true });
  const mailPage = await page.context().newPage();
  for (const width of [375, 1280]) {
    await mailPage.setViewportSize({ width, height: 900 });
    await mailPage.setContent(mail.html);
    await mailPage.screenshot({ path: join(SHOTS, `alert-email-${width}.png`), fullPage: true });
  }
  await mailPage.close();

  // Its link opens the deal.
  const dealLink = new RegExp(`http://127\\.0\\.0\\.1:\\d+/property/${deal.id}`).exec(mail.text)![0];
  await page.goto(dealLink);
  await expect(page.getByRole('heading', { level: 1, name: `${word} Residences` })).toBeVisible();

  // The alerts page lists it, on.
  await page.getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  const row = page.getByRole('listitem').filter({ hasText: `${word} deals` });
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'alerts-page', [375, 1280]);

  // Unsubscribe from the e-mail: no login needed, and the page says so.
  const unsubscribe = /http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=\S+/.exec(mail.text)![0];
  const anonymous = await page.context().browser()!.newPage();
  await anonymous.goto(unsubscribe);
  await expect(anonymous.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  await expect(anonymous.getByText(`The alert "${word} deals" is off`)).toBeVisible();
  await snap(anonymous, 'unsubscribed', [375, 1280], { fullPage: false });
  await anonymous.close();

  await page.reload();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
});

test('"Alert me" without a login asks to log in and keeps the search', async ({ page }) => {
  await page.goto('/?q=marina&min_discount=10');
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('next')!)).toBe(
    '/?q=marina&min_discount=10',
  );
  await expect(page.getByText('Log in or register to get alerts for this search')).toBeVisible();
});

/** Calls the fake Telegram's control API (support/fake-telegram.ts). */
async function telegram(action: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${process.env.E2E_TELEGRAM_URL}/__control/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.ok, `control ${action}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The texts the bot has sent to the chat so far. */
const sentTo = async (chatId: number) =>
  ((await telegram('sent', { chat_id: chatId })).messages as { text: string }[]).map((m) => m.text);

test('alerts come on Telegram too: the alerts page links a chat with a one-time link, a new deal arrives there, /stop ends it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = `Cardamom${randomUUID().slice(0, 6)}`;
  const user = tg.user(6_000_000 + Math.floor(Math.random() * 1_000_000), 'Layla');
  const visitor = await createVerifiedVisitor(request);
  await storeVisitor(page, visitor);
  const saved = await request.post('/api/me/saved-searches', {
    headers: { Authorization: `Bearer ${visitor.token}` },
    data: { name: `${word} on Telegram`, q: word, frequency: 'instant' },
  });
  expect(saved.status()).toBe(201);

  await page.goto('/alerts');
  const section = page.getByRole('region', { name: 'Get alerts on Telegram' });
  await section.getByRole('button', { name: 'Get alerts on Telegram' }).click();
  const open = section.getByRole('link', { name: 'Open Telegram' });
  await expect(open).toHaveAttribute('target', '_blank');
  const url = new URL((await open.getAttribute('href'))!);
  expect(`${url.origin}${url.pathname}`).toBe('https://t.me/dubai_deals_test_bot');
  await snap(page, 'alerts-telegram-link', [375, 1280], { fullPage: false });

  // The visitor presses Start in Telegram: the bot gets /start <token>, links the chat and says so,
  // and the page notices by itself.
  await telegram('push', tg.privateMessage(user, `/start ${url.searchParams.get('start')}`));
  await expect(section.getByText('Your alerts also come to Telegram (Layla)')).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => sentTo(user.id)).toEqual([expect.stringMatching(/^Done: this chat now gets/)]);
  await expectAccessible(page);
  await snap(page, 'alerts-telegram-linked', [375, 1280], { fullPage: false });

  // The admin adds a matching deal: it arrives as a Telegram message (and by e-mail).
  const token = await adminToken(request);
  await createListing(request, token, {
    property_name: `${word} Heights`,
    original_price: '2400000',
    distress_price: '1900000',
  });
  await expect
    .poll(async () => (await sentTo(user.id)).find((text) => text.includes(`${word} Heights`)), {
      timeout: 60_000,
    })
    .toMatch(new RegExp(`^🔔 New deal for your alert “${word} on Telegram”\\n\\n${word} Heights · 21% OFF`));
  await waitForMail(visitor.email, (m) => m.subject.includes(word));

  // /stop in the chat: the bot confirms, and the page shows the chat is no longer linked.
  await telegram('push', tg.privateMessage(user, '/stop', 2));
  await expect.poll(async () => (await sentTo(user.id)).at(-1)).toMatch(/^Alerts to this chat are off/);
  await page.reload();
  await expect(section.getByRole('button', { name: 'Get alerts on Telegram' })).toBeVisible();
});
