import { describe, expect, it } from 'vitest';
import { normalisePropertyType } from '../domain/listing-values.ts';
import { PROPERTY_TYPES } from '../telegram/ad-types-normalize.ts';
import { listingHomeKind, listingMarketKey } from './listing-market-key.ts';

const TODAY = new Date('2026-11-30T10:00:00Z');

const keyOf = (property_type: string, handover_date = 'Ready', size_sqft = 850) =>
  listingMarketKey({ property_type, handover_date, size_sqft }, TODAY);

describe('listingMarketKey: kind and rooms', () => {
  it.each([
    ['Studio', 'apartment', 'Studio'],
    ['1BR', 'apartment', '1 B/R'],
    ['2BR', 'apartment', '2 B/R'],
    ['3BR', 'apartment', '3 B/R'],
    ['4BR', 'apartment', '4 B/R'],
    ['5BR+', 'apartment', '5 B/R'],
    ['Villa', 'villa', null],
    ['Townhouse', 'townhouse', null],
    ['Penthouse', 'penthouse', null],
    ['Duplex', 'apartment', null],
  ])('the public type %s is %s, %s', (type, kind, rooms) => {
    expect(keyOf(type)).toEqual({ kind, rooms, offplan: false });
  });

  it.each([
    ['2-BR Apartment', 'apartment', '2 B/R'],
    ['2 bedroom apartment', 'apartment', '2 B/R'],
    ['studio apartment', 'apartment', 'Studio'],
    ['студия', 'apartment', 'Studio'],
    ['4-BR Villa', 'villa', '4 B/R'],
    ['4BR Villa', 'villa', '4 B/R'],
    ['3 bed townhouse', 'townhouse', '3 B/R'],
    ['5BR Penthouse', 'penthouse', '5 B/R'],
    ['3BR Duplex', 'apartment', '3 B/R'],
    ['6 bedroom apartment', 'apartment', '6 B/R'],
    ['1BR Hotel Apartment', 'hotel apartment', '1 B/R'],
    ['Hotel apartment studio', 'hotel apartment', 'Studio'],
  ])('the type as typed %s is %s, %s', (type, kind, rooms) => {
    expect(keyOf(type)).toEqual({ kind, rooms, offplan: false });
  });

  it.each(['Office', 'Plot', 'office space', 'Land plot'])('%s is not a home', (type) => {
    expect(keyOf(type)).toEqual({ reason: 'not a home' });
  });

  it.each(['', 'Hotel room', 'Apartment', 'Warehouse'])('%j is a type unknown', (type) => {
    expect(keyOf(type)).toEqual({ reason: 'type unknown' });
  });

  it('gives every public type a key or a reason, and a stored type the same as its text', () => {
    for (const type of PROPERTY_TYPES) {
      const key = keyOf(type);
      expect(key).toBeDefined();
      if (type === 'Office' || type === 'Plot') expect(key).toEqual({ reason: 'not a home' });
      else expect(key).toHaveProperty('kind');
    }
    expect(keyOf(normalisePropertyType('2-BR Apartment'))).toEqual(keyOf('2-BR Apartment'));
  });
});

describe('listingMarketKey: state', () => {
  it.each([
    ['Ready', false],
    ['Completed 2023', false],
    ['Q3 2026', false],
    ['Oct 2026', false],
    ['Nov 2026', true],
    ['Q4 2026', true],
    ['2028', true],
    ['Q2 2029', true],
  ])('handover %s is off-plan: %s', (handover, offplan) => {
    expect(keyOf('2BR', handover)).toEqual({ kind: 'apartment', rooms: '2 B/R', offplan });
  });

  it.each(['', 'TBA', 'soon', 'Off-plan'])('handover %j is unknown', (handover) => {
    expect(keyOf('2BR', handover)).toEqual({ reason: 'handover unknown' });
  });
});

describe('listingMarketKey: size', () => {
  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('size %s is unknown', (size) => {
    expect(keyOf('2BR', 'Ready', size)).toEqual({ reason: 'size unknown' });
  });

  it('says a type that is not a home before a size or handover that is unknown', () => {
    expect(keyOf('Office', 'TBA', 0)).toEqual({ reason: 'not a home' });
    expect(keyOf('2BR', 'TBA', 0)).toEqual({ reason: 'size unknown' });
  });
});

describe('listingHomeKind: what rents are compared by', () => {
  it('reads the kind and rooms as the market key does, whatever the size or handover', () => {
    expect(listingHomeKind('2-BR Apartment')).toEqual({ kind: 'apartment', rooms: '2 B/R' });
    expect(listingHomeKind('Villa')).toEqual({ kind: 'villa', rooms: null });
    expect(keyOf('1BR', 'TBA', 0)).toEqual({ reason: 'size unknown' });
    expect(listingHomeKind('1BR')).toEqual({ kind: 'apartment', rooms: '1 B/R' });
  });

  it('has none for what is not a home or a type it cannot read', () => {
    expect(listingHomeKind('Office')).toEqual({ reason: 'not a home' });
    expect(listingHomeKind('Plot')).toEqual({ reason: 'not a home' });
    expect(listingHomeKind('something')).toEqual({ reason: 'type unknown' });
  });
});
