// GET /api/properties/map: a map view's listings grouped by the database into the cells of its zoom's
// grid, with the list's filters, on both engines.
import { type MapBox, mapBoxParam, mapGrid, type PropertyMap, type PropertySummary } from '@dd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures.ts';
import { adminToken, bearer } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { engines } from '../../../test/test-db.ts';

const NOW = new Date('2026-12-01T12:00:00.000Z');

/** The view: the Marina to Downtown. */
const VIEW: MapBox = { west: 55.1, south: 25.05, east: 55.3, north: 25.22 };

// The middle of a cell of zoom 12's grid in the Marina: its three listings are 0.002–0.004° apart,
// one cell at zoom 12, three at zoom 16 (cells of 0.0007°).
const GRID_12 = mapGrid(VIEW, 12);
const MIDDLE = {
  lat: (Math.floor(25.08 / GRID_12.latCell) + 0.5) * GRID_12.latCell,
  lng: (Math.floor(55.14 / GRID_12.lngCell) + 0.5) * GRID_12.lngCell,
};
const GATE_1 = { lat: MIDDLE.lat - 0.002, lng: MIDDLE.lng - 0.003 };
const GATE_2 = { lat: MIDDLE.lat + 0.001, lng: MIDDLE.lng + 0.001 };
const CAYAN = { lat: MIDDLE.lat + 0.003, lng: MIDDLE.lng + 0.004 };
const VISTA = { lat: 25.197, lng: 55.274 };
/** The Marina's listings up close (about 30 × 35 cells at zoom 16). */
const NEAR: MapBox = {
  west: MIDDLE.lng - 0.01,
  south: MIDDLE.lat - 0.01,
  east: MIDDLE.lng + 0.01,
  north: MIDDLE.lat + 0.01,
};

/** A box at zoom 14 in Hatta, far from the view, whose east edge is 0.3 of the way into a cell. */
const GRID_14 = mapGrid({ west: 56.1, south: 24.79, east: 56.14, north: 24.81 }, 14);
const EDGE_CELL = Math.floor(56.12 / GRID_14.lngCell);
const EDGE_VIEW: MapBox = {
  west: (EDGE_CELL - 5) * GRID_14.lngCell,
  south: 24.79,
  east: (EDGE_CELL + 0.3) * GRID_14.lngCell,
  north: 24.81,
};
/** Outside the view, in its east cell. */
const JUST_EAST = { lat: 24.8, lng: (EDGE_CELL + 0.8) * GRID_14.lngCell };
/** In the next cell: out of the view and of its cells. */
const NEXT_CELL = { lat: 24.8, lng: (EDGE_CELL + 1.2) * GRID_14.lngCell };

type Ids = Record<
  'gate1' | 'gate2' | 'cayan' | 'sold' | 'vista' | 'unplaced' | 'justEast' | 'nextCell',
  string
>;

