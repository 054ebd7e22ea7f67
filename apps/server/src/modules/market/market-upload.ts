import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import type { UploadHandler } from '../../plugins/uploads.ts';

/** DLD's bulk file of every transaction since 2000 is about 1.5 GB. */
export const MAX_CSV_BYTES = 4 * 1024 ** 3;
export const NO_CSV = 'Please select a CSV file';
export const NOT_CSV = 'Please upload a CSV file';

/** An uploaded CSV in a private temp folder; whoever takes it over removes it. */
export interface UploadedCsv {
  path: string;
  size: number;
  filename: string;
  remove: () => Promise<void>;
}

/** Whether the body's value is what the upload handler made of a file (a JSON body cannot carry a function). */
export function isUploadedCsv(value: unknown): value is UploadedCsv {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof (value as { remove?: unknown }).remove === 'function'
  );
}

/** Route config: one file in the field `file`, streamed to `tmpRoot`, text only, at most `limit` bytes. */
export function csvUploadConfig(tmpRoot: string, limit = MAX_CSV_BYTES) {
  const uploadHandler: UploadHandler = async (part: MultipartFile, request: FastifyRequest) => {
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new BadRequestError(`Send the CSV in the "file" field, not "${part.fieldname}"`);
    }
    await mkdir(tmpRoot, { recursive: true });
    const dir = await mkdtemp(join(tmpRoot, 'market-'));
    const remove = () => rm(dir, { recursive: true, force: true });
    request.uploadCleanups.push(remove);
    const path = join(dir, 'upload.csv');
    const counter = new TextCounter(limit);
    await pipeline(part.file, counter, createWriteStream(path));
    if (counter.size === 0 && !part.filename) {
      await remove(); // an empty file input: no file chosen
      return undefined;
    }
    return { path, size: counter.size, filename: part.filename, remove } satisfies UploadedCsv;
  };
  // Busboy's own limit sits above ours, so that ours (with its message) is the one that trips.
  return { uploadHandler, multipartOptions: { limits: { files: 1, fileSize: limit + 1 } } };
}

/** Counts the bytes, refuses a file past the limit, and one whose first 64 KB hold a NUL byte (not text). */
class TextCounter extends Transform {
  size = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const start = this.size;
    this.size += chunk.length;
    if (start < 64 * 1024 && chunk.subarray(0, 64 * 1024 - start).includes(0))
      return callback(new BadRequestError(NOT_CSV, { file: [NOT_CSV] }));
    if (this.size > this.limit)
      return callback(new AppError(413, 'A CSV file may be at most 4 GB', 'file_too_large'));
    callback(null, chunk);
  }
}
