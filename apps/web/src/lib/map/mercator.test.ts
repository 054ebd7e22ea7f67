import { describe, expect, it } from 'vitest';

import { fitView, screenPoint, viewBox } from './mercator';

const dubai = { center: [55.22, 25.12] as [number, number], zoom: 10, width: 412, height: 480 };

describe('Web Mercator as MapLibre draws it', () => {
  it('gives the box a view shows: 412 px at zoom 10 are 0.283° of longitude, taller in latitude north', () => {
    const box = viewBox(dubai);
    expect(box.east - box.west).toBeCloseTo((412 / (512 * 2 ** 10)) * 360, 6);
    expect((box.west + box.east) / 2).toBeCloseTo(55.22, 6);
    // Mercator stretches latitude: the centre's latitude is not the box's middle, slightly south of it.
    expect(box.north - 25.12).toBeLessThan(25.12 - box.south);
    // 480 px of latitude there: 480 × 360 × cos(25.12°) / (512 × 2^10) degrees.
    expect(box.north - box.south).toBeCloseTo(
      (480 * 360 * Math.cos((25.12 * Math.PI) / 180)) / (512 * 2 ** 10),
      3,
    );
  });

  it('places the centre in the middle and the box corners at the view corners', () => {
    const box = viewBox(dubai);
    expect(screenPoint(dubai, 55.22, 25.12)).toEqual({ x: 206, y: 240 });
    const corner = screenPoint(dubai, box.west, box.north);
    expect(corner.x).toBeCloseTo(0, 6);
    expect(corner.y).toBeCloseTo(0, 6);
    const far = screenPoint(dubai, box.east, box.south);
    expect(far.x).toBeCloseTo(412, 6);
    expect(far.y).toBeCloseTo(480, 6);
  });

  it('fits a box into a view: the box is inside, touching two sides', () => {
    const box = { west: 55.12, south: 25.05, east: 55.2, north: 25.1 };
    const view = fitView(box, 412, 480, 18);
    const shown = viewBox(view);
    expect(shown.west).toBeCloseTo(box.west, 6);
    expect(shown.east).toBeCloseTo(box.east, 6);
    expect(shown.north).toBeGreaterThan(box.north);
    expect(shown.south).toBeLessThan(box.south);
    // A tiny box stops at the highest zoom.
    expect(fitView({ west: 55.1, south: 25.1, east: 55.1001, north: 25.1001 }, 412, 480, 18).zoom).toBe(18);
  });
});
