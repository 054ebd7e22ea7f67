import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterableListing } from './filters.ts';
import { matchesFilters } from './listing-filters.ts';
import { listingTypeWord, parseSearch } from './search-query.ts';

const listing = (over: Partial<FilterableListing>): FilterableListing => ({
  property_name: 'Some Tower',
  developer: 'Some Developer',
  location: 'Somewhere',
  property_type: '1BR',
  distress_price: 1_000_000,
  ...over,
});

const jvc = listing({
  property_name: 'Bloom Towers',
  location: 'Jumeirah Village Circle',
  property_type: '2-BR Apartment',
});
const jvcShort = listing({ property_name: 'Binghatti Corner', location: 'JVC', property_type: 'Studio' });
const marina = listing({ property_name: 'Marina Gate', location: 'Dubai Marina', property_type: '2BR' });
const marina3 = listing({
  property_name: 'Cayan Tower',
  location: 'Dubai Marina',
  property_type: '3 Bedroom',
});
const downtown = listing({ property_name: 'Burj Royale', location: 'Downtown Dubai', property_type: '1BR' });
const palmVilla = listing({
  property_name: 'Frond G',
  location: 'Palm Jumeirah',
  property_type: '4-BR Villa',
});
const jebelAli = listing({
  property_name: 'Palm Beach Villa',
  location: 'Palm Jebel Ali',
  property_type: '5BR Villa',
});
const penthouse = listing({
  property_name: 'Jumeirah Living',
  location: 'Business Bay',
  property_type: 'Penthouse',
});
const townhouse = listing({
  property_name: 'Parkside',
  location: 'Dubai Hills Estate',
  property_type: 'Townhouse',
});
const all = [jvc, jvcShort, marina, marina3, downtown, palmVilla, jebelAli, penthouse, townhouse];

const search = (q: string) => all.filter((l) => matchesFilters(l, { q })).map((l) => l.property_name);

describe('search that knows Dubai', () => {
  it('finds a community by its other names and spellings', () => {
    expect(search('JVC')).toEqual(['Bloom Towers', 'Binghatti Corner']);
    expect(search('jumeirah village circle')).toEqual(['Bloom Towers', 'Binghatti Corner']);
    expect(search('marina')).toEqual(['Marina Gate', 'Cayan Tower']);
    expect(search('Downtown')).toEqual(['Burj Royale']);
    expect(search('Дубай Марина')).toEqual(['Marina Gate', 'Cayan Tower']);
    expect(search('ДЖВС')).toEqual(['Bloom Towers', 'Binghatti Corner']);
    expect(search('دبي مارينا')).toEqual(['Marina Gate', 'Cayan Tower']);
    expect(search('وسط مدينة دبي')).toEqual(['Burj Royale']);
    expect(search('نخلة جميرا')).toEqual(['Frond G']);
    expect(search('الخليج التجاري')).toEqual(['Jumeirah Living']);
    expect(search('دبي هيلز')).toEqual(['Parkside']);
  });

  it('does not widen a community to another that shares a word ("palm" in Palm Jebel Ali)', () => {
    expect(search('palm jumeirah')).toEqual(['Frond G']);
    // A typed word still matches as typed.
    expect(search('palm')).toEqual(['Frond G', 'Palm Beach Villa']);
  });

  it('matches type words against the type as the parser reads it', () => {
    expect(search('2br')).toEqual(['Bloom Towers', 'Marina Gate']);
    expect(search('2 bed')).toEqual(['Bloom Towers', 'Marina Gate']);
    expect(search('2 bedroom')).toEqual(['Bloom Towers', 'Marina Gate']);
    expect(search('2-bed')).toEqual(['Bloom Towers', 'Marina Gate']);
    expect(search('3br')).toEqual(['Cayan Tower']);
    expect(search('studio')).toEqual(['Binghatti Corner']);
    expect(search('villa')).toEqual(['Frond G', 'Palm Beach Villa']);
    expect(search('villas')).toEqual(['Frond G', 'Palm Beach Villa']);
    expect(search('townhouse')).toEqual(['Parkside']);
    expect(search('penthouse')).toEqual(['Jumeirah Living']);
    // A villa's bedrooms count too.
    expect(search('4br')).toEqual(['Frond G']);
  });

  it('needs every part: community, type word and plain words together', () => {
    expect(search('marina 2br')).toEqual(['Marina Gate']);
    expect(search('2br marina')).toEqual(['Marina Gate']);
    expect(search('jvc studio')).toEqual(['Binghatti Corner']);
    expect(search('marina villa')).toEqual([]);
    expect(search('cayan marina')).toEqual(['Cayan Tower']);
    expect(search('gate 3br')).toEqual([]);
  });

  it('keeps containment for words outside the dictionary, a run of them as typed', () => {
    expect(search('burj roy')).toEqual(['Burj Royale']);
    expect(search('royale burj')).toEqual([]);
    expect(search('  BLOOM  ')).toEqual(['Bloom Towers']);
    expect(search('nothing like it')).toEqual([]);
  });

  it('reads the search into groups and type words', () => {
    expect(parseSearch('marina 2br')).toEqual({
      groups: [expect.arrayContaining(['marina', 'cayan tower'])],
      types: [{ bedrooms: 2 }],
      handover: [],
    });
    expect(parseSearch('Tower 12')).toEqual({ groups: [['tower 12']], types: [], handover: [] });
    expect(parseSearch('')).toEqual({ groups: [], types: [], handover: [] });
    expect(parseSearch('studio').types).toEqual([{ kind: 'Studio' }]);
  });

  it('reads stored types', () => {
    expect(listingTypeWord('2-BR Apartment')).toEqual({ kind: '2BR', bedrooms: 2 });
    expect(listingTypeWord('Studio')).toEqual({ kind: 'Studio', bedrooms: 0 });
    expect(listingTypeWord('4-BR Villa')).toEqual({ kind: 'Villa', bedrooms: 4 });
    expect(listingTypeWord('Office')).toEqual({ kind: 'Office', bedrooms: null });
  });

  it('never throws and stays linear on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (q) => {
        all.forEach((l) => matchesFilters(l, { q }));
      }),
    );
    const long = 'marina 2br '.repeat(2_000) + '('.repeat(5_000);
    const started = performance.now();
    matchesFilters(marina, { q: long });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('matches a plain text exactly as containment did when it names nothing the dictionary knows', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,8}$/), (word) => {
        const l = listing({ property_name: `x${word}y` });
        fc.pre(parseSearch(word).types.length === 0 && parseSearch(word).groups[0]?.length === 1);
        expect(matchesFilters(l, { q: word })).toBe(true);
      }),
    );
  });
});
