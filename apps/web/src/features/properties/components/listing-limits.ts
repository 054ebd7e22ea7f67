/**
 * Up to this many listings the home page downloads the whole list once and filters it on every key;
 * past it, it asks the API for each view a page at a time (ADR 0021: at about 150 bytes a listing in
 * brotli, 800 listings are 120 KB, within the 150 KB of list data the first cards may wait for).
 */
export const WHOLE_LIST_LIMIT = 800;
