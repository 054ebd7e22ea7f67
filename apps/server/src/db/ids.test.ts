import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('makes version 7 UUIDs that never repeat, across refills of the random pool', () => {
    const ids = Array.from({ length: 5000 }, () => timeOrderedId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts each id with the time it was made, so later ids sort after earlier ones', async () => {
    const before = timeOrderedId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = timeOrderedId();
    expect(after > before).toBe(true);
    const millis = Number.parseInt(after.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(millis - Date.now())).toBeLessThan(1000);
  });

  it('sorts ids made in one millisecond in the order they were made', () => {
    const ids = Array.from({ length: 2000 }, () => timeOrderedId());
    expect([...ids].sort()).toEqual(ids);
  });
});
