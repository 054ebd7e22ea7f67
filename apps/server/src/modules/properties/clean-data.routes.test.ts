import { describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { importedListing, postExport } from '../../../test/bulk-add.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { bearer, visitorSession, withAdminApp } from '../../../test/sessions.ts';
import { adText, chatExport, message } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sqliteOnly } from '../../../test/test-db.ts';

/** An ad that names its community and type the way an agent might type them. */
const AD = `DISTRESS DEAL
Seaview Residence — dubai marina
2 bedroom apartment | 1,320 sq.ft
Original price: AED 2,900,000
Selling price: AED 2,450,000
Call +971 50 765 4321 or +971 55 111 2222`;

// SQLite only (test/test-db.ts): the spellings are cleaned in the app before the write; the migration that
// cleans stored rows runs on both engines.
describe.each(sqliteOnly)('one spelling of location and type on every write path, on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | number | boolean>) => {
    const body = multipart(fields, []);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
  };
  const stored = (id: string) =>
    t.db.handle.db
      .selectFrom('properties')
      .select(['location', 'property_type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('stores the admin form\'s "dubai marina" / "2 bedroom apartment" as "Dubai Marina" / "2BR", on create and edit', async () => {
    const res = await send(
      'POST',
      '/api/admin/properties',
      propertyFields({ location: ' dubai  marina ', property_type: '2 bedroom apartment' }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(await stored(id)).toEqual({ location: 'Dubai Marina', property_type: '2BR' });

    const edit = await send(
      'PUT',
      `/api/admin/properties/${id}`,
      propertyFields({ location: 'jvc', property_type: '4-BR Villa' }),
    );
    expect(edit.statusCode).toBe(200);
    expect(await stored(id)).toEqual({ location: 'Jumeirah Village Circle', property_type: 'Villa' });

    // Text no dictionary knows is kept as typed, trimmed.
    await send(
      'PUT',
      `/api/admin/properties/${id}`,
      propertyFields({ location: '  Al   Furjan West ', property_type: ' Hotel  room ' }),
    );
    expect(await stored(id)).toEqual({ location: 'Al Furjan West', property_type: 'Hotel room' });
  });

  it('stores the same through Quick Add, with corrections sent as the form too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      payload: { telegram_text: AD },
      headers: auth,
    });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json<{ id: string }>().id)).toEqual({
      location: 'Dubai Marina',
      property_type: '2BR',
    });
  });

  it('stores the same through Bulk Add', async () => {
    const res = await postExport(
      t,
      auth,
      chatExport('Deals', 4242, [
        message(1, { text: adText(77, { location: 'dubai marina', type: '2 bed' }) }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ properties_created: 1 });
    expect(await importedListing(t, '4242', 1)).toMatchObject({
      location: 'Dubai Marina',
      property_type: '2BR',
    });
  });

  it('offers one spelling of each value in the public filters', async () => {
    await send(
      'POST',
      '/api/admin/properties',
      propertyFields({ property_name: 'Other', location: 'DUBAI MARINA', property_type: '2 bed' }),
    );
    const facets = (await t.app.inject({ method: 'GET', url: '/api/properties/facets' })).json<{
      locations: string[];
      types: string[];
    }>();
    expect(facets.locations.filter((l) => /marina/i.test(l))).toEqual(['Dubai Marina']);
    expect(facets.types.filter((type) => /^2/.test(type))).toEqual(['2BR']);
  });

  it('saves a Quick-Added listing sent back unchanged by Edit (empty floor, view, developer, size 0)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad?create_anyway=true',
      payload: { telegram_text: AD.replace('Seaview Residence', 'Harbour View') },
      headers: auth,
    });
    expect(created.statusCode).toBe(201);
    const property = created.json<{ property: Record<string, unknown> }>().property;
    expect(property).toMatchObject({ floor_level: '', view_type: '', furnishing: '' });
    const fields = Object.fromEntries(
      [
        'property_name',
        'developer',
        'location',
        'property_type',
        'furnishing',
        'size_sqft',
        'floor_level',
        'view_type',
        'has_balcony',
        'has_pool',
        'parking_spaces',
        'handover_date',
        'payment_plan',
        'original_price',
        'distress_price',
      ].map((key) => [key, property[key] as string | number | boolean]),
    );
    const res = await send('PUT', `/api/admin/properties/${String(property.id)}`, {
      ...fields,
      size_sqft: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...fields, size_sqft: 0 });
  });

  it('keeps a location or type an admin cleared required', async () => {
    const id = await insertProperty(t.db.handle.db);
    const res = await send(
      'PUT',
      `/api/admin/properties/${id}`,
      propertyFields({ location: ' ', property_type: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { location: ['is required'], property_type: ['is required'] },
    });
  });

  it("keeps a Quick Add's ad text and phones for admins only: never in public or visitor answers", async () => {
    const byHand = await insertProperty(t.db.handle.db);
    const text = AD.replace('Seaview Residence', 'Private Text Tower');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad?create_anyway=true',
      payload: { telegram_text: text },
      headers: auth,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;

    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/properties', headers: auth })).json<
      { id: string; ad_text: string | null; ad_phones: string[] }[]
    >();
    expect(admin.find((p) => p.id === id)).toMatchObject({
      ad_text: text,
      ad_phones: ['+971 50 765 4321', '+971 55 111 2222'],
    });
    // A listing added by hand has none.
    expect(admin.find((p) => p.id === byHand)).toMatchObject({ ad_text: null, ad_phones: [] });

    const visitor = await visitorSession(t);
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: bearer(visitor.token) }),
      await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: auth }),
      await t.app.inject({ method: 'GET', url: '/api/properties' }),
      await t.app.inject({ method: 'GET', url: '/api/properties?limit=5' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(id);
      expect(res.body).not.toContain('765 4321');
      expect(res.body).not.toContain('111 2222');
      expect(res.body).not.toContain('ad_text');
      expect(res.body).not.toContain('ad_phones');
    }
  });
});
