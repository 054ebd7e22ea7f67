// Following channels end to end: the real app (its bot runner polling, its routes) against a local fake
// of the Telegram Bot API, on each engine.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/images.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines, sqliteOnly } from '../../../test/test-db.ts';
import { insertSales } from '../market/market-sales.repository.ts';
import { marinaGateSales } from '../../../test/market-sales.ts';
import { FAKE_BOT_TOKEN, type FakeBotApi, startFakeBotApi, tg } from '../../../test/fake-bot-api.ts';
import {
  COMPLETE_AD,
  dealAd,
  dealPrice,
  FAST_BOT,
  INCOMPLETE_AD,
  until,
} from '../../../test/telegram-fixtures.ts';

describe.each(engines)('following Telegram channels on %s', (engine) => {
  let api: FakeBotApi;
  let t: TestApp;
  let admin: string;
  let chatId = -1001000000000;
  let message = 100;

  beforeAll(async () => {
    api = await startFakeBotApi();
    t = await createTestApp(
      engine,
      { telegram: { token: FAKE_BOT_TOKEN, apiRoot: api.root, webhookSecret: undefined } },
      undefined,
      { telegram: FAST_BOT },
    );
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });
  afterEach(() => api.setReachable(true));

  const get = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url, headers: bearer(admin) }).then((res) => res.json());
  const channels = () => get(t.app, '/api/admin/telegram/channels');
  const drafts = () => get(t.app, '/api/admin/drafts');
  const bySource = async (chat: number, messageId: number) => {
    const row = await t.db.handle.db
      .selectFrom('properties')
      .select(['id', 'property_name', 'distress_price', 'source_posted_at'])
      .where('source_chat', '=', String(chat))
      .where('source_message_id', '=', String(messageId))
      .executeTakeFirst();
    return row;
  };
  /** A channel the bot was just made an administrator of, in the given mode. */
  async function joinChannel(mode: 'review' | 'publish' | 'off', username?: string) {
    const chat = tg.channel(--chatId, `Deals ${chatId}`, username);
    api.push(tg.botAdded(chat));
    await until(
      async () => (await channels()).find((c: { chat_id: string }) => c.chat_id === String(chat.id)),
      'the channel in the Telegram tab',
    );
    // A channel someone added the bot to starts off: only the owner's choice lets it make anything.
    expect((await channels()).find((c: { chat_id: string }) => c.chat_id === String(chat.id)).mode).toBe(
      'off',
    );
    if (mode !== 'off') {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/telegram/channels/${chat.id}`,
        headers: bearer(admin),
        payload: { mode },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().mode).toBe(mode);
    }
    return chat;
  }

  it('shows the channel the bot was added to, in review mode, and the bot as connected', async () => {
    const chat = await joinChannel('review', 'dubai_distress_test');
    const [channel] = (await channels()).filter((c: { chat_id: string }) => c.chat_id === String(chat.id));
    expect(channel).toEqual({
      chat_id: String(chat.id),
      title: chat.title,
      username: 'dubai_distress_test',
      mode: 'review',
      member_status: 'administrator',
      posts_seen: 0,
      listings_created: 0,
      last_post_at: null,
    });
    const status = await get(t.app, '/api/admin/telegram/status');
    expect(status).toMatchObject({
      enabled: true,
      delivery: 'polling',
      connection: 'connected',
      bot_username: 'dubai_deals_test_bot',
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().telegram).toEqual({ status: 'connected' });
    // Polling only after any webhook was removed (getUpdates is refused while one is set).
    expect(api.calls.findIndex((c) => c.method === 'deleteWebhook')).toBeLessThan(
      api.calls.findIndex((c) => c.method === 'getUpdates'),
    );
  });

  it('refuses a mode that does not exist, and an unknown channel', async () => {
    const chat = await joinChannel('review');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/telegram/channels/${chat.id}`,
      headers: bearer(admin),
      payload: { mode: 'everything' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/mode/);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/telegram/channels/-100999',
      headers: bearer(admin),
      payload: { mode: 'publish' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'Channel not found' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/telegram/channels' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('publish mode: a complete ad becomes a listing at once, an incomplete one a draft, a non-ad nothing', async () => {
    const chat = await joinChannel('publish', 'onyx_deals');
    const adId = ++message;
    api.push(tg.post(chat, adId, { text: COMPLETE_AD }));
    const listing = await until(() => bySource(chat.id, adId), 'the listing');
    expect(listing.property_name).toBe('Binghatti Onyx');
    expect(listing.distress_price).toBe(585_000);
    expect(listing.source_posted_at).not.toBeNull();
    // The detail names the post ("Posted in @onyx_deals · …"), the card tells how fresh the deal is.
    const detail = await get(t.app, `/api/properties/${listing.id}`);
    expect(detail.source).toEqual({
      channel: chat.title,
      username: 'onyx_deals',
      url: `https://t.me/onyx_deals/${adId}`,
      posted_at: detail.posted_at,
    });
    const card = (await t.app.inject({ method: 'GET', url: '/api/properties' }))
      .json()
      .find((p: { id: string }) => p.id === listing.id);
    expect(Date.parse(card.posted_at)).toBeLessThanOrEqual(Date.parse(card.created_at));

    const draftId = ++message;
    api.push(tg.post(chat, draftId, { text: INCOMPLETE_AD }));
    const draft = await until(
      async () =>
        (await drafts()).find(
          (d: { source: { message_id: string } }) => d.source?.message_id === String(draftId),
        ),
      'the draft',
    );
    expect(draft.missing).toEqual(['original price or discount']);
    expect(draft.source).toMatchObject({ username: 'onyx_deals', url: `https://t.me/onyx_deals/${draftId}` });
    expect(draft.post_text).toBe(INCOMPLETE_AD.trim());

    api.push(tg.post(chat, ++message, { text: 'Good morning Dubai! New deals coming today 🌅' }));
    await until(
      async () =>
        (await channels()).find(
          (c: { chat_id: string; posts_seen: number }) => c.chat_id === String(chat.id) && c.posts_seen === 3,
        ),
      'three posts seen',
    );
    const [channel] = (await channels()).filter((c: { chat_id: string }) => c.chat_id === String(chat.id));
    expect(channel.listings_created).toBe(1);
    expect(channel.last_post_at).not.toBeNull();
    expect(
      (await drafts()).filter((d: { source: { chat_id: string } }) => d.source?.chat_id === String(chat.id)),
    ).toHaveLength(1);
  });

  it('publish mode: an ad whose price is implausible waits as a draft saying why, with what the market pays', async () => {
    // 8 sales of 1-bedroom flats in Marina Gate, two months ago, at AED 2,000 per sq ft.
    const sold = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    await insertSales(t.db.handle.db, marinaGateSales(8, 2_000, { date: sold, step: 0 }), false);
    try {
      const chat = await joinChannel('publish', 'held_deals');
      const ads = {
        quarter: 'Marina Gate 1 | Dubai Marina\n1 Bed | 800 sq ft | Ready\nSelling AED 400,000 (OP 500,000)',
        dollars: 'Marina Gate 1 | Dubai Marina\n1 Bed | 800 sq ft | Ready\nNow USD 420,000, was USD 480,000',
        halfOff:
          'Marina Gate 1 | Dubai Marina\n1 Bed | 800 sq ft | Ready\nWas AED 3,600,000, now AED 1,500,000',
        euros: 'Marina Gate 1 | Dubai Marina\n1 Bed | 800 sq ft | Ready\nNow €380,000, was €450,000',
      };
      const held: Record<string, { held_because: string | null; missing: string[] }> = {};
      for (const [name, text] of Object.entries(ads)) {
        const id = ++message;
        api.push(tg.post(chat, id, { text }));
        held[name] = await until(
          async () =>
            (await drafts()).find(
              (d: { source: { message_id: string } }) => d.source?.message_id === String(id),
            ),
          `the ${name} draft`,
        );
        expect(await bySource(chat.id, id), name).toBeUndefined();
      }
      expect(held.quarter!.held_because).toBe(
        'AED\u00a0500 per sq ft is under 40% of what comparable homes sell for here (median AED\u00a02,000 per sq ft).',
      );
      expect(held.dollars!.held_because).toBe(
        'The only price given is in US dollars: it was converted at 3.6725 AED per dollar.',
      );
      expect(held.halfOff!.held_because).toBe('A discount of 58% is over 50%: check both prices.');
      // A price in euros only is not read: never a listing with a guessed price.
      expect(held.euros).toMatchObject({
        missing: ['price', 'original price or discount'],
        held_because: 'The only price given is not in AED, so it was not read.',
      });

      // A plausible price from the same channel is still published at once.
      const fine = ++message;
      api.push(
        tg.post(chat, fine, {
          text: 'Marina Gate 1 | Dubai Marina\n1 Bed | 800 sq ft | Ready\nSelling AED 1,450,000 (OP 1,700,000)',
        }),
      );
      expect((await until(() => bySource(chat.id, fine), 'the listing')).distress_price).toBe(1_450_000);
    } finally {
      await t.db.handle.db.deleteFrom('market_sales').execute();
    }
  });

  it('review mode: every ad is a draft, which an admin corrects and publishes', async () => {
    const chat = await joinChannel('review');
    const id = ++message;
    api.push(tg.post(chat, id, { text: dealAd(1) }));
    const draft = await until(
      async () =>
        (await drafts()).find((d: { source: { message_id: string } }) => d.source?.message_id === String(id)),
      'the draft',
    );
    expect(await bySource(chat.id, id)).toBeUndefined();
    expect(draft.missing).toEqual([]);

    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/drafts/${draft.id}`,
      headers: bearer(admin),
      payload: { property_name: 'Binghatti Onyx Tower', distress_price: 575_000 },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().fields).toMatchObject({
      property_name: 'Binghatti Onyx Tower',
      distress_price: 575_000,
    });
    expect(corrected.json().manual_fields.sort()).toEqual(['distress_price', 'property_name']);

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/drafts/${draft.id}/publish`,
      headers: bearer(admin),
    });
    expect(published.statusCode).toBe(201);
    const detail = await get(t.app, `/api/properties/${published.json().id}`);
    expect(detail).toMatchObject({
      property_name: 'Binghatti Onyx Tower',
      distress_price: 575_000,
      location: 'Jumeirah Village Circle',
    });
    expect((await drafts()).find((d: { id: string }) => d.id === draft.id)).toBeUndefined();

    // The post edited later: the fields the admin corrected stay, the others follow the post.
    api.push(tg.post(chat, id, { text: dealAd(1, { size: 430, price: 560_000 }) }, 'edited_channel_post'));
    await until(
      async () => (await get(t.app, `/api/properties/${published.json().id}`)).size_sqft === 430,
      'the edit applied',
    );
    const edited = await get(t.app, `/api/properties/${published.json().id}`);
    expect(edited).toMatchObject({
      property_name: 'Binghatti Onyx Tower',
      distress_price: 575_000,
      size_sqft: 430,
    });
  });

  it('refuses to publish a draft that lacks the original price, and discards one', async () => {
    const chat = await joinChannel('review');
    const id = ++message;
    api.push(tg.post(chat, id, { text: INCOMPLETE_AD }));
    const draft = await until(
      async () =>
        (await drafts()).find((d: { source: { message_id: string } }) => d.source?.message_id === String(id)),
      'the draft',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/drafts/${draft.id}/publish`,
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('The draft does not state: original price or discount');
    const badField = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/drafts/${draft.id}`,
      headers: bearer(admin),
      payload: { size_sqft: 'big', is_ad: true },
    });
    expect(badField.statusCode).toBe(400);
    const discarded = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/drafts/${draft.id}`,
      headers: bearer(admin),
    });
    expect(discarded.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/drafts/${draft.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ detail: 'Draft not found' });
  });

  it('marks a listing sold when a post replies SOLD to its ad, and reserved when the ad is edited to say so', async () => {
    const chat = await joinChannel('publish');
    const soldId = ++message;
    const reservedId = ++message;
    api.push(tg.post(chat, soldId, { text: dealAd(2) }));
    api.push(tg.post(chat, reservedId, { text: dealAd(3) }));
    const sold = await until(() => bySource(chat.id, soldId), 'the first listing');
    const reserved = await until(() => bySource(chat.id, reservedId), 'the second listing');
    api.push(tg.post(chat, ++message, { text: '❌ SOLD ❌', reply_to: soldId }));
    api.push(tg.post(chat, reservedId, { text: `RESERVED ✅\n${dealAd(3)}` }, 'edited_channel_post'));
    // A reply that says nothing of the kind changes nothing.
    api.push(
      tg.post(chat, ++message, { text: 'Viewing available this weekend, call now', reply_to: reservedId }),
    );
    await until(async () => (await get(t.app, `/api/properties/${sold.id}`)).status === 'sold', 'sold');
    await until(
      async () => (await get(t.app, `/api/properties/${reserved.id}`)).status === 'reserved',
      'reserved',
    );
    const soldDetail = await get(t.app, `/api/properties/${sold.id}`);
    expect(soldDetail.property_name).toBe('Binghatti Onyx');
  });

  it("shows the bot's listing, the post's edit and a SOLD reply in the cached public list", async () => {
    const chat = await joinChannel('publish');
    const cards = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/properties' })).json() as {
        id: string;
        distress_price: number;
        status: string;
      }[];
    // The cache is built before each change; only a refresh after the bot's write shows the change.
    const cardOf = async (id: string) => (await cards()).find((card) => card.id === id);
    await cards();
    const adId = ++message;
    api.push(tg.post(chat, adId, { text: dealAd(30) }));
    const listing = await until(() => bySource(chat.id, adId), 'the listing');
    await until(() => cardOf(listing.id), 'the listing in the public list');

    const lower = dealPrice(30) - 10_000;
    api.push(tg.post(chat, adId, { text: dealAd(30, { price: lower }) }, 'edited_channel_post'));
    await until(async () => (await cardOf(listing.id))?.distress_price === lower, 'the edit in the list');

    api.push(tg.post(chat, ++message, { text: 'SOLD ✅', reply_to: adId }));
    // Sold: out of the public list at once.
    await until(async () => (await cardOf(listing.id)) === undefined, 'the sale in the list');
  });

  /** The open suggestions of a listing, as the admin reads them. */
  const suggestions = (id: string) => get(t.app, `/api/admin/properties/${id}/suggestions`);
  const decide = (id: string, suggestion: string, decision: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/properties/${id}/suggestions/${suggestion}`,
      headers: bearer(admin),
      payload: { decision },
    });
  const activity = async (id: string) =>
    (await get(t.app, `/api/admin/audit?property_id=${id}`)) as { admin: string; summary: string }[];

  it("keeps another channel's post of the same deal as a source and its lower price as a suggestion, never as the price", async () => {
    const first = await joinChannel('publish', 'first_deals');
    const second = await joinChannel('publish', 'second_deals');
    const id = ++message;
    api.push(tg.post(first, id, { text: dealAd(20) }));
    const listing = await until(() => bySource(first.id, id), 'the listing');
    // Another agent's repost, in other words, the size 1 % off and the price 3 % lower.
    const lower = Math.round((dealPrice(20) * 0.97) / 1000) * 1000;
    const repostId = ++message;
    const repost = [
      'Binghatti Onyx, JVC — studio',
      `${412 + 20 + 4} sqft, ready`,
      `Now only AED ${lower.toLocaleString('en-US')}! OP AED ${Math.round((720_000 * 1.1 ** 20) / 1000) * 1000}`,
    ].join('\n');
    api.push(tg.post(second, repostId, { text: repost }));
    const [suggested] = await until(async () => {
      const open = await suggestions(listing.id);
      return open.length > 0 ? open : undefined;
    }, 'the suggested price');
    expect(suggested).toEqual({
      id: expect.any(String),
      kind: 'price',
      price: lower,
      status: null,
      channel: second.title,
      username: 'second_deals',
      url: `https://t.me/second_deals/${repostId}`,
      created_at: expect.any(String),
    });
    const detail = await get(t.app, `/api/properties/${listing.id}`);
    expect(detail.distress_price).toBe(dealPrice(20));
    expect(detail.price_history).toEqual([]);
    expect(detail.also_posted_in).toEqual([
      {
        channel: second.title,
        username: 'second_deals',
        url: `https://t.me/second_deals/${repostId}`,
        posted_at: expect.any(String),
      },
    ]);
    expect(await bySource(second.id, repostId)).toBeUndefined();

    // Nor can the repost's edit (a price far below), or a SOLD reply to it, change the listing.
    api.push(tg.post(second, repostId, { text: dealAd(20, { price: 390_000 }) }, 'edited_channel_post'));
    api.push(tg.post(second, ++message, { text: 'SOLD ✅', reply_to: repostId }));
    await until(
      async () => (await suggestions(listing.id)).some((s: { kind: string }) => s.kind === 'status'),
      'the suggested status',
    );
    const open = await suggestions(listing.id);
    expect(open.find((s: { kind: string }) => s.kind === 'price').price).toBe(390_000);
    expect(await get(t.app, `/api/properties/${listing.id}`)).toMatchObject({
      status: 'available',
      distress_price: dealPrice(20),
    });

    // The admin ignores the sale and accepts the price: the listing changes, in its history and the log.
    const status = open.find((s: { kind: string }) => s.kind === 'status');
    const price = open.find((s: { kind: string }) => s.kind === 'price');
    expect((await decide(listing.id, status.id, 'ignore')).statusCode).toBe(200);
    const accepted = await decide(listing.id, price.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'available', distress_price: 390_000 });
    expect(accepted.json().price_history).toEqual([
      { old_price: dealPrice(20), new_price: 390_000, changed_at: expect.any(String) },
    ]);
    expect(await suggestions(listing.id)).toEqual([]);
    expect((await decide(listing.id, price.id, 'accept')).statusCode).toBe(404);
    expect((await decide(listing.id, price.id, 'everything')).statusCode).toBe(400);
    expect((await activity(listing.id)).map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Accepted a suggested price/),
        expect.stringMatching(/^Ignored a suggested status/),
      ]),
    );
  });

  it("lowers a listing's price from its own channel in publish mode, in the log; a higher one is only suggested", async () => {
    const own = await joinChannel('publish', 'own_deals');
    const id = ++message;
    api.push(tg.post(own, id, { text: dealAd(21) }));
    const listing = await until(() => bySource(own.id, id), 'the listing');
    const lower = dealPrice(21) - 15_000;
    api.push(tg.post(own, ++message, { text: dealAd(21, { price: lower }) }));
    await until(
      async () => (await get(t.app, `/api/properties/${listing.id}`)).distress_price === lower,
      'the lower price',
    );
    await until(
      async () =>
        (await activity(listing.id)).find(
          (entry) => entry.admin === 'Telegram @own_deals' && /^Lowered the price/.test(entry.summary),
        ),
      'the price cut in the activity log',
    );
    api.push(
      tg.post(own, id, { text: dealAd(21, { price: dealPrice(21) + 50_000 }) }, 'edited_channel_post'),
    );
    await until(async () => (await suggestions(listing.id)).length === 1, 'the higher price suggested');
    expect((await get(t.app, `/api/properties/${listing.id}`)).distress_price).toBe(lower);
    // A cut to an implausible price (over 50 % off its original price) is only suggested, even from here
    // (the post's suggestion now says that price).
    const halved = Math.round((dealPrice(21) * 0.45) / 1000) * 1000;
    api.push(tg.post(own, id, { text: dealAd(21, { price: halved }) }, 'edited_channel_post'));
    await until(
      async () => (await suggestions(listing.id)).some((s: { price: number }) => s.price === halved),
      'the implausible price suggested',
    );
    expect((await get(t.app, `/api/properties/${listing.id}`)).distress_price).toBe(lower);
  });

  it('reads an album as one ad with every photo, the largest size of each, the caption on any part', async () => {
    const chat = await joinChannel('publish');
    const photos = await Promise.all(
      ['#1f6f8b', '#99a8b2', '#e6d5b8'].map((color) => pngImage(640, 400, color)),
    );
    const files = photos.map((bytes) => api.addFile(bytes));
    const first = ++message;
    const group = `album-${first}`;
    api.push(tg.post(chat, first, { photo: files[0], media_group_id: group }));
    api.push(tg.post(chat, ++message, { photo: files[1], media_group_id: group, caption: dealAd(4) }));
    api.push(tg.post(chat, ++message, { photo: files[2], media_group_id: group }));
    const listing = await until(() => bySource(chat.id, first + 1), 'the album listing');
    const detail = await get(t.app, `/api/properties/${listing.id}`);
    expect(detail.images).toHaveLength(3);
    expect(detail.images[0]).toMatchObject({ width: 640, height: 400 });
    // Only the largest size was fetched, once per photo.
    const fetched = api.calls.filter((c) => c.method === 'getFile').map((c) => c.params.file_id);
    expect(fetched).toEqual(expect.arrayContaining(files));
    expect(fetched.some((id) => String(id).endsWith('#thumb'))).toBe(false);
  });

  it('keeps a post whose photo is not an image, without the photo', async () => {
    const chat = await joinChannel('publish');
    const id = ++message;
    api.push(
      tg.post(chat, id, { photo: api.addFile(Buffer.from('%PDF-1.7 not a photo')), caption: dealAd(5) }),
    );
    const listing = await until(() => bySource(chat.id, id), 'the listing');
    expect((await get(t.app, `/api/properties/${listing.id}`)).images).toEqual([]);
  });

  it('changes nothing when the same update is delivered twice', async () => {
    const chat = await joinChannel('publish');
    const id = ++message;
    const update = tg.post(chat, id, { text: dealAd(6) });
    const updateId = api.push(update);
    await until(() => bySource(chat.id, id), 'the listing');
    api.push({ ...update, update_id: updateId }); // Telegram delivers it again
    const marker = ++message;
    api.push(tg.post(chat, marker, { text: INCOMPLETE_AD }));
    await until(
      async () =>
        (await drafts()).find(
          (d: { source: { message_id: string } }) => d.source?.message_id === String(marker),
        ),
      'a later post read',
    );
    const rows = await t.db.handle.db
      .selectFrom('properties')
      .select('id')
      .where('source_chat', '=', String(chat.id))
      .where('source_message_id', '=', String(id))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('ignores posts in a channel the owner never turned on, and unknown or malformed updates', async () => {
    const chat = await joinChannel('off');
    const id = ++message;
    api.push(tg.post(chat, id, { text: dealAd(7) }));
    api.push({ callback_query: { id: 'x', data: 'y' } });
    api.push({ channel_post: { text: 'no chat, no id' } });
    await until(
      async () =>
        (
          await t.db.handle.db
            .selectFrom('telegram_updates')
            .select('status')
            .where('status', '=', 'pending')
            .execute()
        ).length === 0 &&
        (await channels()).find(
          (c: { chat_id: string; posts_seen: number }) => c.chat_id === String(chat.id) && c.posts_seen === 1,
        ),
      'the updates read',
    );
    expect(await bySource(chat.id, id)).toBeUndefined();
    const failed = await t.db.handle.db
      .selectFrom('telegram_updates')
      .select('error')
      .where('status', '=', 'failed')
      .execute();
    expect(failed.map((f) => f.error)).toContain('the post has no message_id or chat id');
  });

  it('keeps serving while Telegram is unreachable, reports the bot as degraded, and catches up after', async () => {
    const chat = await joinChannel('publish');
    api.setReachable(false);
    await until(
      async () =>
        (await t.app.inject({ method: 'GET', url: '/api/health' })).json().telegram?.status === 'degraded',
      'degraded health',
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      telegram: { status: 'degraded', detail: 'The Telegram Bot API cannot be reached (retrying)' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(200);

    const id = ++message;
    api.push(tg.post(chat, id, { text: dealAd(8) }));
    api.setReachable(true);
    await until(() => bySource(chat.id, id), 'the post read after Telegram came back');
    await until(
      async () => (await get(t.app, '/api/admin/telegram/status')).connection === 'connected',
      'connected again',
    );
  });

  it('says when Telegram refuses the token', async () => {
    api.refuseToken(true);
    try {
      await until(
        async () => (await get(t.app, '/api/admin/telegram/status')).connection === 'unauthorized',
        'unauthorized',
      );
      const status = await get(t.app, '/api/admin/telegram/status');
      expect(status.detail).toBe('Telegram refused the bot token: check it with @BotFather');
    } finally {
      api.refuseToken(false);
    }
    await until(
      async () => (await get(t.app, '/api/admin/telegram/status')).connection === 'connected',
      'connected again',
      10_000,
    );
  });
});

// SQLite only (test/test-db.ts): the webhook's secret and body checks come before any query; the
// channels' queries run on both engines above.
describe.each(sqliteOnly)('the Telegram webhook on %s', (engine) => {
  const SECRET = 'webhook-secret_0123456789';
  let api: FakeBotApi;
  let t: TestApp;
  const chat = tg.channel(-1004000000001, 'Webhook deals', 'webhook_deals');

  beforeAll(async () => {
    api = await startFakeBotApi();
    t = await createTestApp(
      engine,
      {
        telegram: { token: FAKE_BOT_TOKEN, apiRoot: api.root, webhookSecret: SECRET },
        appUrl: 'https://deals.example',
        appUrlConfigured: true,
      },
      undefined,
      { telegram: FAST_BOT },
    );
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const deliver = (update: object, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: update,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    });

  it('registers the webhook with Telegram, with the secret and the update kinds it reads', async () => {
    const call = await until(async () => api.calls.find((c) => c.method === 'setWebhook'), 'setWebhook');
    expect(call.params).toMatchObject({
      url: 'https://deals.example/api/telegram/webhook',
      secret_token: SECRET,
      allowed_updates: ['channel_post', 'edited_channel_post', 'my_chat_member', 'message'],
    });
    expect(api.calls.some((c) => c.method === 'getUpdates')).toBe(false);
  });

  it('refuses a call without the secret or with another one (401), and stores nothing', async () => {
    for (const secret of [null, 'guess', `${SECRET}x`]) {
      const res = await deliver({ update_id: 1, ...tg.botAdded(chat) }, secret);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ detail: 'The webhook secret is missing or wrong' });
    }
    expect(await t.db.handle.db.selectFrom('telegram_updates').select('update_id').execute()).toEqual([]);
  });

  it('refuses a body that is not an update (400)', async () => {
    const res = await deliver({ message: 'hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/update_id/);
  });

  it('refuses an update nested thousands of levels deep (400), storing nothing', async () => {
    const deep = `{"update_id":99,"message":${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: deep,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('An update nests at most 64 levels deep');
    const stored = await t.db.handle.db.selectFrom('telegram_updates').select('update_id').execute();
    expect(stored).not.toContainEqual({ update_id: 99 });
  });

  it('stores each update, reads it, and changes nothing when Telegram sends it again', async () => {
    expect((await deliver({ update_id: 10, ...tg.botAdded(chat) })).statusCode).toBe(200);
    await until(
      async () => (await t.db.handle.db.selectFrom('telegram_channels').selectAll().execute()).length === 1,
      'the channel',
    );
    await t.db.handle.db.updateTable('telegram_channels').set({ mode: 'publish' }).execute();
    const post = { update_id: 11, ...tg.post(chat, 500, { text: COMPLETE_AD }) };
    expect((await deliver(post)).statusCode).toBe(200);
    expect((await deliver(post)).statusCode).toBe(200);
    const huge = { update_id: 12, ...tg.post(chat, 501, { text: `${COMPLETE_AD}\n${'x'.repeat(100_000)}` }) };
    expect((await deliver(huge)).statusCode).toBe(200);
    await until(
      async () =>
        (
          await t.db.handle.db
            .selectFrom('telegram_updates')
            .select('update_id')
            .where('status', '=', 'done')
            .execute()
        ).length === 3,
      'three updates read',
    );
    const listings = await t.db.handle.db
      .selectFrom('properties')
      .select('source_message_id')
      .where('source_chat', '=', String(chat.id))
      .execute();
    expect(listings).toEqual([{ source_message_id: '500' }]);
  });
});

describe('the Telegram webhook without a bot', () => {
  it('answers 404 when webhook mode is not turned on', async () => {
    const t = await createTestApp('sqlite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        payload: { update_id: 1 },
      });
      expect(res.statusCode).toBe(404);
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/admin/telegram/status',
        headers: bearer(await adminToken(t)),
      });
      expect(status.json()).toMatchObject({ enabled: false, connection: 'off' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().telegram).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
