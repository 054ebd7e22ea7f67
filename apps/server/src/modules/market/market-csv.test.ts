import { parse } from 'csv-parse';
import { describe, expect, it } from 'vitest';
import { chunkedStream } from '../../../test/chunked-stream.ts';
import { MAX_RECORD_BYTES, readCsvRecords } from './market-csv.ts';

/** The records of a file read with long records skipped, and the skips by reason. */
async function read(text: string, size = 64 * 1024) {
  const skipped: string[] = [];
  const csv = readCsvRecords(chunkedStream(text, size), {
    longRecords: 'skip',
    onSkip: (reason) => skipped.push(reason),
  });
  const records: string[][] = [];
  for await (const record of csv.records) records.push(record);
  return { records, skipped, bytes: csv.bytesRead() };
}

const lines = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `c-${from + i},2025-01-01,Marina Gate,85000\r\n`).join('');
const HEADER = 'contract_id,contract_start_date,project_name_en,annual_amount\r\n';

describe('readCsvRecords', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF and a BOM alike, however the file is cut', async () => {
    const text =
      '\uFEFFid,name,note\r\n' +
      '1,"Marina Gate, Tower 1","He said ""fine"""\r\n' +
      '2,"two\r\nlines",""\r\n' +
      '3,"مرسى دبي",\r\n' +
      '4,plain,last';
    const expected = [
      ['id', 'name', 'note'],
      ['1', 'Marina Gate, Tower 1', 'He said "fine"'],
      ['2', 'two\r\nlines', ''],
      ['3', 'مرسى دبي', ''],
      ['4', 'plain', 'last'],
    ];
    for (const size of [1, 2, 3, 5, 7, 64 * 1024]) {
      const result = await read(text, size);
      expect(result.records, `chunks of ${size} bytes`).toEqual(expected);
      expect(result.skipped).toEqual([]);
      expect(result.bytes).toBe(Buffer.byteLength(text));
    }
  });

  it('csv-parse alone loses every row after a record over its limit, even told to skip it', async () => {
    // Why the import puts a limit of its own in front of it (csv-record-limit.ts).
    const text = HEADER + lines(0, 2) + `c-x,2025-01-01,"Marina ${'x'.repeat(10)}\r\n` + lines(2, 3000);
    const parser = parse({ skip_records_with_error: true, max_record_size: MAX_RECORD_BYTES });
    chunkedStream(text, 64 * 1024).pipe(parser);
    let records = 0;
    for await (const _ of parser as AsyncIterable<string[]>) records++;
    expect(records).toBe(3);
  });

  it('counts a quote left open over more than 64 KB as one long row and reads every row after it', async () => {
    const text = HEADER + lines(0, 2) + `c-x,2025-01-01,"Marina Gate,85000\r\n` + lines(2, 6000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * MAX_RECORD_BYTES);
    for (const size of [1000, 64 * 1024]) {
      const { records, skipped } = await read(text, size);
      expect(skipped).toEqual(['too_long']);
      expect(records).toHaveLength(1 + 6000);
      expect(records.at(-1)).toEqual(['c-5999', '2025-01-01', 'Marina Gate', '85000']);
      expect(records.some((record) => record[0] === 'c-x')).toBe(false);
    }
  });

  it('counts a line over 64 KB once, quoted or not, and reads the rows after it', async () => {
    const long = 'x'.repeat(200 * 1024);
    const text =
      HEADER + lines(0, 1) + `c-q,2025-01-01,"${long}",1\r\n` + lines(1, 2) + `c-u,${long}\n` + lines(2, 3);
    const { records, skipped } = await read(text, 4096);
    expect(skipped).toEqual(['too_long', 'too_long']);
    expect(records.map((record) => record[0])).toEqual(['contract_id', 'c-0', 'c-1', 'c-2']);
  });

  it('counts a quote still open at the end of the file as unreadable, reading the rows after its line', async () => {
    const text = HEADER + lines(0, 1) + `c-x,2025-01-01,"Marina Gate,85000\r\n` + lines(1, 4);
    const { records, skipped } = await read(text, 7);
    expect(skipped).toEqual(['unreadable']);
    expect(records.map((record) => record[0])).toEqual(['contract_id', 'c-0', 'c-1', 'c-2', 'c-3']);
  });
});
