/**
 * Memoised text readers shared by the open-data row readers (dld-rows.ts, ejari-rows.ts): a file repeats
 * a few hundred names, types and dates over millions of rows, so each distinct text is read once.
 */

/**
 * `read` remembered for the texts it has seen. Bounded: forgets everything past `limit` texts (a column
 * that turns out to hold unique values costs a cleared map now and then, never unbounded memory).
 */
export function remembered<T>(read: (text: string) => T, limit: number): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    const value = read(text);
    if (seen.size >= limit) seen.clear();
    seen.set(text, value);
    return value;
  };
}

/** Lower case, letters and digits only: 'Sell - Pre Registration' → 'sellpreregistration'. */
export const wordKey = remembered(
  (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, ''),
  4096,
);
