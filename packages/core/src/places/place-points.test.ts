import { describe, expect, it } from 'vitest';

import { DLD_PLACES } from '../market/dld-places.ts';
import { COMMUNITIES } from '../telegram/dictionaries/communities.ts';
import { PROJECTS } from '../telegram/dictionaries/projects.ts';
import { COMMUNITY_POINTS, listingPoint, type PlacePoint, PROJECT_POINTS } from './place-points.ts';

/** Great-circle distance in km (haversine, mean Earth radius). */
function km(a: PlacePoint, b: PlacePoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

const within = (point: PlacePoint, box: { south: number; north: number; west: number; east: number }) =>
  point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;

/** The UAE's bounding box, with the islands off Abu Dhabi and the east coast. */
const UAE = { south: 22.6, north: 26.1, west: 51.5, east: 56.4 };
/**
 * Dubai's mainland from the Abu Dhabi border (Palm Jebel Ali, Dubai South) to Sharjah's (Al Mamzar) and
 * inland to Al Khawaneej and The Valley. Hatta, Dubai's exclave in the Hajar mountains (about 24.80 N,
 * 56.12 E), lies east of it; no community of the dictionary is there, and one would need its own box.
 */
const DUBAI = { south: 24.75, north: 25.4, west: 54.9, east: 55.6 };

const community = (name: string): PlacePoint => {
  const point = COMMUNITY_POINTS[name];
  if (!point) throw new Error(`no point for ${name}`);
  return point;
};

describe('COMMUNITY_POINTS', () => {
  it('has a point for every community the parser knows, sub-communities too', () => {
    const missing = COMMUNITIES.map((c) => c.name).filter((name) => !Object.hasOwn(COMMUNITY_POINTS, name));
    expect(missing).toEqual([]);
  });

  it('has no point for a name the parser does not know', () => {
    const names = new Set(COMMUNITIES.map((c) => c.name));
    expect(Object.keys(COMMUNITY_POINTS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives no two communities the same point (a pasted line left unchanged)', () => {
    const seen = new Map<string, string>();
    for (const [name, point] of Object.entries(COMMUNITY_POINTS)) {
      const key = `${point.lat},${point.lng}`;
      expect(seen.get(key), name).toBeUndefined();
      seen.set(key, name);
    }
  });

  it('places the communities in Dubai inside the emirate, and the others in theirs', () => {
    for (const [name, point] of Object.entries(COMMUNITY_POINTS)) {
      expect(within(point, UAE), name).toBe(true);
      expect(within(point, DUBAI), name).toBe(!DLD_PLACES[name]?.outsideDubai);
    }
    // Abu Dhabi's islands by its city, Al Marjan off Ras Al Khaimah.
    for (const name of ['Al Reem Island', 'Saadiyat Island', 'Yas Island'])
      expect(km(community(name), { lat: 24.4539, lng: 54.3773 }), name).toBeLessThan(30);
    expect(km(community('Al Marjan Island'), { lat: 25.7895, lng: 55.9432 }), 'Al Marjan').toBeLessThan(30);
  });

  it('places a sub-community within 8 km of its parent', () => {
    const subs = COMMUNITIES.filter((c) => c.parent);
    expect(subs.length).toBeGreaterThan(0);
    for (const sub of subs) expect(km(community(sub.name), community(sub.parent!)), sub.name).toBeLessThan(8);
  });

  it('keeps the distances everyone knows', () => {
    // About 19 km as the crow flies (20–24 km by road).
    const marinaToDowntown = km(community('Dubai Marina'), community('Downtown Dubai'));
    expect(marinaToDowntown).toBeGreaterThan(17.5);
    expect(marinaToDowntown).toBeLessThan(20.5);
    // The Palm's point is on the Palm, off the coast west of Al Sufouh.
    expect(community('Palm Jumeirah').lng).toBeLessThan(55.16);
    expect(community('Palm Jumeirah').lat).toBeGreaterThan(25.09);
    // JBR runs along the Marina's beach; Business Bay and Downtown touch.
    expect(km(community('Jumeirah Beach Residence'), community('Dubai Marina'))).toBeLessThan(1.5);
    expect(km(community('Business Bay'), community('Downtown Dubai'))).toBeLessThan(3);
    // Deira is across the Creek from Bur Dubai, a few km apart; Dubai South is far south-west.
    expect(km(community('Deira'), community('Bur Dubai'))).toBeLessThan(4);
    expect(km(community('Dubai South'), community('Downtown Dubai'))).toBeGreaterThan(35);
  });
});

describe('PROJECT_POINTS', () => {
  const byName = new Map(PROJECTS.map((p) => [p.name, p]));

  it('has points only for projects the parser knows', () => {
    expect(Object.keys(PROJECT_POINTS).filter((name) => !byName.has(name))).toEqual([]);
    expect(Object.keys(PROJECT_POINTS).length).toBeGreaterThan(0);
  });

  it('places a project within 6 km of its community', () => {
    for (const [name, point] of Object.entries(PROJECT_POINTS)) {
      const project = byName.get(name)!;
      expect(km(point, community(project.community)), name).toBeLessThan(6);
    }
  });

  it('puts the Burj Khalifa in Downtown and the Royal Atlantis on the Palm', () => {
    expect(km(PROJECT_POINTS['Burj Khalifa']!, community('Downtown Dubai'))).toBeLessThan(1);
    expect(PROJECT_POINTS['Royal Atlantis']!.lng).toBeLessThan(55.16);
    expect(PROJECT_POINTS['Royal Atlantis']!.lat).toBeGreaterThan(community('Palm Jumeirah').lat);
  });
});

describe('every point', () => {
  it('has at most 4 decimals', () => {
    for (const [name, point] of Object.entries({ ...COMMUNITY_POINTS, ...PROJECT_POINTS })) {
      expect(Math.round(point.lat * 1e4) / 1e4, name).toBe(point.lat);
      expect(Math.round(point.lng * 1e4) / 1e4, name).toBe(point.lng);
    }
  });
});

describe('listingPoint', () => {
  const burjKhalifa = { ...PROJECT_POINTS['Burj Khalifa']!, precision: 'project' };
  const marina = { ...community('Dubai Marina'), precision: 'community' };

  it("places a listing at its project's site when its name names one with a point", () => {
    expect(listingPoint({ location: 'Downtown Dubai', property_name: 'Burj Khalifa' })).toEqual(burjKhalifa);
    expect(listingPoint({ location: 'Downtown', property_name: 'Burj Khalifa, 2BR, high floor' })).toEqual(
      burjKhalifa,
    );
    // Named in the location only, and with no community at all.
    expect(listingPoint({ location: 'Royal Atlantis, Palm Jumeirah', property_name: 'Penthouse' })).toEqual({
      ...PROJECT_POINTS['Royal Atlantis']!,
      precision: 'project',
    });
    expect(listingPoint({ location: '', property_name: 'Princess Tower' })?.precision).toBe('project');
  });

  it("places a listing that names only a community at the community's middle", () => {
    expect(listingPoint({ location: 'Dubai Marina', property_name: 'Sea view apartment' })).toEqual(marina);
    expect(listingPoint({ location: 'JVC', property_name: '' })).toEqual({
      ...community('Jumeirah Village Circle'),
      precision: 'community',
    });
    // A project without a point of its own: its community's middle.
    expect(listingPoint({ location: 'Dubai Marina', property_name: 'Al Sahab Tower 2' })).toEqual(marina);
    expect(listingPoint({ location: '', property_name: 'Creek Rise' })).toEqual({
      ...community('Dubai Creek Harbour'),
      precision: 'community',
    });
  });

  it('reads Russian and Arabic spellings as the parser does', () => {
    expect(listingPoint({ location: 'Дубай Марина', property_name: 'Апартаменты' })).toEqual(marina);
    expect(listingPoint({ location: 'Даунтаун', property_name: 'Бурдж Халифа' })).toEqual(burjKhalifa);
    expect(listingPoint({ location: 'نخلة جميرا', property_name: 'فيلا' })).toEqual({
      ...community('Palm Jumeirah'),
      precision: 'community',
    });
  });

  it("does not place a listing at a namesake project of another community's", () => {
    // The Palm Tower is on the Palm: a "Palm Tower" in the Marina is another building.
    expect(listingPoint({ location: 'Dubai Marina', property_name: 'Palm Tower' })).toEqual(marina);
  });

  it("places a listing in a master community at its project's sub-community", () => {
    // Sobha Hartland is part of MBR City: the project tells where in it.
    expect(listingPoint({ location: 'MBR City', property_name: 'Hartland Greens' })).toEqual({
      ...community('Sobha Hartland'),
      precision: 'community',
    });
  });

  it('gives no point to a listing that names no place the gazetteer knows', () => {
    expect(listingPoint({ location: 'Somewhere nice', property_name: 'Lovely flat' })).toBeNull();
    expect(listingPoint({ location: '', property_name: '' })).toBeNull();
  });
});
