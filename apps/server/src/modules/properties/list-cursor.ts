import { type ListingSort, isListingSort } from '@dd/core';
import { BadRequestError } from '../../lib/errors.ts';
import type { OrderKey } from './properties.repository.ts';

/**
 * Opaque page cursor: the position of the last listing of the page in the order asked for,
 * base64url JSON. The featured order's cursor keeps its first form, [display_order, created_at, id];
 * the other orders' name their order first and carry the value they compare:
 * ['discount' | 'market' | 'yield' | 'price' | 'price_sqft', value, display_order, created_at, id] and
 * ['newest', display_order, created_at, id].
 */
export function encodeCursor(sort: ListingSort, key: OrderKey): string {
  const position = [key.display_order, key.created_at, key.id];
  const value =
    sort === 'featured' ? position : sort === 'newest' ? [sort, ...position] : [sort, key.value, ...position];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const INT32_MAX = 2 ** 31 - 1;
const isInt32 = (value: unknown): value is number =>
  Number.isInteger(value) && Math.abs(value as number) <= INT32_MAX;

/** Times as the API writes them (toIso): UTC, milliseconds. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const invalid = (message: string) => new BadRequestError(`cursor: ${message}`, { cursor: [message] });

function parse(cursor: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The position a cursor names, for the order of the request; 400 for anything else. */
export function decodeCursor(sort: ListingSort, cursor: string): OrderKey {
  const parts = parse(cursor);
  if (!parts) throw invalid('is not a cursor returned by this API');
  const cursorSort = typeof parts[0] === 'string' ? parts.shift() : 'featured';
  if (!isListingSort(cursorSort)) throw invalid('is not a cursor returned by this API');
  if (cursorSort !== sort) throw invalid(`belongs to sort=${cursorSort}, not to sort=${sort}`);
  const value = sort === 'featured' || sort === 'newest' ? 0 : parts.shift();
  const [displayOrder, createdAt, id] = parts;
  if (
    parts.length === 3 &&
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (sort !== 'price' || isInt32(value)) &&
    isInt32(displayOrder) &&
    typeof createdAt === 'string' &&
    ISO_TIME.test(createdAt) &&
    !Number.isNaN(Date.parse(createdAt)) &&
    typeof id === 'string'
  ) {
    return { value, display_order: displayOrder, created_at: createdAt, id };
  }
  throw invalid('is not a cursor returned by this API');
}
