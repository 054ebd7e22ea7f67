import { describe, expect, it } from 'vitest';
import { COMMUNITIES } from '../telegram/dictionaries/communities.ts';
import { communitiesWithoutSales, DLD_PLACES, dldNameKey, dldPlaceOf } from './dld-places.ts';

const OUTSIDE = ['Al Reem Island', 'Saadiyat Island', 'Yas Island', 'Al Marjan Island'];

describe('DLD_PLACES', () => {
  it('has an entry for every community the parser knows', () => {
    const missing = COMMUNITIES.map((c) => c.name).filter((name) => !Object.hasOwn(DLD_PLACES, name));
    expect(missing).toEqual([]);
  });

  it('has no entry for a name the parser does not know', () => {
    const names = new Set(COMMUNITIES.map((c) => c.name));
    expect(Object.keys(DLD_PLACES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('marks the communities outside Dubai, with no DLD data', () => {
    const outside = Object.entries(DLD_PLACES).filter(([, p]) => p.outsideDubai);
    expect(outside.map(([name]) => name).sort()).toEqual([...OUTSIDE].sort());
    for (const [, p] of outside) expect(p).toEqual({ areas: [], masterProjects: [], outsideDubai: true });
  });

  it('gives every community in Dubai an area or a master project', () => {
    for (const [name, p] of Object.entries(DLD_PLACES)) {
      if (p.outsideDubai) continue;
      expect(p.areas.length + p.masterProjects.length, name).toBeGreaterThan(0);
    }
  });

  it('writes each name once, trimmed, with single spaces', () => {
    for (const [name, p] of Object.entries(DLD_PLACES)) {
      for (const list of [p.areas, p.masterProjects]) {
        expect(new Set(list.map(dldNameKey)).size, name).toBe(list.length);
        for (const n of list) expect(n, name).toBe(n.trim().replace(/\s+/gu, ' '));
        for (const n of list) expect(n.length, name).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['Dubai Marina', 'Marsa Dubai', 'Dubai Marina'],
    ['Downtown Dubai', 'Burj Khalifa', 'Downtown Dubai'],
    ['Jumeirah Village Circle', 'Al Barsha South Fourth', 'Jumeirah Village Circle'],
    ['Jumeirah Village Triangle', 'Al Barsha South Fifth', 'Jumeirah Village Triangle'],
    ['Jumeirah Lake Towers', 'Al Thanyah Fifth', 'Jumeirah Lakes Towers'],
    ['Dubai Hills Estate', 'Hadaeq Sheikh Mohammed Bin Rashid', 'Dubai Hills Estate'],
    ['Business Bay', 'Business Bay', 'Business Bay'],
    ['Palm Jumeirah', 'Palm Jumeirah', 'Palm Jumeirah'],
    ['Dubai Sports City', 'Al Hebiah Fourth', 'Dubai Sports City'],
    ['Arabian Ranches', 'Wadi Al Safa 6', 'Arabian Ranches'],
    ['Dubai Silicon Oasis', 'Nadd Hessa', 'Dubai Silicon Oasis'],
    ['International City', 'Al Warsan First', 'International City'],
    ['Damac Hills', 'Al Hebiah Third', 'Damac Hills'],
    ['Town Square', 'Al Yelayiss 2', 'Town Square'],
    ['Dubai Creek Harbour', 'Al Khairan First', 'Dubai Creek Harbour'],
    ['Sobha Hartland', 'Al Merkadh', 'Sobha Hartland'],
    ['Jumeirah Beach Residence', 'Marsa Dubai', 'Jumeirah Beach Residence'],
    ['Arjan', 'Al Barshaa South Third', 'Arjan'],
    ['Al Furjan', 'Jabal Ali First', 'Al Furjan'],
  ])('%s is in the area %s, master project %s', (community, area, master) => {
    expect(DLD_PLACES[community]?.areas).toContain(area);
    expect(DLD_PLACES[community]?.masterProjects).toContain(master);
  });

  it('lists every area of a community that spans several', () => {
    expect(DLD_PLACES['International City']?.areas).toEqual(['Al Warsan First', 'Warsan Fourth']);
    expect(DLD_PLACES['Al Barsha']?.areas).toContain('Al Barsha Second');
  });
});

describe('dldNameKey', () => {
  it('compares names whatever their case and spacing', () => {
    expect(dldNameKey(' AL  KHAIRAN FIRST ')).toBe(dldNameKey('Al Khairan First'));
    expect(dldNameKey("ME'AISEM FIRST")).toBe("me'aisem first");
  });
});

describe('dldPlaceOf', () => {
  it.each([
    ['Dubai Marina', 'Dubai Marina'],
    ['dubai marina', 'Dubai Marina'],
    ['  DOWNTOWN   dubai ', 'Downtown Dubai'],
    ['JVC', 'Jumeirah Village Circle'],
    ['jlt', 'Jumeirah Lake Towers'],
    ['Дубай Марина', 'Dubai Marina'],
    ['Sobha Hartland 2', 'Sobha Hartland 2'],
    ['Damac Hills 2', 'Damac Hills 2'],
  ])('%j is %s, by its name or an alias', (location, community) => {
    expect(dldPlaceOf(location)).toEqual({ community, ...DLD_PLACES[community] });
  });

  it.each([
    ['Marina Gate, Dubai Marina', 'Dubai Marina'],
    ['Sobha Hartland, MBR City', 'Sobha Hartland'],
    ['Creek Rise', 'Dubai Creek Harbour'],
    ['Marina Vista', 'Emaar Beachfront'],
  ])('%j is %s, from the community or project it names', (location, community) => {
    expect(dldPlaceOf(location)?.community).toBe(community);
  });

  it('matches a community outside Dubai and says DLD has no data for it', () => {
    expect(dldPlaceOf('Saadiyat Island')).toEqual({
      community: 'Saadiyat Island',
      areas: [],
      masterProjects: [],
      outsideDubai: true,
    });
  });

  it.each(['', '   ', 'Sharjah', 'Somewhere nice', 'Near the sea'])('%j cannot be matched', (location) => {
    expect(dldPlaceOf(location)).toBeNull();
  });
});

describe('communitiesWithoutSales', () => {
  const inDubai = Object.entries(DLD_PLACES).filter(([, place]) => !place.outsideDubai).length;

  it('lists every community in Dubai when no sale is loaded, none outside it', () => {
    const all = communitiesWithoutSales([], []);
    expect(all).toHaveLength(inDubai);
    expect(all).toContain('Dubai Marina');
    expect(all).not.toContain('Al Marjan Island');
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("leaves out a community one of whose DLD areas or master projects a sale names, in DLD's case and spacing", () => {
    const left = communitiesWithoutSales(['MARSA  DUBAI', 'Al Barsha South Fourth'], ['Dubai Hills']);
    expect(left).not.toContain('Dubai Marina');
    expect(left).not.toContain('Jumeirah Village Circle');
    expect(left).not.toContain('Dubai Hills Estate');
    expect(left).toContain('Business Bay');
    // And the communities that share those areas (JBR lies in Marsa Dubai too).
    expect(left.length).toBeLessThanOrEqual(inDubai - 3);
  });
});
