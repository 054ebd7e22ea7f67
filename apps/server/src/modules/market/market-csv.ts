import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { BadRequestError } from '../../lib/errors.ts';
import { CsvRecordLimit } from './csv-record-limit.ts';

/** The file cannot be read as the data it should hold: empty, a header without its columns, or a row too long. */
export class MarketFileError extends BadRequestError {}

/**
 * A row of DLD's files is a few hundred bytes; a longer one is a quote left open swallowing the file.
 * The reader holds at most this much of a row (issue 42: a 300 MB unterminated field had raised the
 * process's memory by 240 MB, for good).
 */
export const MAX_RECORD_BYTES = 64 * 1024;

export interface CsvRecordsOptions {
  /**
   * A record over {@link MAX_RECORD_BYTES}: `fail` ends the read with a {@link MarketFileError}; `skip`
   * counts it (`onSkip('too_long')`) and reads the rows after it.
   */
  longRecords: 'fail' | 'skip';
  /** A record not kept: one the reader cannot split (`unreadable`), or a long one skipped. */
  onSkip: (reason: 'unreadable' | 'too_long') => void;
}

export interface CsvRecords {
  /** The file's records, the header first, each as its fields. */
  records: AsyncIterable<string[]>;
  /** Bytes of the file read so far. */
  bytesRead: () => number;
  /** Stops reading the file and lets it go (after the records, or on a failure). */
  close: () => void;
}

/**
 * A DLD open-data CSV file read as records with csv-parse: a BOM, quoted fields, CRLF and Arabic text
 * handled, a line with fewer or more fields than the header passed on as it is (the row readers count
 * it), and a record the reader cannot split skipped and counted, never the end of the read.
 */
export function readCsvRecords(input: Readable, options: CsvRecordsOptions): CsvRecords {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  parser.on('skip', (error: { code?: string; lines?: number }) => {
    if (error.code !== 'CSV_MAX_RECORD_SIZE') return options.onSkip('unreadable');
    // Only a file read with `fail` gets here: the limit in front of the parser keeps such records out.
    const line = error.lines ? ` (line ${error.lines})` : '';
    parser.destroy(
      new MarketFileError(
        `A row of the file${line} is longer than 64 KB: a quote is probably left open. Nothing was imported.`,
      ),
    );
  });
  input.on('error', (error) => parser.destroy(error));
  if (options.longRecords === 'fail') {
    input.pipe(parser);
    return {
      records: parser,
      bytesRead: () => parser.info.bytes,
      close: () => {
        input.unpipe(parser);
        input.destroy();
      },
    };
  }
  const limit = new CsvRecordLimit(MAX_RECORD_BYTES, options.onSkip);
  input.pipe(limit).pipe(parser);
  return {
    records: parser,
    bytesRead: () => limit.bytesIn,
    close: () => {
      input.unpipe(limit);
      limit.unpipe(parser);
      input.destroy();
      limit.destroy();
    },
  };
}
