import { describe, expect, it } from 'vitest';
import { findPhones } from '../telegram/ad-masks.ts';
import { normaliseListingValues, normaliseLocation, normalisePropertyType } from './listing-values.ts';

describe('normaliseLocation', () => {
  it.each([
    ['dubai marina', 'Dubai Marina'],
    ['  DUBAI   marina ', 'Dubai Marina'],
    ['Dubai Marina', 'Dubai Marina'],
    ['marina', 'Dubai Marina'],
    ['jvc', 'Jumeirah Village Circle'],
    ['JVC', 'Jumeirah Village Circle'],
    ['jumeira village circle', 'Jumeirah Village Circle'],
    ['downtown', 'Downtown Dubai'],
    ['business bay', 'Business Bay'],
    ['palm jumeirah', 'Palm Jumeirah'],
    ['the palm', 'Palm Jumeirah'],
    ['dubai hills', 'Dubai Hills Estate'],
    ['Дубай Марина', 'Dubai Marina'],
    ['дубай марина', 'Dubai Marina'],
    ['бизнес бей', 'Business Bay'],
    ['даунтаун', 'Downtown Dubai'],
    ['mohammed bin rashid city', 'Mohammed Bin Rashid City'],
  ])('%j → %j', (typed, stored) => {
    expect(normaliseLocation(typed)).toBe(stored);
  });

  it.each([
    ['Marina Gate Tower 2', 'Marina Gate Tower 2'],
    ['  Al   Barsha South  ', 'Al Barsha South'],
    ['Somewhere new', 'Somewhere new'],
    ['near dubai marina', 'near dubai marina'],
    ['dubai marina, jvc', 'dubai marina, jvc'],
    ['Новый район', 'Новый район'],
    ['', ''],
  ])('keeps %j as %j (not wholly a known community)', (typed, stored) => {
    expect(normaliseLocation(typed)).toBe(stored);
  });
});

describe('normalisePropertyType', () => {
  it.each([
    ['2 bedroom apartment', '2BR'],
    ['2-BR Apartment', '2BR'],
    ['2 bed', '2BR'],
    ['2BR', '2BR'],
    ['2 B/R', '2BR'],
    ['1 bedroom', '1BR'],
    ['1BHK', '1BR'],
    ['3 bedrooms + maid', '3BR'],
    ['three bedroom apartment', '3BR'],
    ['6 bedroom', '5BR+'],
    ['studio apartment', 'Studio'],
    ['Studio', 'Studio'],
    ['STUDIO', 'Studio'],
    ['4-BR Villa', 'Villa'],
    ['villa', 'Villa'],
    ['Townhouse', 'Townhouse'],
    ['3 bed townhouse', 'Townhouse'],
    ['penthouse', 'Penthouse'],
    ['Duplex', 'Duplex'],
    ['office', 'Office'],
    ['2 спальни', '2BR'],
    ['2-комнатная квартира', '2BR'],
    ['студия', 'Studio'],
    ['вилла', 'Villa'],
    ['таунхаус', 'Townhouse'],
  ])('%j → %j', (typed, stored) => {
    expect(normalisePropertyType(typed)).toBe(stored);
  });

  it.each([
    ['Hotel room', 'Hotel room'],
    ['  Retail   shop ', 'Retail shop'],
    ['Апартаменты', 'Апартаменты'],
    ['', ''],
  ])('keeps %j as %j (the type reader cannot read it)', (typed, stored) => {
    expect(normalisePropertyType(typed)).toBe(stored);
  });
});

describe('normaliseListingValues', () => {
  it('normalises location and type and leaves the other fields alone', () => {
    const form = { location: 'dubai marina', property_type: '2 bedroom apartment', floor_level: ' high ' };
    expect(normaliseListingValues(form)).toEqual({
      location: 'Dubai Marina',
      property_type: '2BR',
      floor_level: ' high ',
    });
  });
});

describe('findPhones', () => {
  it('finds every phone number of an ad once, as written', () => {
    const text =
      'Call +971 50 123 4567 or 055 111 2222\nWhatsApp +971 50 123 4567\nPrice 1,250,000 AED, 2026';
    expect(findPhones(text)).toEqual(['+971 50 123 4567', '055 111 2222']);
    expect(findPhones('No phone here, 2.5M')).toEqual([]);
  });
});