describe.each(engines)('the markers of a map view on %s', (engine) => {
  let t: TestApp;
  let ids: Ids;

  beforeAll(async () => {
    t = await createTestApp(engine, undefined, () => NOW);
    const db = t.db.handle.db;
    const listing = (name: string, type: string, price: number, point: object, fields: object = {}) =>
      insertProperty(db, {
        property_name: name,
        property_type: type,
        original_price: 4_000_000,
        distress_price: price,
        ...point,
        ...fields,
      });
    ids = {
      gate1: await listing('Marina Gate 1', '2BR', 1_500_000, GATE_1),
      gate2: await listing('Marina Gate 2', '1BR', 900_000, GATE_2),
      cayan: await listing('Cayan Tower', 'Penthouse', 2_200_000, CAYAN),
      sold: await listing('Marina Gate 1', '2BR', 500_000, MIDDLE, {
        status: 'sold',
        status_changed_at: '2026-11-30T00:00:00.000Z',
      }),
      vista: await listing('Burj Vista', 'Studio', 3_000_000, VISTA, { location: 'Downtown Dubai' }),
      unplaced: await listing('Nowhere Heights', '2BR', 100_000, { lat: null, lng: null }),
      justEast: await listing('Ranches Villa', 'Villa', 5_000_000, JUST_EAST),
      nextCell: await listing('Ranches Villa 2', 'Villa', 5_100_000, NEXT_CELL),
    };
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const map = async (zoom: number, query = '', box: MapBox = VIEW) => {
    const res = await get(`/api/properties/map?bbox=${mapBoxParam(box)}&zoom=${zoom}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PropertyMap>();
  };
  const byId = (answer: PropertyMap) => new Map(answer.markers.map((m) => [m.id, m]));
  const clusters = (answer: PropertyMap) => answer.markers.filter((m) => m.id === null);
  const mean = (...values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('shows each listing at zoom 16 at its own point with its distress price', async () => {
    const answer = await map(16, '', NEAR);
    expect(answer.total).toBe(3);
    expect(answer.markers).toHaveLength(3);
    expect(byId(answer).get(ids.gate2)).toEqual({
      id: ids.gate2,
      ...GATE_2,
      count: 1,
      price: 900_000,
      box: null,
    });
    expect([...byId(answer).keys()].sort()).toEqual([ids.gate1, ids.gate2, ids.cayan].sort());
  });

  it("clusters the Marina's three at zoom 12: their mean point, lowest price and extent", async () => {
    const answer = await map(12);
    expect(answer.total).toBe(4);
    const [marina, ...others] = clusters(answer);
    expect(others).toEqual([]);
    expect(marina).toMatchObject({ id: null, count: 3, price: 900_000 });
    expect(marina!.lat).toBeCloseTo(mean(GATE_1.lat, GATE_2.lat, CAYAN.lat), 6);
    expect(marina!.lng).toBeCloseTo(mean(GATE_1.lng, GATE_2.lng, CAYAN.lng), 6);
    expect(marina!.box).toEqual([GATE_1.lng, GATE_1.lat, CAYAN.lng, CAYAN.lat]);
    expect(byId(answer).get(ids.vista)).toEqual({
      id: ids.vista,
      ...VISTA,
      count: 1,
      price: 3_000_000,
      box: null,
    });
    // At zoom 6 the Marina and Downtown share a cell.
    const city = await map(6);
    expect(city).toEqual({
      total: 4,
      markers: [expect.objectContaining({ id: null, count: 4, price: 900_000 })],
    });
  });

  it('applies the filters of the list: search, type, price and sold', async () => {
    const cayan = await map(12, '&q=cayan');
    expect(cayan.markers).toEqual([{ id: ids.cayan, ...CAYAN, count: 1, price: 2_200_000, box: null }]);
    expect((await map(12, '&type=penthouse')).markers.map((m) => m.id)).toEqual([ids.cayan]);
    const cheap = await map(12, '&max_price=1600000');
    expect(cheap.total).toBe(2);
    expect(clusters(cheap)).toEqual([
      expect.objectContaining({
        count: 2,
        price: 900_000,
        box: [GATE_1.lng, GATE_1.lat, GATE_2.lng, GATE_2.lat],
      }),
    ]);
    expect((await map(12, '&min_price=2000000&max_price=2500000')).markers.map((m) => m.id)).toEqual([
      ids.cayan,
    ]);
    const withSold = await map(12, '&sold=include');
    expect(withSold.total).toBe(5);
    expect(clusters(withSold)[0]).toMatchObject({ count: 4, price: 500_000 });
    expect((await map(16, '&sold=include&q=marina gate 1', NEAR)).markers.map((m) => m.id).sort()).toEqual(
      [ids.gate1, ids.sold].sort(),
    );
    // The list agrees on what the search and the box keep.
    const listed = await get(`/api/properties?bbox=${mapBoxParam(VIEW)}&q=cayan`);
    expect(listed.json<PropertySummary[]>().map((p) => p.id)).toEqual([ids.cayan]);
  });

  it('takes in a listing just outside the view that is in an edge cell, never one of the next cell', async () => {
    const listed = await get(`/api/properties?bbox=${mapBoxParam(EDGE_VIEW)}`);
    expect(listed.json<PropertySummary[]>()).toEqual([]);
    const answer = await map(14, '', EDGE_VIEW);
    expect(answer.markers).toEqual([
      { id: ids.justEast, ...JUST_EAST, count: 1, price: 5_000_000, box: null },
    ]);
    // The whole next cell is in a box reaching into it.
    const wider = await map(14, '', { ...EDGE_VIEW, east: (EDGE_CELL + 1.01) * GRID_14.lngCell });
    expect(wider.markers.map((m) => m.id)).toEqual([ids.justEast, ids.nextCell]);
  });

  it('never shows a listing without a point, even in a box of the whole world', async () => {
    const world = await map(0, '', { west: -180, south: -85, east: 180, north: 85 });
    expect(world.total).toBe(6);
    expect(JSON.stringify(world)).not.toContain(ids.unplaced);
    const cheapest = await map(0, '&max_price=200000', { west: -180, south: -85, east: 180, north: 85 });
    expect(cheapest).toEqual({ total: 0, markers: [] });
  });

  it('refuses a missing or bad box or zoom, a box too large for its zoom and a price range upside down', async () => {
    const refused = async (query: string, detail: RegExp) => {
      const res = await get(`/api/properties/map?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toMatch(detail);
    };
    await refused('zoom=12', /^bbox: is required$/);
    await refused(`bbox=${mapBoxParam(VIEW)}`, /^zoom: is required$/);
    for (const zoom of ['', '23', '-1', '12.5', 'near'])
      await refused(`bbox=${mapBoxParam(VIEW)}&zoom=${zoom}`, /^zoom: must be a whole number from 0 to 22$/);
    for (const bbox of ['55.3,25.05,55.1,25.22', '55.1,25.05,55.3', 'a,b,c,d'])
      await refused(`bbox=${bbox}&zoom=12`, /^bbox: must be west,south,east,north/);
    await refused('bbox=51.4,22.5,56.6,26.3&zoom=14', /^bbox: too large for zoom 14: .* at most 10000/);
    await refused(`bbox=${mapBoxParam(VIEW)}&zoom=12&min_price=2&max_price=1`, /^min_price: must not exceed/);
    // The same country fits at zoom 9.
    expect((await map(9, '', { west: 51.4, south: 22.5, east: 56.6, north: 26.3 })).total).toBe(6);
  });

  it('keeps an answer until a write changes the listings', async () => {
    const url = `/api/properties/map?bbox=${mapBoxParam(VIEW)}&zoom=12&type=br`;
    const first = await get(url, { 'accept-encoding': 'br' });
    // Not a write the cache hears of: the kept answer stays.
    await t.db.handle.db
      .updateTable('properties')
      .set({ distress_price: 800_000 })
      .where('id', '=', ids.gate1)
      .execute();
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The same cells asked through a box a little smaller: the same answer.
    const nudged = await get(
      `/api/properties/map?bbox=${mapBoxParam({ ...VIEW, west: VIEW.west + 1e-4 })}&zoom=12&type=br`,
    );
    expect(nudged.json()).toEqual(first.json());
    expect(clusters(first.json<PropertyMap>())[0]).toMatchObject({ count: 2, price: 900_000 });

    const admin = bearer(await adminToken(t));
    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/${ids.gate2}/status`,
      payload: { status: 'sold' },
      headers: admin,
    });
    expect(sold.statusCode).toBe(200);
    const after = await get(url);
    expect(after.json<PropertyMap>().markers).toContainEqual({
      id: ids.gate1,
      ...GATE_1,
      count: 1,
      price: 800_000,
      box: null,
    });
  });

  it('is in the API docs beside the list, with its box and zoom required', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const operation = doc.paths['/api/properties/map'].get;
    expect(operation.tags).toEqual(doc.paths['/api/properties'].get.tags);
    const required = operation.parameters.filter((p: { required: boolean }) => p.required);
    expect(required.map((p: { name: string }) => p.name).sort()).toEqual(['bbox', 'zoom']);
    expect(doc.components.schemas).toHaveProperty('MapMarker');
  });
});
