import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  /** Stored as given: tests use it for unsafe names ("../evil.jpg") too. */
  name: string;
  data: Buffer;
  /** Size written into the headers instead of the real one (a lying zip bomb). */
  declaredSize?: number;
  /** Store without compression. */
  stored?: boolean;
}

/**
 * A minimal ZIP writer (deflate or stored, UTF-8 names, no zip64) for building test exports; it
 * writes whatever it is given, so tests can build the hostile archives a server must refuse.
 */
export function makeZip(inputs: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const name = Buffer.from(input.name, 'utf8');
    const body = input.stored ? input.data : deflateRawSync(input.data);
    const fields = {
      method: input.stored ? 0 : 8,
      crc: crc32(input.data) >>> 0,
      compressed: body.length,
      size: input.declaredSize ?? input.data.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommon(local, 4, fields, name.length);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeCommon(central, 6, fields, name.length);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** version needed, flags (UTF-8 names), method, DOS time/date, crc, sizes, name length; extra = 0. */
function writeCommon(
  header: Buffer,
  at: number,
  f: { method: number; crc: number; compressed: number; size: number },
  nameLength: number,
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(f.method, at + 4);
  header.writeUInt16LE(0, at + 6);
  header.writeUInt16LE(0x5821, at + 8); // 2024-01-01
  header.writeUInt32LE(f.crc, at + 10);
  header.writeUInt32LE(f.compressed, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}
