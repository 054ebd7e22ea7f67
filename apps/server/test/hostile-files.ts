import { crc32, deflateSync } from 'node:zlib';

/**
 * A valid black-and-white PNG of width × height pixels whose pixel data really is there, compressed:
 * 200 megapixels take about 25 KB. What a decompression bomb looks like to an image decoder.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // 1 bit per pixel
  header.writeUInt8(0, 9); // greyscale
  // Each row: filter byte 0, then width / 8 bytes of black pixels.
  const pixels = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** The classic GIF/JavaScript polyglot: a GIF header that is also a script assigning to `GIF89a`. */
export const gifScriptPolyglot = () =>
  Buffer.from(
    'GIF89a/*\x01\x00\x01\x00\x00\xff\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x00;*/=alert(1)//',
    'latin1',
  );

/** An SVG that would run a script if a browser ever rendered it as a document. */
export const svgWithScript = (fill = '#ff0000') =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="alert(1)">' +
      '<script>alert(document.cookie)</script>' +
      `<rect width="120" height="80" fill="${fill}"/></svg>`,
  );

/** An SVG that asks the renderer to draw a file of the server's own disk. */
export const svgReadingFile = (path: string) =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80">' +
      `<image href="file://${path}" xlink:href="file://${path}" width="120" height="80"/></svg>`,
  );
