// Following Telegram channels with the bot, in the dashboard: the site's bot long-polls the fake Bot API
// (support/fake-telegram.ts), and the tests push updates to it built as Telegram sends them.
import type { APIRequestContext, Page } from '@playwright/test';
import { pngImage } from '../../apps/server/test/images.ts';
import { tg } from '../../apps/server/test/fake-bot-api.ts';
import {
  adminToken,
  expect,
  expectAccessible,
  SCREEN_WIDTHS,
  snap,
  storeAdmin,
  test,
} from '../support/fixtures.ts';

const WIDTHS = [SCREEN_WIDTHS.tablet, SCREEN_WIDTHS.desktop];
const BOT_USERNAME = 'dubai_deals_test_bot';

// Not the seeded Binghatti Onyx studio (412 sq.ft at the same price): that would be the same deal, kept
// as another source of that listing instead of a draft (ADR 0019).
const COMPLETE_AD = `🔥 DISTRESS DEAL 🔥
BINGHATTI ONYX | JVC
Studio | 436 sq.ft | Unfurnished
💰 AED 585,000 (OP 720,000)
✅ Ready | Vacant on transfer
📞 +971 55 123 4567`;

/** States no original price nor discount: it cannot be published as it is. */
const INCOMPLETE_AD = `Marina Gate 1 | Dubai Marina
2 Bed | 1,245 sqft | Full Marina View
Asking 2,650,000 AED, call 050 987 6543`;

/** Calls the fake's control API (support/fake-telegram.ts). */
async function control(action: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${process.env.E2E_TELEGRAM_URL}/__control/${action}`, {
    method: 'POST',
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  expect(response.ok, `control ${action}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const push = (update: Record<string, unknown>) => control('push', update);
const addPhoto = async (bytes: Buffer) => (await control('file', bytes)).file_id as string;

/** A channel id no other run used: Telegram's channel ids are -100 followed by digits. */
let lastChat = 0;
function newChatId(): number {
  lastChat = Math.max(lastChat + 1, Date.now());
  return -(1_000_000_000_000_000 + lastChat);
}

const suffixOf = (project: string) => `${project}_${Date.now().toString(36)}`;

async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

interface Channel {
  chat_id: string;
  mode: string;
  member_status: string;
}

const channelOf = async (request: APIRequestContext, token: string, chatId: number) =>
  (await adminGet<Channel[]>(request, token, '/api/admin/telegram/channels')).find(
    (c) => c.chat_id === String(chatId),
  );

async function waitForChannel(request: APIRequestContext, token: string, chatId: number, status: string) {
  await expect
    .poll(async () => (await channelOf(request, token, chatId))?.member_status, {
      message: `the bot's standing in ${chatId}`,
      timeout: 15_000,
    })
    .toBe(status);
}

/** The owner's choice of a channel's mode (a channel the bot was just added to starts off). */
async function setMode(request: APIRequestContext, token: string, chatId: number, mode: string) {
  const response = await request.put(`/api/admin/telegram/channels/${chatId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { mode },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function waitForConnection(request: APIRequestContext, token: string, connection: string) {
  await expect
    .poll(
      async () =>
        (await adminGet<{ connection: string }>(request, token, '/api/admin/telegram/status')).connection,
      { message: `the bot ${connection}`, timeout: 40_000, intervals: [250, 500, 1000] },
    )
    .toBe(connection);
}

const botStatus = (page: Page) => page.getByRole('status', { name: 'Bot status' });
const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

test('Telegram tab: the bot is connected, a channel it is added to appears, and its mode changes', async ({
  page,
  request,
}, info) => {
  test.slow(); // the open tab picks the new channel up on its next refresh (every 10 s)
  const token = await adminToken(request);
  const suffix = suffixOf(info.project.name);
  const channel = tg.channel(newChatId(), `Dubai Deals ${suffix}`, `dubai_deals_${suffix}`);
  // A channel the bot was removed from shows as such.
  const removed = tg.channel(newChatId(), `Old Offers ${suffix}`);
  await push(tg.botAdded(removed));
  await push(tg.botAdded(removed, 'kicked'));
  await waitForChannel(request, token, removed.id, 'kicked');

  await storeAdmin(page, request);
  await page.goto('/admin/dashboard?tab=telegram');
  await expect(tab(page, 'Telegram')).toHaveAttribute('aria-selected', 'true');
  await expect(botStatus(page)).toContainText(`Connected as @${BOT_USERNAME}`);
  await expect(botStatus(page)).toContainText('Posts arrive by long polling.');
  const removedCard = page.getByRole('article', { name: removed.title });
  await expect(removedCard).toContainText('The bot was removed from this channel (kicked)');
  await expect(removedCard).toContainText('Private channel');

  // The owner makes the bot an administrator of the channel: the open tab shows it.
  await push(tg.botAdded(channel));
  const card = page.getByRole('article', { name: channel.title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('link', { name: `@${channel.username}` })).toHaveAttribute(
    'href',
    `https://t.me/${channel.username}`,
  );
  await expect(card).toContainText('Posts seen0');
  await expect(card).toContainText('Last postNone yet');
  await expect(card).not.toContainText('removed');

  // Anyone can add the bot to a channel: it reads nothing there until the owner chooses a mode.
  const mode = card.getByRole('combobox', { name: `Mode of ${channel.title}` });
  await expect(mode).toHaveValue('off');
  await mode.selectOption('publish');
  await expect(page.getByText('Channel mode updated')).toBeVisible();
  expect((await channelOf(request, token, channel.id))?.mode).toBe('publish');
  await page.reload();
  await expect(mode).toHaveValue('publish');
  await expect(card).toContainText('Complete ads are listed at once');

  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  if (info.project.name === 'desktop') await snap(page, 'admin-telegram', WIDTHS);
});

