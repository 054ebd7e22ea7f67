import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** Random bytes for 256 ids, drawn at once: one draw per id was a tenth of an inquiry's CPU. */
const pool = Buffer.alloc(16 * 256);
let used = pool.length;

function pooledRandom(): Uint8Array {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

/**
 * The last id's millisecond and counter. uuid's v7() keeps such a counter only when called without
 * options; given our random bytes it would draw the counter at random, and ids of one millisecond
 * would sort in any order.
 */
const last = { msecs: -Infinity, seq: 0 };

/**
 * A UUID (version 7) that starts with the current time in milliseconds: rows keyed by these land at
 * the end of their primary-key index, side by side, where random ids would each change a page of
 * it. Ids made later sort after earlier ones, also within one millisecond or when the clock steps
 * back (RFC 9562, method 1: a counter that starts at random each millisecond and is incremented).
 * The rest is random (62 bits), drawn from a pool.
 */
export function timeOrderedId(): string {
  const random = pooledRandom();
  const now = Date.now();
  if (now > last.msecs) {
    last.msecs = now;
    // A 24-bit random start leaves room for millions of ids in one millisecond before the 31-bit
    // counter could overflow.
    last.seq = (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else if (++last.seq > 0x7fffffff) {
    last.msecs += 1;
    last.seq = 0;
  }
  return v7({ random, msecs: last.msecs, seq: last.seq });
}
