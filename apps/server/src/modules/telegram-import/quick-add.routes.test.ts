import { describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/images.ts';
import { multipart } from '../../../test/multipart.ts';
import { withAdminApp } from '../../../test/sessions.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';

const AD = `🔥🔥 DISTRESS DEAL 🔥🔥
Binghatti Onyx — JVC
2 BR | 1,180 sq.ft | High floor
Original price: AED 1,450,000
Selling price: AED 1,190,000 ✅
Handover Q2 2026 | Payment plan 60/40
Call +971 50 123 4567`;

// SQLite only (test/test-db.ts): Quick Add reads an ad in the app and writes through the listings'
// repository, which runs on both engines elsewhere.
describe.each(sqliteOnly)('Quick Add on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const quickAdd = (telegram_text: unknown, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/parse-telegram-ad${query}`,
      payload: { telegram_text },
      headers: auth,
    });
  const count = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/properties' })).json() as unknown[]).length;

  it('creates a listing from a pasted ad and answers its name, images, id and warnings', async () => {
    const res = await quickAdd(AD);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ image_urls: [], id: expect.any(String), warnings: expect.any(Array) });
    expect(body.property_name).toMatch(/Onyx/i);
    expect(body.property).toMatchObject({
      location: 'Jumeirah Village Circle',
      property_type: '2BR',
      size_sqft: 1180,
      original_price: 1_450_000,
      distress_price: 1_190_000,
      payment_plan: '60/40',
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json() as { id: string }[];
    expect(listed.map((p) => p.id)).toContain(body.id);
  });

  it('previews without saving when dry_run is set', async () => {
    const before = await count();
    const res = await quickAdd(AD, '?dry_run=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ready: true,
      problem: null,
      parsed: { is_ad: true, fields: { distress_price: 1_190_000 } },
    });
    expect(await count()).toBe(before);
  });

  it('reads the AED price beside a USD one, and warns of an implausible price in the preview', async () => {
    const both = await quickAdd(
      'Marina Gate 1 | Dubai Marina\n2 BR | 1,200 sq ft | Ready\nUSD 544,600 / AED 2,000,000\nOP AED 2,400,000',
      '?dry_run=true',
    );
    expect(both.json()).toMatchObject({
      parsed: { fields: { distress_price: 2_000_000, original_price: 2_400_000 }, price_notes: [] },
      price_doubts: [],
    });

    const halved = await quickAdd(AD.replace('AED 1,190,000', 'AED 590,000'), '?dry_run=true');
    // No sales are loaded here: the market's median is not known, the discount still says enough.
    expect(halved.json()).toMatchObject({
      market_median_per_sqft: null,
      price_doubts: ['A discount of 59% is over 50%: check both prices.'],
    });
    const dollars = await quickAdd(AD.replace(/AED/g, 'USD'), '?dry_run=true');
    expect(dollars.json()).toMatchObject({
      parsed: { fields: { distress_price: 4_370_000, original_price: 5_325_000 }, price_notes: ['usd_only'] },
      price_doubts: ['The only price given is in US dollars: it was converted at 3.6725 AED per dollar.'],
    });
  });

  it('takes photos along in a multipart form', async () => {
    const form = multipart({ telegram_text: AD.replace('Binghatti Onyx', 'Binghatti Nova') }, [
      {
        field: 'images',
        filename: 'a.png',
        contentType: 'image/png',
        data: await pngImage(300, 200, '#123456'),
      },
      {
        field: 'images',
        filename: 'b.png',
        contentType: 'image/png',
        data: await pngImage(300, 200, '#654321'),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().image_urls).toHaveLength(2);
  });

  it('warns about a deal already listed and creates it only when asked to', async () => {
    const first = AD.replace('Binghatti Onyx', 'Azizi Riviera 12').replace('1,180 sq.ft', '742 sq.ft');
    expect((await quickAdd(first)).statusCode).toBe(201);
    const before = await count();
    // Another agent's repost: other words, the size 1 % off, the price 3 % lower.
    const repost = [
      'Azizi Riviera 12 | JVC — 2 bedroom, 750 sqft',
      'OP AED 1,450,000 → now AED 1,155,000',
      'DM for details',
    ].join('\n');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad?dry_run=true',
      payload: { telegram_text: repost },
      headers: auth,
    });
    expect(preview.json().same_as).toMatchObject({ property_name: 'Azizi Riviera 12' });
    const warned = await quickAdd(repost);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      detail: 'This looks like a deal already listed: Azizi Riviera 12. Create it anyway?',
      code: 'same_deal',
      same_as: { property_name: 'Azizi Riviera 12' },
    });
    expect(await count()).toBe(before);
    const anyway = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad?create_anyway=true',
      payload: { telegram_text: repost },
      headers: auth,
    });
    expect(anyway.statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('asks for text when it is blank', async () => {
    for (const blank of ['', '   \n ']) {
      const res = await quickAdd(blank);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Please paste Telegram ad text');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      payload: {},
      headers: auth,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('Please paste Telegram ad text');
  });

  it('refuses texts that are not ads or lack what a listing needs, creating nothing', async () => {
    const before = await count();
    const sold = await quickAdd('SOLD ✅ Thank you all! More deals coming soon 🙏');
    expect(sold.statusCode).toBe(422);
    expect(sold.json().detail).toMatch(/does not look like a property ad/);
    const noPrice = await quickAdd('Lovely 2 BR in Dubai Marina, sea view, high floor. DM for price!');
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().detail).toMatch(/price/);
    expect(await count()).toBe(before);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      payload: { telegram_text: AD },
    });
    expect(res.statusCode).toBe(401);
  });
});
