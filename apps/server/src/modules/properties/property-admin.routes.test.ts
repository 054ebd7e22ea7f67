import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAdminByUsername } from '../admin-auth/admins.repository.ts';
import { ensureDefaultAdmin } from '../admin-auth/admin-bootstrap.ts';
import { insertVisitor } from '../../../test/fixtures.ts';
import { fakeHeic, jpegWithExifAndGps, pngImage } from '../../../test/images.ts';
import { type FilePart, multipart, propertyFields } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

describe.each(engines)('admin listing management on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const uploads = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'uploads'))
        .filter((f) => f.endsWith('.webp'))
        .sort();
    } catch {
      return [];
    }
  };
  const png = (field = 'image', name = 'photo.png', color?: string): Promise<FilePart> =>
    pngImage(800, 500, color).then((data) => ({ field, filename: name, contentType: 'image/png', data }));

  beforeAll(async () => {
    t = await createTestApp(engine);
    await ensureDefaultAdmin(t.db.handle.db, { initialPassword: undefined, email: undefined });
    const admin = (await findAdminByUsername(t.db.handle.db, 'admin'))!;
    auth = { authorization: `Bearer ${await t.tokens.issue({ sub: admin.id, role: 'admin', tv: 0 })}` };
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    fields: object,
    files: FilePart[] = [],
    headers = auth,
  ) => {
    const body = multipart(fields as Record<string, string>, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const create = (fields: object = propertyFields(), files: FilePart[] = []) =>
    send('POST', '/api/admin/properties', fields, files);

  it('creates a listing from the form: numbers parsed, checkboxes read, extra fields ignored', async () => {
    const res = await create(
      propertyFields({ id: 'x', display_order: '99', image_urls: '/etc/passwd', parking_spaces: 'two' }),
      [await png()],
    );
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      property_name: 'Binghatti Onyx',
      size_sqft: 1180,
      original_price: 1_450_000,
      distress_price: 1_190_000,
      discount_percent: 18,
      has_balcony: true,
      has_pool: false,
      parking_spaces: 0,
      display_order: 0,
      brochure_link: 'https://example.com/onyx.pdf',
    });
    expect(p.id).not.toBe('x');
    expect(p.image_urls).toHaveLength(1);
    expect(p.image_url).toBe(p.image_urls[0]);
    expect(p.images[0]).toMatchObject({ width: 800, height: 500, url: p.image_url });
    const served = await t.app.inject({ method: 'GET', url: p.images[0].card_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('keeps several images in order, auto-oriented and without EXIF or GPS', async () => {
    const jpeg = {
      field: 'images',
      filename: 'b.jpg',
      contentType: 'image/jpeg',
      data: await jpegWithExifAndGps(),
    };
    const res = await create(propertyFields(), [
      await png('image', 'a.png', '#111111'),
      jpeg,
      await png('images', 'c.png', '#eeeeee'),
    ]);
    expect(res.statusCode).toBe(201);
    const images = res.json().images as { url: string; width: number; height: number }[];
    expect(images).toHaveLength(3);
    expect(images[1]).toMatchObject({ width: 400, height: 600 });
    const file = join(t.config.dataDir, 'uploads', images[1]!.url.replace('/uploads/', ''));
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(400);
  });

  it('refuses anything that is not an image, whatever its name or type, and stores nothing', async () => {
    const before = uploads();
    for (const bad of [
      { field: 'image', filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('just some text') },
      { field: 'image', filename: 'x.heic', contentType: 'image/heic', data: fakeHeic() },
    ]) {
      const res = await create(propertyFields(), [await png('images', 'ok.png', '#abcdef'), bad]);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Only image files are allowed');
    }
    expect(uploads()).toEqual(before);
  });

  it('refuses an image over 15 MB with 413 and keeps no files', async () => {
    const before = uploads();
    const big = {
      field: 'image',
      filename: 'big.png',
      contentType: 'image/png',
      data: Buffer.alloc(20 * 1024 * 1024, 1),
    };
    const res = await create(propertyFields(), [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/15 MB/);
    expect(uploads()).toEqual(before);
  });

  it('keeps no files from a request whose form is invalid', async () => {
    const before = uploads();
    const res = await create(propertyFields({ distress_price: '2000000' }), [
      await png('image', 'p.png', '#445566'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(uploads()).toEqual(before);
  });

  it.each([
    [{ property_name: '' }, 'property_name', 'is required'],
    [{ location: undefined }, 'location', 'is required'],
    [{ size_sqft: 'big' }, 'size_sqft', 'must be a number'],
    [{ size_sqft: '-5' }, 'size_sqft', 'must be greater than 0'],
    [{ original_price: '-2,500,000' }, 'original_price', 'must be greater than 0'],
    [{ original_price: '1.5' }, 'original_price', 'must be a whole number'],
    [{ distress_price: '1500000' }, 'distress_price', 'must not be above the original price'],
    [{ has_pool: 'maybe' }, 'has_pool', 'must be true or false'],
    [{ brochure_link: 'javascript:alert(1)' }, 'brochure_link', 'must be an absolute http(s) URL'],
    [{ brochure_link: '/brochure.pdf' }, 'brochure_link', 'must be an absolute http(s) URL'],
    [{ payment_plan: 'x'.repeat(201) }, 'payment_plan', 'must be at most 200 characters'],
  ])('names the field of a bad value (%o)', async (override, field, message) => {
    const res = await create(propertyFields(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(`${field}: ${message}`);
  });

  it('accepts every checkbox spelling and a missing brochure', async () => {
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['on', true],
      ['0', false],
      ['false', false],
    ] as const) {
      const res = await create(propertyFields({ has_pool: value, brochure_link: '' }));
      expect(res.json()).toMatchObject({ has_pool: expected, brochure_link: null });
    }
  });

  it('edits: without new images the old ones stay; keep_images removes and reorders; files follow', async () => {
    const created = (
      await create(propertyFields(), [
        await png('images', '1.png', '#010101'),
        await png('images', '2.png', '#020202'),
      ])
    ).json();
    const [first, second] = created.image_urls as string[];
    const plain = await send(
      'PUT',
      `/api/admin/properties/${created.id}`,
      propertyFields({ property_name: 'Onyx II' }),
    );
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ property_name: 'Onyx II', image_urls: [first, second] });

    const reordered = await send(
      'PUT',
      `/api/admin/properties/${created.id}`,
      propertyFields({ keep_images: JSON.stringify([second]) }),
      [await png('image', '3.png', '#030303')],
    );
    expect(reordered.statusCode).toBe(200);
    const urls = reordered.json().image_urls as string[];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toBe(second);
    expect(uploads()).not.toContain(first!.replace('/uploads/', ''));

    const stranger = await send(
      'PUT',
      `/api/admin/properties/${created.id}`,
      propertyFields({ keep_images: '["/uploads/nope.webp"]' }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().detail).toMatch(/keep_images/);
    const missing = await send(
      'PUT',
      '/api/admin/properties/00000000-0000-4000-8000-000000000000',
      propertyFields(),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('orders both lists by display_order, then newest first; move takes any integer', async () => {
    const ids: string[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie'])
      ids.push((await create(propertyFields({ property_name: name }))).json().id);
    const patch = (id: string, order: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/properties/${id}/order?display_order=${order}`,
        headers: auth,
      });
    expect((await patch(ids[0]!, '2')).json().display_order).toBe(2);
    expect((await patch(ids[2]!, '-1')).statusCode).toBe(200);
    expect((await patch(ids[1]!, '1.5')).statusCode).toBe(400);
    expect((await patch(ids[1]!, 'up')).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', '1')).statusCode).toBe(404);
    const publicIds = (
      (await t.app.inject({ method: 'GET', url: '/api/properties' })).json() as { id: string }[]
    ).map((p) => p.id);
    const adminIds = (
      (await t.app.inject({ method: 'GET', url: '/api/admin/properties', headers: auth })).json() as {
        id: string;
      }[]
    ).map((p) => p.id);
    expect(adminIds).toEqual(publicIds);
    expect(publicIds[0]).toBe(ids[0]);
    expect(publicIds.at(-1)).toBe(ids[2]);
    expect(publicIds.indexOf(ids[1]!)).toBe(1);
  });

  it('keeps the admin routes for admins', async () => {
    const visitor = await insertVisitor(t.db.handle.db);
    const visitorAuth = {
      authorization: `Bearer ${await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: 0 })}`,
    };
    expect((await send('POST', '/api/admin/properties', propertyFields(), [], {})).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/properties', propertyFields(), [], visitorAuth)).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/properties-all', headers: visitorAuth }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/properties' })).statusCode).toBe(401);
  });

  it('deletes one listing (404 when unknown) and then all, leaving no orphan files', async () => {
    const one = (await create(propertyFields(), [await png('image', 'd.png', '#0d0d0d')])).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${one.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    expect(uploads()).not.toContain(one.image_url.replace('/uploads/', ''));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/properties/${one.id}`, headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/properties/abc', headers: auth })).statusCode,
    ).toBe(404);

    const count = ((await t.app.inject({ method: 'GET', url: '/api/properties' })).json() as unknown[])
      .length;
    const all = await t.app.inject({ method: 'DELETE', url: '/api/admin/properties-all', headers: auth });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ deleted_count: count });
    expect((await t.app.inject({ method: 'GET', url: '/api/properties' })).json()).toEqual([]);
    expect(uploads()).toEqual([]);
  });

  it('documents every form field in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/admin/properties'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['property_name', 'size_sqft', 'has_pool', 'brochure_link', 'image', 'images']),
    );
  });
});
