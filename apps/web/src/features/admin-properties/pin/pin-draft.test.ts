import { describe, expect, it } from 'vitest';

import {
  formatDegrees,
  nudgePin,
  pastePin,
  PIN_MESSAGES,
  pinErrors,
  pinFormFields,
  pinFromListing,
  pinPoint,
  pinSource,
  placePin,
  readDegrees,
  readPair,
  resetPin,
  roundDegrees,
  typePin,
} from './pin-draft';
import type { PinDraft } from './pin-draft';

const gazetteer = pinFromListing({ lat: 25.0805123, lng: 55.1403987, pin_moved: false });
const byHand = pinFromListing({ lat: 25.2, lng: 55.3, pin_moved: true });
const unplaced = pinFromListing(null);

describe('the pin a listing opens with', () => {
  it("shows the stored point to 5 decimals and says who placed it; sends nothing while it's left alone", () => {
    expect(gazetteer).toMatchObject({ lat: '25.08051', lng: '55.14040', changed: false });
    expect(pinSource(gazetteer)).toBe('gazetteer');
    expect(pinSource(byHand)).toBe('hand');
    expect(pinSource(unplaced)).toBe('unplaced');
    expect(pinSource(pinFromListing({ lat: null, lng: null, pin_moved: false }))).toBe('unplaced');
    for (const draft of [gazetteer, byHand, unplaced]) {
      expect(pinErrors(draft)).toBeNull();
      expect(pinFormFields(draft)).toBeNull();
    }
  });
});

describe('placing the pin', () => {
  it('on the map: placed by hand, sent to 5 decimals', () => {
    const placed = placePin(unplaced, { lat: 25.197196123, lng: 55.274376987 });
    expect(pinSource(placed)).toBe('hand');
    expect(pinPoint(placed)).toEqual({ lat: 25.1972, lng: 55.27438 });
    expect(pinFormFields(placed)).toEqual({ lat: '25.1972', lng: '55.27438' });
  });

  it('typed: each input, or a pair pasted from Google Maps into either', () => {
    const typed = typePin(typePin(gazetteer, 'lat', '25.0801234'), 'lng', '55.14039°');
    expect(pinSource(typed)).toBe('hand');
    expect(pinFormFields(typed)).toEqual({ lat: '25.08012', lng: '55.14039' });
    const pasted = pastePin(unplaced, ' 25.0801, 55.1403\n');
    expect(pasted).toMatchObject({ lat: '25.0801', lng: '55.1403', changed: true });
    expect(pinFormFields(pasted as PinDraft)).toEqual({ lat: '25.0801', lng: '55.1403' });
    expect(pastePin(unplaced, '(25.08 55.14)')).toMatchObject({ lat: '25.08', lng: '55.14' });
    // One number pasted is typed text.
    expect(pastePin(unplaced, '25.0801')).toBeNull();
  });

  it('typed away, only one of the two, not a number: says what is wrong and where', () => {
    expect(pinErrors(typePin(unplaced, 'lat', '25.08'))).toEqual({ lng: PIN_MESSAGES.lngMissing });
    expect(pinErrors(typePin(gazetteer, 'lat', ''))).toEqual({ lat: PIN_MESSAGES.latMissing });
    expect(pinErrors(typePin(gazetteer, 'lng', 'east'))).toEqual({ lng: PIN_MESSAGES.lngNumber });
    expect(pinErrors(typePin(gazetteer, 'lat', '25,08'))).toEqual({ lat: PIN_MESSAGES.latNumber });
    expect(pinPoint(typePin(gazetteer, 'lng', 'east'))).toBeNull();
  });

  it('outside the UAE, or latitude and longitude swapped: refused for the pair', () => {
    const london = pastePin(unplaced, '51.5072, -0.1276') as PinDraft;
    expect(pinErrors(london)).toEqual({ both: PIN_MESSAGES.outside });
    expect(PIN_MESSAGES.outside).toBe(
      'The pin must be in the UAE: latitude 22.5 to 26.3, longitude 51.4 to 56.6',
    );
    expect(pinPoint(london)).toBeNull();
    const swapped = typePin(typePin(unplaced, 'lat', '55.1403'), 'lng', '25.0801');
    expect(pinErrors(swapped)).toEqual({ both: PIN_MESSAGES.swapped });
    // The box's edges belong to it.
    expect(pinErrors(typePin(typePin(unplaced, 'lat', '26.3'), 'lng', '56.6'))).toBeNull();
  });
});

describe('resetting to the gazetteer', () => {
  it('gives a pin an admin placed before back to the gazetteer: both sent empty', () => {
    const reset = resetPin(byHand);
    expect(pinSource(reset)).toBe('gazetteer-on-save');
    expect(pinPoint(reset)).toBeNull();
    expect(pinErrors(reset)).toBeNull();
    expect(pinFormFields(reset)).toEqual({ lat: '', lng: '' });
  });

  it('takes a pin moved in this edit back to where it was: nothing sent', () => {
    const reset = resetPin(placePin(gazetteer, { lat: 25.1, lng: 55.2 }));
    expect(reset).toEqual(gazetteer);
    expect(pinFormFields(reset)).toBeNull();
    expect(pinFormFields(resetPin(placePin(unplaced, { lat: 25.1, lng: 55.2 })))).toBeNull();
  });

  it('clearing both inputs gives the pin back too', () => {
    const cleared = typePin(typePin(byHand, 'lat', ''), 'lng', '  ');
    expect(pinSource(cleared)).toBe('gazetteer-on-save');
    expect(pinFormFields(cleared)).toEqual({ lat: '', lng: '' });
  });
});

describe('the arrow keys', () => {
  const point = { lat: 25.08, lng: 55.14 };
  it('move the pin 0.0005° a press north, south, east or west, ten times as far with Shift', () => {
    expect(nudgePin(point, 'ArrowUp')).toEqual({ lat: 25.0805, lng: 55.14 });
    expect(nudgePin(point, 'ArrowDown')).toEqual({ lat: 25.0795, lng: 55.14 });
    expect(nudgePin(point, 'ArrowRight')).toEqual({ lat: 25.08, lng: 55.1405 });
    expect(nudgePin(point, 'ArrowLeft', true)).toEqual({ lat: 25.08, lng: 55.135 });
    expect(nudgePin(point, 'Enter')).toBeNull();
  });

  it('stop at the edge of the UAE', () => {
    expect(nudgePin({ lat: 26.3, lng: 56.6 }, 'ArrowUp')).toEqual({ lat: 26.3, lng: 56.6 });
    expect(nudgePin({ lat: 26.3, lng: 56.5999 }, 'ArrowRight')).toEqual({ lat: 26.3, lng: 56.6 });
  });
});

describe('degrees', () => {
  it('are read as typed and kept to 5 decimals', () => {
    expect(readDegrees(' 25.08 ')).toBe(25.08);
    expect(readDegrees('25.0801°')).toBe(25.0801);
    for (const bad of ['', '25.', '.5', '1e2', '25,08', 'N25', '2508.1']) expect(readDegrees(bad)).toBeNull();
    expect(readPair('25.0801,55.1403')).toEqual({ lat: '25.0801', lng: '55.1403' });
    expect(readPair('25.0801')).toBeNull();
    expect(readPair('25,08')).toBeNull();
    expect(roundDegrees(25.123456)).toBe(25.12346);
    expect(formatDegrees(25.1)).toBe('25.10000');
  });
});
