import { Transform, type TransformCallback } from 'node:stream';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const EMPTY: Buffer = Buffer.alloc(0);

/** Why a record was kept out: longer than the limit, or a quote still open at the end of the file. */
export type DroppedRecord = 'too_long' | 'unreadable';

/** Where the first line of `data` ends (its CR or LF; the LF of a CRLF), or -1. */
function lineEnd(data: Buffer): number {
  const lf = data.indexOf(LF);
  const cr = lf < 0 ? data.indexOf(CR) : data.subarray(0, lf).indexOf(CR);
  if (cr < 0) return lf;
  return data[cr + 1] === LF ? cr + 1 : cr;
}

/**
 * Passes a CSV file on to csv-parse a whole record at a time and keeps out records longer than `limit`
 * bytes, reading on after them. csv-parse's own limit (`max_record_size`) cannot be read past: even told
 * to skip such records, it drops the rest of the chunk and stays inside the open quote, so every row
 * after the first long record was lost. A record this long is a quote left open swallowing the lines
 * after it: its first line is dropped (`onDropped('too_long')`) and the reading goes on from the next
 * line, as if that quote had not been there; a line longer than the limit is dropped to its end. A quote
 * still open at the end of the file is the same mistake, found later: its line is dropped as
 * `unreadable` and the lines after it are read. Records end where csv-parse ends them: at a line end
 * outside quotes, a quote opening a field only at its start, `""` inside one standing for a quote, and
 * a quote before a comma, a line end or the end of the file closing it. At most `limit` bytes and a
 * chunk are held.
 */
export class CsvRecordLimit extends Transform {
  /** Bytes of the file taken in so far. */
  bytesIn = 0;
  /** The record under way: the bytes since the last record's end, not passed on yet. */
  private pending: Buffer = EMPTY;
  /** How far `pending` has been read, and whether a quote is open there. */
  private scanned = 0;
  private quoting = false;
  /** Dropping the rest of a line longer than the limit. */
  private discarding = false;
  /** A line dropped ended on a chunk's last byte, a CR: an LF first in the next is its CRLF's. */
  private afterCr = false;

  constructor(
    private readonly limit: number,
    private readonly onDropped: (reason: DroppedRecord) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytesIn += chunk.length;
    let data = chunk;
    if (this.discarding) {
      const end = lineEnd(data);
      if (end < 0) return callback();
      this.afterCr = data[end] === CR;
      data = data.subarray(end + 1);
      this.discarding = false;
    }
    if (this.afterCr && data.length > 0) {
      if (data[0] === LF) data = data.subarray(1);
      this.afterCr = false;
    }
    this.pending = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    this.release(false);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.release(true);
    if (this.pending.length > 0) this.push(this.pending);
    this.pending = EMPTY;
    callback();
  }

  /** Passes on the complete records pending, dropping the first line of a record that is broken. */
  private release(atEnd: boolean): void {
    for (;;) {
      const complete = this.scan(atEnd);
      if (complete > 0) {
        this.push(this.pending.subarray(0, complete));
        this.pending = this.pending.subarray(complete);
        this.scanned -= complete;
      }
      const broken: DroppedRecord | null =
        this.pending.length > this.limit ? 'too_long' : atEnd && this.quoting ? 'unreadable' : null;
      if (broken === null) return;
      this.onDropped(broken);
      this.quoting = false;
      this.scanned = 0;
      const end = lineEnd(this.pending);
      if (end < 0) {
        this.pending = EMPTY;
        this.discarding = !atEnd;
        return;
      }
      this.afterCr = this.pending[end] === CR && end + 1 === this.pending.length;
      this.pending = this.pending.subarray(end + 1);
    }
  }

  /**
   * Reads `pending` on from where it was left; returns where its last complete record ends (0: none).
   * Stops early inside a record longer than the limit.
   */
  private scan(atEnd: boolean): number {
    const data = this.pending;
    let complete = 0;
    let quoting = this.quoting;
    let at = this.scanned;
    // Stops inside a record longer than the limit, complete or not: release() drops it.
    while (at < data.length && at - complete <= this.limit) {
      if (quoting) {
        const quote = data.indexOf(QUOTE, at);
        if (quote < 0) {
          at = data.length;
        } else if (quote + 1 === data.length && !atEnd) {
          // The next chunk's first byte says whether this quote closes the field.
          at = quote;
          break;
        } else {
          const next = data[quote + 1];
          if (next === QUOTE) at = quote + 2;
          else {
            if (next === undefined || next === COMMA || next === LF || next === CR) quoting = false;
            at = quote + 1;
          }
        }
        continue;
      }
      const byte = data[at]!;
      if (byte === LF || byte === CR) complete = at + 1;
      else if (byte === QUOTE) {
        const before = at === 0 ? LF : data[at - 1];
        if (before === COMMA || before === LF || before === CR) quoting = true;
      }
      at++;
    }
    this.scanned = at;
    this.quoting = quoting;
    return complete;
  }
}
