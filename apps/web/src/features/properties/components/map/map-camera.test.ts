import { parseMapBox } from '@dd/core';
import { describe, expect, it } from 'vitest';

import { aroundBox, boxParam, isOnePlace, markerQuery, roundBox } from './map-camera';

const box = { west: 55.123456, south: 25.054321, east: 55.198765, north: 25.112349 };

describe('the map box in the URL', () => {
  it('is written with 4 decimals, rounded outward so that it still holds the whole view', () => {
    expect(roundBox(box)).toEqual({ west: 55.1234, south: 25.0543, east: 55.1988, north: 25.1124 });
    expect(boxParam(box)).toBe('55.1234,25.0543,55.1988,25.1124');
    // What the list then follows reads back as the same box.
    expect(parseMapBox(boxParam(box))).toEqual(roundBox(box));
  });
});

describe('markerQuery', () => {
  it("asks for the list's filters in the map's box at its whole zoom", () => {
    const query = new URLSearchParams(markerQuery('type=Studio&min_price=500000', { box, zoom: 12.8 }));
    expect(Object.fromEntries(query)).toEqual({
      type: 'Studio',
      min_price: '500000',
      bbox: '55.1234,25.0543,55.1988,25.1124',
      zoom: '12',
    });
  });

  it('keeps the zoom within what the API takes', () => {
    expect(new URLSearchParams(markerQuery('', { box, zoom: 24 })).get('zoom')).toBe('22');
    expect(new URLSearchParams(markerQuery('', { box, zoom: -1 })).get('zoom')).toBe('0');
  });
});

describe('a cluster no zoom can split', () => {
  it('is one whose listings share a point, or nearly', () => {
    expect(isOnePlace([55.139, 25.096, 55.139, 25.096])).toBe(true);
    expect(isOnePlace([55.139, 25.096, 55.1392, 25.0961])).toBe(true);
    expect(isOnePlace([55.139, 25.096, 55.139, 25.112])).toBe(false);
  });

  it('is asked of the list with a box a little larger than its point', () => {
    const around = aroundBox([55.139, 25.096, 55.139, 25.096]);
    expect(around.west).toBeLessThan(55.139);
    expect(around.east).toBeGreaterThan(55.139);
    expect(around.north - around.south).toBeLessThan(0.001);
  });
});
