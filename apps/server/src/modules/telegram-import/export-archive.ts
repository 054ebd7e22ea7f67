import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExportFormatError, parseExportJson, readTelegramExport, type TelegramExport } from '@dd/core';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import { MAX_IMAGE_BYTES } from '../images/image-upload.ts';
import { MAX_JSON_BYTES, type UploadedExport } from './export-upload.ts';

/** Zip-bomb bounds: entries in the central directory, and what they may expand to in all. */
export const MAX_ZIP_ENTRIES = 20_000;
export const MAX_ZIP_UNCOMPRESSED_BYTES = 2 * 1024 ** 3;

/** The photos of an export, read one at a time on demand. */
export interface PhotoSource {
  /** The photo's bytes; null when the upload does not contain it (a JSON-only upload contains none). */
  read(path: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export interface OpenedExport {
  data: TelegramExport;
  photos: PhotoSource;
}

/** A photo the export names but that cannot be used (too large, damaged entry). */
export class PhotoError extends Error {}

const noPhotos: PhotoSource = { read: async () => null, close: async () => {} };

/** Reads the upload's result.json (the file itself, or found inside the ZIP); 400 when it is not an export. */
export async function openExport(upload: Pick<UploadedExport, 'kind' | 'path'>): Promise<OpenedExport> {
  if (upload.kind === 'json') return { data: readJson(await readFile(upload.path)), photos: noPhotos };
  return openZip(upload.path);
}

function readJson(bytes: Buffer): TelegramExport {
  try {
    return readTelegramExport(parseExportJson(bytes.toString('utf8')));
  } catch (error) {
    if (error instanceof ExportFormatError) {
      throw new BadRequestError(error.message, { file: [error.message] });
    }
    throw error;
  }
}

async function openZip(path: string): Promise<OpenedExport> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (error) {
    throw zipError(error);
  }
  try {
    const entries = await listEntries(zip);
    const json = findResultJson(entries);
    if (json.entry.uncompressedSize > MAX_JSON_BYTES) {
      throw new AppError(413, 'The result.json in the ZIP is larger than 50 MB', 'file_too_large');
    }
    let bytes: Buffer;
    try {
      bytes = await readEntry(zip, json.entry, MAX_JSON_BYTES);
    } catch (error) {
      throw zipError(error);
    }
    return { data: readJson(bytes), photos: zipPhotos(zip, entries, json.root) };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Every file entry by name; refuses archives past the entry and expanded-size bounds. */
async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    throw new BadRequestError(`The ZIP has ${zip.entryCount} files; at most ${MAX_ZIP_ENTRIES} are accepted`);
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      total += entry.uncompressedSize;
      if (total > MAX_ZIP_UNCOMPRESSED_BYTES) {
        throw new AppError(413, 'The ZIP expands to more than 2 GB; it was not read', 'file_too_large');
      }
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    throw zipError(error);
  }
  return entries;
}

/** result.json at the root or one folder down (the export folder zipped whole); photos are relative to it. */
function findResultJson(entries: Map<string, Entry>): { entry: Entry; root: string } {
  const candidates = [...entries.keys()].filter(
    (name) => (name === 'result.json' || /^[^/]+\/result\.json$/.test(name)) && !name.startsWith('__MACOSX/'),
  );
  const chosen = candidates.includes('result.json')
    ? 'result.json'
    : candidates.length === 1
      ? candidates[0]
      : undefined;
  if (chosen === undefined) {
    throw new BadRequestError(
      candidates.length > 1
        ? 'The ZIP holds more than one export; upload one at a time'
        : 'The ZIP has no result.json. Export from Telegram Desktop in the "Machine-readable JSON" format and zip the export folder',
    );
  }
  return { entry: entries.get(chosen)!, root: chosen.slice(0, -'result.json'.length) };
}

function zipPhotos(zip: ZipFile, entries: Map<string, Entry>, root: string): PhotoSource {
  return {
    async read(path) {
      const entry = entries.get(root + path);
      if (!entry) return null;
      if (entry.uncompressedSize > MAX_IMAGE_BYTES)
        throw new PhotoError(`Photo ${path} is larger than 15 MB`);
      try {
        return await readEntry(zip, entry, MAX_IMAGE_BYTES);
      } catch (error) {
        throw new PhotoError(`Photo ${path} could not be read from the ZIP (${(error as Error).message})`);
      }
    },
    async close() {
      zip.close();
    },
  };
}

/** An entry's bytes; yauzl checks they match the declared size, and `max` bounds them regardless. */
async function readEntry(zip: ZipFile, entry: Entry, max: number): Promise<Buffer> {
  if (entry.isEncrypted()) throw new Error('the entry is encrypted');
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      throw new Error('the entry expands beyond its limit');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function zipError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (/path|fileName/i.test(reason)) {
    return new BadRequestError(`The ZIP contains an unsafe file name (${reason}); nothing was imported`);
  }
  return new BadRequestError(`The ZIP file could not be read (${reason})`);
}
