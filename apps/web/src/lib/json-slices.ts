/**
 * JSON bodies above this size are parsed in slices: one `JSON.parse` of the home page's list (about 1 MB
 * for 1,000 listings) held a slow phone's main thread for over 100 ms, during which it answers no tap.
 */
export const SLICED_PARSE_MIN_CHARS = 256 * 1024;

/** About how much text each slice parses: a few milliseconds of work on a slow phone. */
const SLICE_CHARS = 48 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Scans the top-level JSON array `text` from `from` (just after its '[' or after a comma between its
 * elements) and returns the offset of the first comma between elements at least `sliceChars` further
 * on, or of the array's closing bracket if that comes first. Strings are skipped whole, so brackets and
 * commas inside them do not count. Returns -1 when the text cannot be followed as one array from there
 * (an unclosed string or bracket, or anything but white space after the closing bracket).
 */
export function nextSliceEnd(text: string, from: number, sliceChars = SLICE_CHARS): number {
  const length = text.length;
  let depth = 1;
  for (let i = from; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string, escapes included.
      for (i++; i < length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth++;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
      if (depth === 0) {
        for (let j = i + 1; j < length; j++) if (!isSpace(text.charCodeAt(j))) return -1;
        return i;
      }
    } else if (c === COMMA && depth === 1 && i - from >= sliceChars) {
      return i;
    }
  }
  return -1;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Lets the browser run input, rendering and other tasks before the caller goes on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `JSON.parse(text)`, in slices of about 48 KB with the browser's other work between them when the text
 * is a large array (scanning the text for the slices' ends is itself done slice by slice); in one piece
 * otherwise. Throws a SyntaxError on text that is not JSON, as `JSON.parse` does.
 */
export async function parseJsonInSlices(text: string): Promise<unknown> {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  if (text.length < SLICED_PARSE_MIN_CHARS || text.charCodeAt(start) !== OPEN_BRACKET)
    return JSON.parse(text) as unknown;
  const items: unknown[] = [];
  for (start++; ; start++) {
    const end = nextSliceEnd(text, start);
    // Not an array the scan can follow: JSON.parse gives its error (or its value).
    if (end < 0) return JSON.parse(text) as unknown;
    const slice = text.slice(start, end);
    // '[1,]' is not JSON, though its slices '1' and '' would parse; '[]' has no slices.
    if (slice.trim() === '' && (items.length > 0 || text.charCodeAt(end) !== CLOSE_BRACKET))
      throw new SyntaxError('Unexpected token in JSON array');
    const part = JSON.parse(`[${slice}]`) as unknown[];
    for (const item of part) items.push(item);
    if (text.charCodeAt(end) === CLOSE_BRACKET) return items;
    start = end;
    await yieldToBrowser();
  }
}
