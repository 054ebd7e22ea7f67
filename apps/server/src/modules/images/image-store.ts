import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { AppError } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/lazy-modules.ts';

/** One stored image: URL paths ('/uploads/<file>') of the full-size and card WebP, and the full size. */
export interface StoredImage {
  path: string;
  card_path: string;
  width: number;
  height: number;
  /** 64-bit difference hash (16 hex digits): the same photo reposted comes out within a few bits. */
  phash?: string | null;
}

/** The bytes are not an image sharp can decode, or the image is unusable (no size, too many pixels). */
export class NotAnImageError extends Error {
  constructor(message = 'The file is not a supported image') {
    super(message);
    this.name = 'NotAnImageError';
  }
}

/** The disk (or the quota) of the uploads folder is full: a 507, nothing of the image is left behind. */
export class StorageFullError extends AppError {
  constructor() {
    super(
      507,
      'The server has no room to store the images right now. Please try again later.',
      'insufficient_storage',
    );
  }
}

/** Decompression-bomb guard: inputs above this many pixels are refused before decoding. */
export const MAX_INPUT_PIXELS = 100_000_000;
const FULL = { maxSide: 1600, quality: 80 };
const CARD = { maxSide: 640, quality: 72 };
const URL_PREFIX = '/uploads/';
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * Verifies and normalises an image: auto-orients from EXIF, drops all metadata, scales to at most
 * 1600 px (full) and 640 px (card) on the longest side without enlargement, re-encodes both to WebP
 * and stores them under content-hashed names, so identical output is stored once.
 */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<StoredImage> {
  const { data, info } = await decodeOriented(input);
  const sharp = loadSharp();
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, card, hashPixels] = await Promise.all([
    sharp(data, raw).webp({ quality: FULL.quality }).toBuffer(),
    sharp(data, raw)
      .resize({ width: CARD.maxSide, height: CARD.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: CARD.quality })
      .toBuffer(),
    sharp(data, raw).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer(),
  ]);
  const [fullFile, cardFile] = await writeBoth(uploadsDir, full, card);
  return {
    path: URL_PREFIX + fullFile.name,
    card_path: URL_PREFIX + cardFile.name,
    width: info.width,
    height: info.height,
    phash: differenceHash(hashPixels),
  };
}

/**
 * The difference hash of a photo from its 9×8 greyscale pixels: one bit per pair of neighbours in a
 * row (is the left one brighter?), 64 bits as 16 hex digits. Recompression, resizing and small edits
 * change few bits; another photo about half.
 */
export function differenceHash(pixels: Buffer): string {
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      bits = (bits << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** Deletes the files of stored images; files already gone and paths not made by storeImage are ignored. */
export async function removeStoredImages(
  images: Pick<StoredImage, 'path' | 'card_path'>[],
  uploadsDir: string,
): Promise<void> {
  const names = new Set(images.flatMap((image) => [storedName(image.path), storedName(image.card_path)]));
  await Promise.all(
    [...names].map(async (name) => {
      if (name === null) return;
      try {
        await unlink(join(uploadsDir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }),
  );
}

/** Decodes once to raw pixels at full size; every decoding failure becomes NotAnImageError. */
async function decodeOriented(input: Buffer) {
  const sharp = loadSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only; the pixel limit is checked here to give it its own message.
    ({ width, height } = await sharp(input, { ...options, limitInputPixels: false }).metadata());
  } catch {
    throw new NotAnImageError();
  }
  if (!width || !height) throw new NotAnImageError('The image has no dimensions');
  if (width * height > MAX_INPUT_PIXELS) throw new NotAnImageError('The image has too many pixels');
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: FULL.maxSide, height: FULL.maxSide, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAnImageError();
  }
}

interface WrittenFile {
  name: string;
  /** False when an identical file was there already (it may belong to another listing). */
  created: boolean;
}

/**
 * Writes the card and the full-size file, or neither: if the second write fails, the first file is
 * removed again when this call created it. A full disk becomes StorageFullError.
 */
async function writeBoth(dir: string, full: Buffer, card: Buffer): Promise<[WrittenFile, WrittenFile]> {
  try {
    await mkdir(dir, { recursive: true });
    // One after the other, so that only the first one can need taking back.
    const cardFile = await writeOnce(dir, card);
    try {
      return [await writeOnce(dir, full), cardFile];
    } catch (error) {
      if (cardFile.created) await rm(join(dir, cardFile.name), { force: true });
      throw error;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw code === 'ENOSPC' || code === 'EDQUOT' ? new StorageFullError() : error;
  }
}

/** Writes bytes as '<sha256 prefix>.webp' via a temp file and rename, unless that file already exists. */
async function writeOnce(dir: string, bytes: Buffer): Promise<WrittenFile> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
  const target = join(dir, name);
  if (await exists(target)) return { name, created: false };
  // A write that fails half-way (a full disk) leaves only the temp file, which goes too: a partial
  // image under its final name would be taken for the whole one by the next upload of it.
  const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return { name, created: true };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The file name behind a '/uploads/<name>' path, or null when it is not one storeImage makes. */
function storedName(path: string): string | null {
  if (!path.startsWith(URL_PREFIX)) return null;
  const name = basename(path);
  return STORED_NAME.test(name) && URL_PREFIX + name === path ? name : null;
}
