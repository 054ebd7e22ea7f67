/**
 * A minimal PMTiles v3 archive (github.com/protomaps/PMTiles, spec v3): the 127-byte header, a root
 * directory of one entry (tile 0/0/0), JSON metadata and the tile, nothing compressed. Enough for the
 * pmtiles library to read its header and the tile back through the server's range requests.
 */
const HEADER_BYTES = 127;

function varints(values: number[]): Buffer {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value & 0x7f) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return Buffer.from(bytes);
}

export function pmtilesArchive(tile: Buffer, metadata: object = { name: 'test basemap' }): Buffer {
  // One entry: tile id 0 (z0), run length 1, its length, its offset + 1.
  const directory = varints([1, 0, 1, tile.length, 1]);
  const json = Buffer.from(JSON.stringify(metadata));
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + json.length;
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(rootOffset, 8);
  u64(directory.length, 16);
  u64(metadataOffset, 24);
  u64(json.length, 32);
  u64(tileOffset, 40); // no leaf directories: an empty run where the tiles start
  u64(0, 48);
  u64(tileOffset, 56);
  u64(tile.length, 64);
  u64(1, 72); // addressed tiles
  u64(1, 80); // tile entries
  u64(1, 88); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: vector (MVT)
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(0, 101); // max zoom
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(54.9), 102);
  header.writeInt32LE(e7(24.8), 106);
  header.writeInt32LE(e7(55.6), 110);
  header.writeInt32LE(e7(25.4), 114);
  header.writeUInt8(0, 118);
  header.writeInt32LE(e7(55.27), 119);
  header.writeInt32LE(e7(25.2), 123);
  return Buffer.concat([header, directory, json, tile]);
}
