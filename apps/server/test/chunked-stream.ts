import { Readable } from 'node:stream';

/**
 * A file as a stream of chunks of `size` bytes (37 by default), as a large file reaches the reader: rows,
 * quoted fields, line ends and multi-byte characters cut anywhere.
 */
export function chunkedStream(text: string | Buffer, size = 37): Readable {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}