test('Telegram tab: says when Telegram cannot be reached, and when it refuses the token', async ({
  page,
  request,
}, info) => {
  test.slow(); // the bot retries with a growing pause
  const token = await adminToken(request);
  await storeAdmin(page, request);
  try {
    await control('reachable', { reachable: false });
    await waitForConnection(request, token, 'degraded');
    await page.goto('/admin/dashboard?tab=telegram');
    await expect(botStatus(page)).toContainText('Not connected to Telegram');
    await expect(botStatus(page)).toContainText('The Telegram Bot API cannot be reached (retrying)');
    if (info.project.name === 'desktop') await snap(page, 'admin-telegram-unreachable', WIDTHS);

    await control('refuse-token', { refuse: true });
    await control('reachable', { reachable: true });
    await waitForConnection(request, token, 'unauthorized');
    await page.reload();
    await expect(botStatus(page)).toContainText('Bad bot token');
    await expect(botStatus(page)).toContainText('Telegram refused the bot token: check it with @BotFather');
    await expect(botStatus(page)).toContainText('Set a valid TELEGRAM_BOT_TOKEN and restart the server.');
    if (info.project.name === 'desktop') await snap(page, 'admin-telegram-bad-token', WIDTHS);
  } finally {
    await control('refuse-token', { refuse: false });
    await control('reachable', { reachable: true });
  }
  await waitForConnection(request, token, 'connected');
  await page.reload();
  await expect(botStatus(page)).toContainText(`Connected as @${BOT_USERNAME}`);
});

interface Draft {
  id: string;
  source: { chat_id: string } | null;
}

