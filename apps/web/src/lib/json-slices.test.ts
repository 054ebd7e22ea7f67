import { describe, expect, it, vi } from 'vitest';

import { SLICED_PARSE_MIN_CHARS, nextSliceEnd, parseJsonInSlices } from './json-slices';

/** Listings with the characters that could fool a scan: brackets, braces, commas, quotes, escapes. */
function listings(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    property_name: `Tower ${i}, "Marina" [phase ${i % 3}] {A}`,
    developer: i % 2 ? 'Emaar \\ Dubai' : 'Nakheel\n"Palm"',
    tags: [i, { nested: [i, 'x],{y'] }],
    price: 1_000_000 + i,
    ok: i % 2 === 0,
    none: null,
    emoji: 'Дубай 🏙️',
  }));
}

/** The slice ends of a whole array, as parseJsonInSlices finds them. */
function sliceEnds(text: string, sliceChars: number): number[] | null {
  const ends: number[] = [];
  for (let start = text.indexOf('[') + 1; ;) {
    const end = nextSliceEnd(text, start, sliceChars);
    if (end < 0) return null;
    ends.push(end);
    if (text[end] === ']') return ends;
    start = end + 1;
  }
}

describe('nextSliceEnd', () => {
  it('cuts a top-level array only between its elements, never inside a string or an element', () => {
    const text = JSON.stringify(listings(40));
    const ends = sliceEnds(text, 500)!;
    expect(ends.length).toBeGreaterThan(5);
    expect(ends.at(-1)).toBe(text.length - 1);
    let start = 1;
    for (const end of ends) {
      // Each slice is whole elements: it parses on its own.
      expect(() => JSON.parse(`[${text.slice(start, end)}]`)).not.toThrow();
      start = end + 1;
    }
  });

  it('is -1 where the text is not one array', () => {
    expect(sliceEnds('[1,2] [3]', 1)).toBeNull();
    expect(sliceEnds('[1,"2]', 1)).toBeNull();
    expect(sliceEnds('[1,[2]', 1)).toBeNull();
  });
});

describe('parseJsonInSlices', () => {
  it('gives what JSON.parse gives for a large list, parsed in several slices', async () => {
    const data = listings(3000);
    const text = `  ${JSON.stringify(data, null, 1)}\n`;
    expect(text.length).toBeGreaterThan(SLICED_PARSE_MIN_CHARS);
    const parse = vi.spyOn(JSON, 'parse');
    await expect(parseJsonInSlices(text)).resolves.toEqual(data);
    expect(parse.mock.calls.length).toBeGreaterThan(5);
  });

  it('lets other work run between the slices', async () => {
    const text = JSON.stringify(listings(3000));
    let ranBetween = false;
    setTimeout(() => (ranBetween = true), 0);
    const parsed = parseJsonInSlices(text);
    expect(ranBetween).toBe(false);
    await parsed;
    expect(ranBetween).toBe(true);
  });

  it('parses small and non-array bodies in one piece', async () => {
    await expect(parseJsonInSlices('[1,{"a":"]"}]')).resolves.toEqual([1, { a: ']' }]);
    await expect(parseJsonInSlices('{"detail":"x"}')).resolves.toEqual({ detail: 'x' });
    await expect(parseJsonInSlices('[]')).resolves.toEqual([]);
  });

  it('rejects broken JSON as JSON.parse does, large or small', async () => {
    const text = JSON.stringify(listings(3000));
    await expect(parseJsonInSlices(`${text.slice(0, -1)},]`)).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices(text.replace('"id-2000"', 'id-2000'))).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices(text.slice(0, -5))).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices('[1,')).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices(`[,${text.slice(1)}`)).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices(`${text} x`)).rejects.toThrow(SyntaxError);
  });

  it('parses a large empty-looking or odd array as JSON.parse does', async () => {
    const spaced = `[${' '.repeat(SLICED_PARSE_MIN_CHARS)}]`;
    await expect(parseJsonInSlices(spaced)).resolves.toEqual([]);
  });
});
