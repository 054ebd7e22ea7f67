import { BadRequestError } from '../../lib/errors.ts';
import type { OrderKey } from './properties.repository.ts';

/** Opaque page cursor: the order key of the last listing on the page, base64url JSON. */
export function encodeCursor(key: OrderKey): string {
  return Buffer.from(JSON.stringify([key.display_order, key.created_at, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string): OrderKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      Number.isInteger(value[0]) &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[1])) &&
      typeof value[2] === 'string'
    ) {
      return { display_order: value[0] as number, created_at: value[1], id: value[2] };
    }
  } catch {
    // falls through to the error below
  }
  throw new BadRequestError('cursor: is not a cursor returned by this API', {
    cursor: ['is not a cursor returned by this API'],
  });
}
