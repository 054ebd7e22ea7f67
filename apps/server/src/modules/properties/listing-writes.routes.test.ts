// Every way a listing changes goes through listing-writes.service, which refreshes the public list
// after each commit: whichever path wrote, the cached GET /api/properties shows the change at once.
import { parseTelegramAd } from '@dd/core';
import { describe, expect, it } from 'vitest';
import { postExport } from '../../../test/bulk-add.ts';
import { pngImage } from '../../../test/images.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { withAdminApp } from '../../../test/sessions.ts';
import { adText, chatExport, message } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { storeImage } from '../images/image-store.ts';
import {
  addDealSource,
  addListingPhotos,
  adToForm,
  applyPostEdit,
  createListing,
  createListingFromAd,
} from './listing-writes.service.ts';

interface Card {
  id: string;
  property_name: string;
  status: string;
  distress_price: number;
  size_sqft: number;
  image_urls: string[];
}

describe.each(engines)('a listing changes in one place, on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const list = () => t.app.inject({ method: 'GET', url: '/api/properties' });
  /** The query path, which no cache serves (an empty search matches every listing). */
  const fromDb = async () => (await t.app.inject({ method: 'GET', url: '/api/properties?q=' })).body;

  /** Warms the cached list, runs the write, and expects the cached list to be the database's at once. */
  async function listedAfter(write: () => Promise<unknown>): Promise<Card[]> {
    const before = await list();
    expect(before.statusCode).toBe(200);
    expect(t.app.ctx.listingCache.peek()).toBeDefined();
    await write();
    const after = await list();
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(await fromDb());
    expect(after.body).not.toBe(before.body);
    return after.json() as Card[];
  }

  const card = (cards: Card[], id: string) => cards.find((c) => c.id === id);
  const channelAd = (n: number) => parseTelegramAd(adText(n));
  let chatMessage = 0;
  const source = () => ({ chat: '-1002000000001', messageId: String(++chatMessage), postedAt: new Date() });

  it('creates from the form, Quick Add and Bulk Add', async () => {
    let id = '';
    let cards = await listedAfter(async () => {
      const body = multipart(propertyFields({ property_name: 'Form Tower' }), []);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/properties',
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(card(cards, id)?.property_name).toBe('Form Tower');

    cards = await listedAfter(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/parse-telegram-ad',
        payload: { telegram_text: adText(301) },
        headers: auth,
      });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(card(cards, id)).toBeDefined();

    const count = cards.length;
    cards = await listedAfter(async () => {
      const chat = chatExport('One Place Deals', 1780000301, [message(1, { at: 10, text: adText(302) })]);
      const res = await postExport(t, auth, chat);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ properties_created: 1 });
    });
    expect(cards).toHaveLength(count + 1);
  });

  it("creates from a channel's post and from a published draft, and applies the post's edit", async () => {
    let id = '';
    let cards = await listedAfter(async () => {
      const outcome = await createListingFromAd(t.app.ctx, channelAd(303), {
        via: 'channel',
        source: source(),
        sameDeal: 'create',
      });
      expect(outcome.status).toBe('created');
      id = outcome.id;
    });
    expect(card(cards, id)).toBeDefined();

    cards = await listedAfter(async () => {
      const changed = await applyPostEdit(t.app.ctx, id, { size_sqft: 1777 });
      expect(changed).toEqual(['size_sqft']);
    });
    expect(card(cards, id)?.size_sqft).toBe(1777);

    let alsoRan = false;
    cards = await listedAfter(async () => {
      id = await createListing(t.app.ctx, {
        form: adToForm({ ...channelAd(304).fields, property_name: 'Draft Tower' }),
        via: 'channel',
        source: source(),
        manualFields: ['property_name'],
        images: [],
        alsoInTransaction: async () => {
          alsoRan = true;
        },
      });
    });
    expect(alsoRan).toBe(true);
    expect(card(cards, id)?.property_name).toBe('Draft Tower');
  });

  it('creates nothing, and leaves the list as it was, when what is written with the listing fails', async () => {
    const before = (await list()).body;
    await expect(
      createListing(t.app.ctx, {
        form: adToForm(channelAd(305).fields),
        via: 'channel',
        source: source(),
        images: [],
        alsoInTransaction: async () => {
          throw new Error('the draft could not be moved');
        },
      }),
    ).rejects.toThrow('the draft could not be moved');
    expect((await list()).body).toBe(before);
    expect((await list()).body).toBe(await fromDb());
  });

  it("adds an album's late photos and an imported post's lower price", async () => {
    const created = await createListingFromAd(t.app.ctx, channelAd(306), {
      via: 'channel',
      source: source(),
      sameDeal: 'create',
    });
    const id = created.id;
    const image = await storeImage(await pngImage(640, 400, '#8b1f6f'), t.app.ctx.config.uploadDir);
    let cards = await listedAfter(() => addListingPhotos(t.app.ctx, id, [image]));
    expect(card(cards, id)?.image_urls).toEqual([image.path]);

    const lower = (card(cards, id)?.distress_price ?? 0) - 20_000;
    cards = await listedAfter(async () => {
      expect(await addDealSource(t.app.ctx, id, source(), lower, true)).toBe(true);
    });
    expect(card(cards, id)?.distress_price).toBe(lower);
  });

  it('sets a status, alone and in bulk, moves, and removes alone, in bulk and all', async () => {
    const ids: string[] = [];
    for (const n of [307, 308, 309]) {
      const outcome = await createListingFromAd(t.app.ctx, channelAd(n), {
        via: 'channel',
        source: source(),
      });
      ids.push(outcome.id);
    }
    const [one, two, three] = ids as [string, string, string];
    let cards = await listedAfter(async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/properties/${one}/status`,
        payload: { status: 'reserved' },
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(card(cards, one)?.status).toBe('reserved');

    const bulk = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/properties/bulk', payload, headers: auth });
    cards = await listedAfter(async () => {
      const res = await bulk({ action: 'set_status', status: 'sold', ids: [three] });
      expect(res.statusCode).toBe(200);
    });
    // Sold: out of the public list at once.
    expect(card(cards, three)).toBeUndefined();
    expect(card(cards, two)?.status).toBe('available');

    cards = await listedAfter(async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/properties/${two}/order?display_order=77`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(cards[0]?.id).toBe(two);

    cards = await listedAfter(async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/properties/${one}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(204);
    });
    expect(card(cards, one)).toBeUndefined();

    cards = await listedAfter(async () => {
      const res = await bulk({ action: 'delete', ids: [two] });
      expect(res.statusCode).toBe(200);
    });
    expect(card(cards, two)).toBeUndefined();

    cards = await listedAfter(async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/properties-all', headers: auth });
      expect(res.statusCode).toBe(200);
    });
    expect(cards).toEqual([]);
  });
});
