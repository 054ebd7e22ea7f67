import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { SniffingCounter } from './export-upload.ts';

/** Streams the chunks through a counter with small limits; answers what it decided and passed on. */
async function run(chunks: Buffer[], limits = { json: 100, zip: 200 }) {
  const counter = new SniffingCounter(limits);
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out.push(chunk);
      callback();
    },
  });
  await pipeline(Readable.from(chunks), counter, sink);
  return { kind: counter.kind, size: counter.size, bytes: Buffer.concat(out) };
}

describe('SniffingCounter', () => {
  it('recognises JSON after a byte-order mark and whitespace, and ZIPs by their signature', async () => {
    const json = Buffer.from('\uFEFF \n {"messages": []}');
    expect(await run([json])).toMatchObject({ kind: 'json', bytes: json });
    const zip = Buffer.from('PK\x03\x04rest-of-archive');
    expect(await run([zip])).toMatchObject({ kind: 'zip', bytes: zip });
  });

  it('waits for enough bytes when the first chunks are too short to decide, and passes them all on', async () => {
    const chunks = [Buffer.from('P'), Buffer.from('K'), Buffer.from('\x03\x04'), Buffer.from('data')];
    expect(await run(chunks)).toMatchObject({ kind: 'zip', bytes: Buffer.from('PK\x03\x04data') });
    expect(await run([Buffer.from('  '), Buffer.from('\n['), Buffer.from(']')])).toMatchObject({
      kind: 'json',
      size: 5,
    });
  });

  it('refuses anything else at once', async () => {
    for (const bytes of ['GIF89a', '\x89PNG\r\n', 'PK\x07\x08', 'hello', '   ']) {
      await expect(run([Buffer.from(bytes, 'latin1')])).rejects.toThrow('Please upload a JSON file');
    }
  });

  it('stops past the limit of the kind it found, with 413', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(150)]);
    expect((await run([zip])).size).toBe(154);
    const tooBig = Buffer.concat([zip, Buffer.alloc(100)]);
    const error = await run([tooBig.subarray(0, 100), tooBig.subarray(100)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 413, message: 'A ZIP export may be at most 200 bytes' });
    await expect(run([Buffer.from(`{"a":"${'x'.repeat(100)}"}`)])).rejects.toThrow(
      'A JSON export may be at most 100 bytes',
    );
  });
});
