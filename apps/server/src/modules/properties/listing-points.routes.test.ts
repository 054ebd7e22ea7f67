// A listing's point on the map (ADR 0059): every write of a name or location gives the listing the
// gazetteer's point (its project's site, else its community's middle), unless an admin placed its pin
// on the form; the pin goes back to the gazetteer when the form says so; listings stored without a
// point get one when the server starts.
import { COMMUNITY_POINTS, listingPoint, PROJECT_POINTS } from '@dd/core/place-points';
import { parseTelegramAd, type PropertySummary } from '@dd/core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postExport } from '../../../test/bulk-add.ts';
import { insertProperty } from '../../../test/fixtures.ts';
import { multipart, propertyFields } from '../../../test/multipart.ts';
import { withAdminApp } from '../../../test/sessions.ts';
import { adText, chatExport, message } from '../../../test/telegram-export.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import { applyPostEdit, createListingFromAd } from './listing-writes.service.ts';
import { placeListings } from './listing-points.ts';

const MARINA = COMMUNITY_POINTS['Dubai Marina']!;
const JVC = COMMUNITY_POINTS['Jumeirah Village Circle']!;
const BURJ = PROJECT_POINTS['Burj Khalifa']!;
/** A pin an admin placed: a villa off the community's middle. */
const PLACED = { lat: 25.0612, lng: 55.2044 };