test('Drafts: posts arrive as drafts; one is corrected and published, the other discarded', async ({
  page,
  request,
}, info) => {
  test.slow();
  const token = await adminToken(request);
  const suffix = suffixOf(info.project.name);
  const channel = tg.channel(newChatId(), `Onyx Offers ${suffix}`, `onyx_offers_${suffix}`);
  await push(tg.botAdded(channel));
  await waitForChannel(request, token, channel.id, 'administrator');
  await setMode(request, token, channel.id, 'review'); // every ad waits for an admin
  const photo = await addPhoto(await pngImage(640, 400, '#1f6f8b'));
  await push(tg.post(channel, 11, { photo, caption: COMPLETE_AD }));
  await push(tg.post(channel, 12, { text: INCOMPLETE_AD }));
  await expect
    .poll(
      async () =>
        (await adminGet<Draft[]>(request, token, '/api/admin/drafts')).filter(
          (d) => d.source?.chat_id === String(channel.id),
        ).length,
      { message: 'both posts as drafts', timeout: 20_000 },
    )
    .toBe(2);

  await storeAdmin(page, request);
  await page.goto('/admin/dashboard?tab=drafts');
  await expect(tab(page, /^Drafts \(\d+\)$/)).toHaveAttribute('aria-selected', 'true');
  const ours = page.getByRole('article').filter({ hasText: channel.title });
  await expect(ours).toHaveCount(2);
  const complete = ours.filter({ hasText: 'BINGHATTI ONYX' });
  const incomplete = ours.filter({ hasText: 'Marina Gate 1 | Dubai Marina' });

  // The post beside the fields read from it, its photo and its link; what a listing lacks is marked.
  const thumbnail = complete.getByRole('img', { name: 'Photo 1 of the post' });
  await thumbnail.scrollIntoViewIfNeeded(); // loaded lazily
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(complete.getByRole('link', { name: 'View post' })).toHaveAttribute(
    'href',
    `https://t.me/${channel.username}/11`,
  );
  await expect(complete.getByLabel('Distress price (AED)', { exact: true })).toHaveValue('585000');
  await expect(complete).toContainText('The post has everything a listing needs.');
  await expect(incomplete).toContainText('Missing for a listing: original price or discount');
  await expect(incomplete.getByLabel('Original price (AED)', { exact: true })).toHaveAccessibleDescription(
    'Needed for a listing: not stated in the ad',
  );
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  if (info.project.name === 'desktop') {
    await page.evaluate(() => window.scrollTo(0, 0)); // each post stays beside its fields (sticky)
    await snap(page, 'admin-drafts', WIDTHS);
  }

  // Corrected, then published: the correction is saved first.
  const name = `Onyx Heights ${suffix}`;
  await complete.getByLabel('Property name', { exact: true }).fill(name);
  await complete.getByLabel('Distress price (AED)', { exact: true }).fill('575,000');
  await complete.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Listing published')).toBeVisible();
  await expect(ours).toHaveCount(1);

  // The one that lacks the original price: publishing is refused with the server's reason; discarded.
  await incomplete.getByRole('button', { name: 'Publish' }).click();
  await expect(incomplete.getByRole('alert')).toContainText(
    'Not published: The draft does not state: original price or discount',
  );
  await incomplete.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
  await expect(dialog).toContainText('Marina Gate 1');
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
  await expect(ours).toHaveCount(0);

  // The listing is in Properties with the corrected fields and the post's photo.
  await tab(page, /^Properties/).click();
  await page.getByLabel('Search properties').fill(name);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  const [listing] = await adminGet<{ property_name: string; distress_price: number; images: unknown[] }[]>(
    request,
    token,
    `/api/properties?q=${encodeURIComponent(name)}`,
  );
  expect(listing).toMatchObject({ property_name: name, distress_price: 575_000 });
  expect(listing?.images).toHaveLength(1);
});

