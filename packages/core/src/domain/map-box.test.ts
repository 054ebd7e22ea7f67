import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { propertyListQuerySchema } from '../schemas/property.ts';
import { checkPin, listingPinShape, placedPin } from '../schemas/property-form.ts';
import { matchesFilters } from './listing-filters.ts';
import { inMapBox, mapBoxParam, parseMapBox, UAE_BOX } from './map-box.ts';

describe('parseMapBox', () => {
  it('reads west,south,east,north in decimal degrees', () => {
    expect(parseMapBox('55.13,25.06,55.16,25.1')).toEqual({
      west: 55.13,
      south: 25.06,
      east: 55.16,
      north: 25.1,
    });
    expect(parseMapBox('-180,-90,180,90')).toEqual({ west: -180, south: -90, east: 180, north: 90 });
    expect(parseMapBox(mapBoxParam({ west: 55.1, south: 25, east: 55.2, north: 25.1 }))).toEqual({
      west: 55.1,
      south: 25,
      east: 55.2,
      north: 25.1,
    });
  });

  it.each([
    ['', 'empty'],
    ['55.13,25.06,55.16', 'three numbers'],
    ['55.13,25.06,55.16,25.1,1', 'five numbers'],
    ['55.16,25.06,55.13,25.1', 'west east of east'],
    ['55.13,25.1,55.16,25.06', 'south north of north'],
    ['55.13,25.06,55.13,25.1', 'no width'],
    ['-181,25,55,26', 'a longitude out of range'],
    ['55,-91,56,26', 'a latitude out of range'],
    ['55,25,56,91', 'a latitude out of range'],
    ['55.13, 25.06, 55.16, 25.1', 'spaces'],
    ['5.5e1,25,56,26', 'an exponent'],
    ['Infinity,25,56,26', 'Infinity'],
    ['NaN,25,56,26', 'NaN'],
    ['55,,56,26', 'a blank'],
    ['0x37,25,56,26', 'hexadecimal'],
    ['55.,25,56,26', 'a trailing point'],
  ])('refuses %j (%s)', (value) => {
    expect(parseMapBox(value)).toBeUndefined();
  });
});

describe('inMapBox', () => {
  const box = { west: 55.1, south: 25, east: 55.2, north: 25.1 };
  it('holds its edges and what is between them', () => {
    expect(inMapBox({ lat: 25.05, lng: 55.15 }, box)).toBe(true);
    expect(inMapBox({ lat: 25, lng: 55.1 }, box)).toBe(true);
    expect(inMapBox({ lat: 25.1, lng: 55.2 }, box)).toBe(true);
    expect(inMapBox({ lat: 25.100001, lng: 55.15 }, box)).toBe(false);
    expect(inMapBox({ lat: 25.05, lng: 55.099999 }, box)).toBe(false);
  });

  it('holds no listing without a point', () => {
    expect(inMapBox({ lat: null, lng: null }, box)).toBe(false);
    expect(inMapBox({}, box)).toBe(false);
    expect(inMapBox({ lat: 25.05, lng: null }, box)).toBe(false);
  });
});

describe('the map box as a filter of the list', () => {
  const listing = {
    property_name: 'Marina Gate',
    developer: 'Select Group',
    location: 'Dubai Marina',
    property_type: '2BR',
    distress_price: 2_000_000,
  };
  const marina = { west: 55.13, south: 25.07, east: 55.15, north: 25.09 };

  it('keeps the listings in the box, with the other filters', () => {
    expect(matchesFilters({ ...listing, lat: 25.08, lng: 55.14 }, { bbox: marina })).toBe(true);
    expect(matchesFilters({ ...listing, lat: 25.197, lng: 55.274 }, { bbox: marina })).toBe(false);
    expect(matchesFilters({ ...listing, lat: null, lng: null }, { bbox: marina })).toBe(false);
    expect(
      matchesFilters({ ...listing, lat: 25.08, lng: 55.14 }, { bbox: marina, maxPrice: 1_000_000 }),
    ).toBe(false);
    expect(matchesFilters({ ...listing, lat: null, lng: null }, {})).toBe(true);
  });

  it('is read by the list query, and a bad box is refused naming its form', () => {
    expect(propertyListQuerySchema.parse({ bbox: '55.13,25.07,55.15,25.09' }).bbox).toEqual(marina);
    expect(propertyListQuerySchema.parse({}).bbox).toBeUndefined();
    const refused = propertyListQuerySchema.safeParse({ bbox: '55.15,25.07,55.13,25.09' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^must be west,south,east,north/);
  });
});

describe("the admin form's pin", () => {
  const pinForm = z.object(listingPinShape).superRefine(checkPin);
  const read = (form: object) => {
    const result = pinForm.safeParse(form);
    return result.success
      ? { pin: placedPin(result.data) }
      : { issues: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])) };
  };

  it('places the pin from numbers or their text, gives it back with nulls or blanks, and leaves it without either', () => {
    expect(read({ lat: 25.0888, lng: 55.1475 })).toEqual({ pin: { lat: 25.0888, lng: 55.1475 } });
    expect(read({ lat: ' 25.0888 ', lng: '55.1475' })).toEqual({ pin: { lat: 25.0888, lng: 55.1475 } });
    expect(read({ lat: null, lng: null })).toEqual({ pin: null });
    expect(read({ lat: '', lng: '' })).toEqual({ pin: null });
    expect(read({})).toEqual({ pin: undefined });
  });

  it('wants both coordinates or neither', () => {
    expect(read({ lat: 25.08 })).toEqual({ issues: { lng: 'must be given with lat' } });
    expect(read({ lng: 55.14 })).toEqual({ issues: { lat: 'must be given with lng' } });
    expect(read({ lat: null, lng: 55.14 })).toEqual({ issues: { lat: 'must be given with lng' } });
    expect(read({ lat: 25.08, lng: '' })).toEqual({ issues: { lng: 'must be given with lat' } });
    expect(read({ lat: null })).toEqual({ issues: { lng: 'must be given with lat' } });
  });

  it('refuses what is not a coordinate, or a pin outside the UAE', () => {
    expect(read({ lat: 'north', lng: 55.14 }).issues).toEqual({ lat: 'must be a number of degrees' });
    expect(read({ lat: 91, lng: 55.14 }).issues).toEqual({ lat: 'must be between -90 and 90' });
    expect(read({ lat: 25.08, lng: '-181' }).issues).toEqual({ lng: 'must be between -180 and 180' });
    expect(read({ lat: 25.08, lng: Number.NaN }).issues).toEqual({ lng: 'must be a number of degrees' });
    // Swapped: 55 north is in Russia.
    expect(read({ lat: 55.14, lng: 25.08 }).issues?.lat).toMatch(/^the pin must be in the UAE/);
    expect(read({ lat: 51.5, lng: -0.12 }).issues?.lat).toMatch(/^the pin must be in the UAE/);
    expect(read({ lat: UAE_BOX.north, lng: UAE_BOX.east })).toEqual({
      pin: { lat: UAE_BOX.north, lng: UAE_BOX.east },
    });
  });
});