describe.each(engines)("listings' points on the map, on %s", (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withAdminApp(engine, (app, headers) => {
    t = app;
    auth = headers;
  });

  const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string | undefined>) => {
    const body = multipart(propertyFields(fields), []);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
  };
  const create = (fields: Record<string, string | undefined> = {}) =>
    form('POST', '/api/admin/properties', fields);
  const edit = (id: string, fields: Record<string, string | undefined>) =>
    form('PUT', `/api/admin/properties/${id}`, fields);
  /** The public card's point. */
  const pointOf = async (id: string) => {
    const card = (
      await t.app.inject({ method: 'GET', url: `/api/properties/${id}/card` })
    ).json<PropertySummary>();
    return { lat: card.lat, lng: card.lng };
  };
  const adminRecord = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/properties', headers: auth });
    return (res.json() as { id: string; lat: number | null; lng: number | null; pin_moved: boolean }[]).find(
      (listing) => listing.id === id,
    );
  };

  it("gives a new listing its project's site, else its community's middle, else none", async () => {
    const res = await create({ property_name: 'Sunrise Tower', location: 'JVC' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lat: JVC.lat, lng: JVC.lng, pin_moved: false });
    expect(await pointOf(res.json().id)).toEqual(JVC);

    const burj = await create({ property_name: 'Burj Khalifa 2BR', location: 'Downtown Dubai' });
    expect(burj.json()).toMatchObject({ lat: BURJ.lat, lng: BURJ.lng });

    const nowhere = await create({ property_name: 'Plot 7', location: 'Somewhere Unmapped' });
    expect(nowhere.json()).toMatchObject({ lat: null, lng: null, pin_moved: false });
    expect(await adminRecord(nowhere.json().id)).toMatchObject({ lat: null, lng: null, pin_moved: false });
  });

  it('keeps the pin an admin placed through edits of the name and location, until it is given back', async () => {
    const res = await create({ property_name: 'Villa 12', location: 'JVC', lat: '25.0612', lng: '55.2044' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect(res.json()).toMatchObject({ ...PLACED, pin_moved: true });
    expect(await adminRecord(id)).toMatchObject({ ...PLACED, pin_moved: true });

    const moved = await edit(id, { property_name: 'Villa 12', location: 'Dubai Marina' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ location: 'Dubai Marina', ...PLACED, pin_moved: true });

    const placedAgain = await edit(id, { location: 'Dubai Marina', lat: '25.081', lng: '55.1401' });
    expect(placedAgain.json()).toMatchObject({ lat: 25.081, lng: 55.1401, pin_moved: true });

    const givenBack = await edit(id, { location: 'Dubai Marina', lat: '', lng: '' });
    expect(givenBack.statusCode).toBe(200);
    expect(givenBack.json()).toMatchObject({ lat: MARINA.lat, lng: MARINA.lng, pin_moved: false });

    // From now on it follows the location again.
    const followed = await edit(id, { location: 'JVC' });
    expect(followed.json()).toMatchObject({ lat: JVC.lat, lng: JVC.lng, pin_moved: false });
    expect(await pointOf(id)).toEqual(JVC);
  });

  it('logs a moved pin in the activity log', async () => {
    const id = (await create({ property_name: 'Pinned Log Tower', location: 'JVC' })).json().id as string;
    await edit(id, { property_name: 'Pinned Log Tower', location: 'JVC', lat: '25.0612', lng: '55.2044' });
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?property_id=${id}`,
      headers: auth,
    });
    expect(JSON.stringify(log.json())).toContain('Map pin');
  });

  it('refuses half a pin, a pin outside the UAE and what is not a coordinate, with 400 naming the field', async () => {
    const id = (await create({ property_name: 'Checked Tower' })).json().id as string;
    const cases: [Record<string, string>, string][] = [
      [{ lat: '25.08' }, 'lng: must be given with lat'],
      [{ lng: '55.14' }, 'lat: must be given with lng'],
      [{ lat: '', lng: '55.14' }, 'lat: must be given with lng'],
      [{ lat: '55.14', lng: '25.08' }, 'lat: the pin must be in the UAE'],
      [{ lat: '91', lng: '55.14' }, 'lat: must be between -90 and 90'],
      [{ lat: 'north', lng: '55.14' }, 'lat: must be a number of degrees'],
    ];
    for (const [fields, detail] of cases) {
      for (const res of [await create(fields), await edit(id, fields)]) {
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json().detail, JSON.stringify(fields)).toContain(detail);
      }
    }
  });

  it("places what Quick Add, Bulk Add and a channel's post create, and follows a post's edit", async () => {
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parse-telegram-ad',
      payload: { telegram_text: adText(401, { name: 'Marina Heights 401', location: 'Dubai Marina' }) },
      headers: auth,
    });
    expect(quick.statusCode).toBe(201);
    expect(await pointOf(quick.json().id)).toEqual(MARINA);

    const chat = chatExport('Points Deals', 1780000401, [message(1, { at: 10, text: adText(402) })]);
    expect((await postExport(t, auth, chat)).statusCode).toBe(200);
    const bulk = (await t.app.inject({ method: 'GET', url: '/api/properties?q=onyx 402' })).json();
    expect(bulk).toHaveLength(1);
    expect(bulk[0]).toMatchObject(JVC);

    const outcome = await createListingFromAd(t.app.ctx, parseTelegramAd(adText(403)), {
      via: 'channel',
      source: { chat: '-1002000000401', messageId: '1', postedAt: new Date() },
      sameDeal: 'create',
    });
    expect(outcome.status).toBe('created');
    expect(await pointOf(outcome.id)).toEqual(JVC);
    expect(await applyPostEdit(t.app.ctx, outcome.id, { location: 'Dubai Marina' })).toEqual(['location']);
    expect(await pointOf(outcome.id)).toEqual(MARINA);

    // A pin an admin placed stays where it is whatever the post says.
    await edit(outcome.id, { location: 'Dubai Marina', lat: '25.0612', lng: '55.2044' });
    await applyPostEdit(t.app.ctx, outcome.id, { location: 'JVC', size_sqft: 1999 });
    expect(await pointOf(outcome.id)).toEqual(PLACED);
  });

  it('places the listings stored without a point when the server starts, and leaves placed pins', async () => {
    const db = t.db.handle.db;
    const unplaced = await insertProperty(db, { property_name: 'Old Tower', location: 'Dubai Marina' });
    const unknown = await insertProperty(db, { property_name: 'Old Plot', location: 'Far Away' });
    const pinned = await insertProperty(db, { location: 'Dubai Marina', ...PLACED, pin_moved: 1 });
    const stale = await insertProperty(db, { location: 'Dubai Marina', lat: 1, lng: 2 });
    const before = await db
      .selectFrom('properties')
      .select('updated_at')
      .where('id', '=', unplaced)
      .execute();

    // A second instance starting on the same database.
    const other = await buildApp(t.config, { db: t.db.handle, secret: `test-secret-${randomUUID()}` });
    await other.ready();
    await expect.poll(() => pointOf(unplaced), { timeout: 5000 }).toEqual(MARINA);
    await other.close();

    expect(await pointOf(stale)).toEqual(MARINA);
    expect(await pointOf(unknown)).toEqual({ lat: null, lng: null });
    expect(await pointOf(pinned)).toEqual(PLACED);
    expect(
      await db.selectFrom('properties').select('updated_at').where('id', '=', unplaced).execute(),
    ).toEqual(before);
    // Nothing is left to do: every point is the gazetteer's, or an admin's.
    expect(await placeListings(t.app.ctx)).toBe(0);
    expect(listingPoint({ location: 'Far Away', property_name: 'Old Plot' })).toBeNull();
  });
});
