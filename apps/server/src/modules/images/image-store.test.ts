import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotAnImageError, removeStoredImages, storeImage } from './image-store.ts';

let dir: string;
let uploads: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-store-'));
  uploads = join(dir, 'uploads');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const gradient = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#0af"/><stop offset="1" stop-color="#f80"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><circle cx="30%" cy="40%" r="20%" fill="#fff"/></svg>`,
  );

/** A valid 1×1 PNG whose header claims another size: what a decompression bomb looks like to the decoder. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp(gradient(1, 1)).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR type + data, then its CRC
  return png;
}

const fileOf = (path: string) => join(uploads, path.replace('/uploads/', ''));

describe('storeImage', () => {
  it('turns a PNG into a bounded full-size WebP and a card WebP', async () => {
    const png = await sharp(gradient(2400, 1500)).png().toBuffer();
    const stored = await storeImage(png, uploads);

    expect(stored.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(stored.card_path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(stored.card_path).not.toBe(stored.path);
    const full = await sharp(fileOf(stored.path)).metadata();
    const card = await sharp(fileOf(stored.card_path)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
    expect(stored).toMatchObject({ width: 1600, height: 1000 });
    expect(card).toMatchObject({ format: 'webp', width: 640, height: 400 });
  });

  it('does not enlarge a small image', async () => {
    const png = await sharp(gradient(300, 500)).png().toBuffer();
    const stored = await storeImage(png, uploads);
    expect(stored).toMatchObject({ width: 300, height: 500 });
    expect(await sharp(fileOf(stored.card_path)).metadata()).toMatchObject({ width: 300, height: 500 });
  });

  it('auto-orients from EXIF and strips every piece of metadata', async () => {
    const jpeg = await sharp(gradient(800, 400))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'someone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ width: 800, height: 400, orientation: 6 });
    expect(before.exif).toBeDefined();

    const stored = await storeImage(jpeg, uploads);
    expect(stored).toMatchObject({ width: 400, height: 800 });
    for (const path of [stored.path, stored.card_path]) {
      const meta = await sharp(fileOf(path)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width);
    }
  });

  it('rejects bytes that are not an image', async () => {
    await expect(storeImage(Buffer.from('hello, this is plain text'), uploads)).rejects.toBeInstanceOf(
      NotAnImageError,
    );
    await expect(storeImage(Buffer.alloc(0), uploads)).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('rejects a truncated image and a decompression bomb', async () => {
    const png = await sharp(gradient(400, 300)).png().toBuffer();
    await expect(storeImage(png.subarray(0, 100), uploads)).rejects.toBeInstanceOf(NotAnImageError);
    await expect(storeImage(await pngClaiming(20_000, 20_000), uploads)).rejects.toThrow(/too many pixels/);
  });

  it('stores the same output once, under the same paths', async () => {
    const png = await sharp(gradient(900, 600)).png().toBuffer();
    const first = await storeImage(png, uploads);
    const second = await storeImage(png, uploads);
    expect(second).toEqual(first);
    const files = await readdir(uploads);
    expect(files.sort()).toEqual(
      [first.path, first.card_path].map((p) => p.slice('/uploads/'.length)).sort(),
    );
  });
});

describe('removeStoredImages', () => {
  it('deletes the files and tolerates files already gone', async () => {
    const stored = await storeImage(await sharp(gradient(700, 700)).png().toBuffer(), uploads);
    await removeStoredImages([stored], uploads);
    expect(existsSync(fileOf(stored.path))).toBe(false);
    expect(existsSync(fileOf(stored.card_path))).toBe(false);
    await expect(removeStoredImages([stored], uploads)).resolves.toBeUndefined();
  });

  it('never touches a path it did not make', async () => {
    const stored = await storeImage(await sharp(gradient(500, 400)).png().toBuffer(), uploads);
    const outside = { path: '/uploads/../app.db', card_path: `/other/${stored.path.slice(9)}` };
    await removeStoredImages([outside], uploads);
    expect(existsSync(fileOf(stored.path))).toBe(true);
  });
});