test('another post of a listed deal: "also posted in" on the admin card, and its lower price on the page', async ({
  page,
  request,
}, info) => {
  test.slow();
  const token = await adminToken(request);
  const suffix = suffixOf(info.project.name);
  // A project name the ad parser reads whole (letters only), so the posts match this listing alone.
  const tag = Date.now()
    .toString(26)
    .replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));
  const name = `Creekside Gate ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const adAt = (price: string) =>
    [
      '🔥 DISTRESS DEAL 🔥',
      `${name} | JVC`,
      '2 BR | 1,150 sq.ft | High floor',
      'Original price: AED 1,450,000',
      `Selling price: AED ${price} ✅`,
      'Handover Q2 2026 | Payment plan 60/40',
    ].join('\n');
  const created = await request.post('/api/admin/parse-telegram-ad', {
    headers: { Authorization: `Bearer ${token}` },
    data: { telegram_text: adAt('1,150,000') },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // Reposted by an agent in a public channel at a lower price, and in a private one at a higher price.
  const agent = tg.channel(newChatId(), `Agent Offers ${suffix}`, `agent_offers_${suffix}`);
  const closed = tg.channel(newChatId(), `Investors Circle ${suffix}`);
  for (const channel of [agent, closed]) {
    await push(tg.botAdded(channel));
    await waitForChannel(request, token, channel.id, 'administrator');
    await setMode(request, token, channel.id, 'publish');
  }
  await push(tg.post(agent, 41, { text: adAt('1,120,000') }));
  await push(tg.post(closed, 7, { text: adAt('1,140,000') }));
  interface Listing {
    id: string;
    distress_price: number;
    also_posted_in: unknown[];
    price_history: unknown[];
  }
  // The admin list, as the card reads it (uncached).
  const listing = async () =>
    (await adminGet<Listing[]>(request, token, '/api/admin/properties')).find((p) => p.id === id)!;
  await expect
    .poll(async () => (await listing()).also_posted_in.length, {
      message: 'both posts kept as sources of the listing',
      timeout: 20_000,
    })
    .toBe(2);
  // Another channel's price is only a suggestion: the admin accepts the lower one.
  expect(await listing()).toMatchObject({ distress_price: 1_150_000, price_history: [] });
  const suggested = await adminGet<{ id: string; price: number }[]>(
    request,
    token,
    `/api/admin/properties/${id}/suggestions`,
  );
  expect(suggested.map((s) => s.price).sort()).toEqual([1_120_000, 1_140_000]);
  const accepted = await request.post(
    `/api/admin/properties/${id}/suggestions/${suggested.find((s) => s.price === 1_120_000)!.id}`,
    { headers: { Authorization: `Bearer ${token}` }, data: { decision: 'accept' } },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect(await listing()).toMatchObject({
    distress_price: 1_120_000,
    price_history: [{ old_price: 1_150_000, new_price: 1_120_000 }],
  });

  await storeAdmin(page, request);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Search properties').fill(name);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const line = card.getByText(/^Also posted in/);
  await expect(line).toContainText(closed.title);
  await expect(line).toContainText(`@${agent.username}`);
  const post = line.getByRole('link', { name: `@${agent.username}` });
  await expect(post).toHaveAttribute('href', `https://t.me/${agent.username}/41`);
  await expect(post).toHaveAttribute('target', '_blank');
  await expect(line.getByRole('link')).toHaveCount(1); // the private channel's post has no public link
  // The private channel's price is still a suggestion on the card: the admin ignores it.
  const suggestions = card.getByRole('region', { name: `Suggestions for ${name}` });
  await expect(suggestions).toContainText(`${closed.title} says AED\u00a01,140,000`);
  if (info.project.name === 'desktop') {
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await snap(page, 'admin-property-also-posted-in', WIDTHS);
  }
  await suggestions.getByRole('button', { name: /^Ignore AED\s1,140,000 from / }).click();
  await expect(page.getByText('Suggestion ignored')).toBeVisible();
  await expect(suggestions).toHaveCount(0);

  await page.goto(`/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('AED 1,120,000', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Price reduced from/)).toHaveText(
    /^Price reduced from AED\s1,150,000 on \d{1,2}\s[A-Z][a-z]{2}\s\d{4}$/,
  );
  if (info.project.name === 'desktop') {
    await page.waitForLoadState('networkidle');
    await snap(page, 'property-price-reduced', WIDTHS);
  }
});
