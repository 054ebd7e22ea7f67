import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import type { UploadHandler } from '../../plugins/uploads.ts';

export const MAX_JSON_BYTES = 50 * 1024 * 1024;
export const MAX_ZIP_BYTES = 500 * 1024 * 1024;
export const WRONG_TYPE = 'Please upload a JSON file';
export const NO_FILE = 'Please select a JSON file';

/** An uploaded export, streamed to a private temp folder; whoever takes it removes `dir` when done. */
export interface UploadedExport {
  kind: 'json' | 'zip';
  path: string;
  dir: string;
  size: number;
  filename: string;
  /** Removes the temp folder; the request's cleanup until a job takes the file over. */
  remove: () => Promise<void>;
}

/**
 * Whether the value is what the upload handler made of a file part. Its `remove` function is the
 * mark: a JSON body can name any `path` on the server, but it cannot carry a function.
 */
export function isUploadedExport(value: unknown): value is UploadedExport {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'kind' in value &&
    typeof (value as { remove?: unknown }).remove === 'function'
  );
}

export interface UploadLimits {
  json: number;
  zip: number;
}

const LIMITS: UploadLimits = { json: MAX_JSON_BYTES, zip: MAX_ZIP_BYTES };

/** Route config: one file, streamed to `tmpRoot`; JSON up to 50 MB, ZIP up to 500 MB (sniffed, not declared). */
export function exportUploadConfig(tmpRoot: string, limits = LIMITS) {
  return {
    uploadHandler: exportUploadHandler(tmpRoot, limits),
    // Busboy's own limit sits above ours, so that ours (with its message) is the one that trips.
    multipartOptions: { limits: { files: 1, fileSize: Math.max(limits.json, limits.zip) + 1 } },
  };
}

function exportUploadHandler(tmpRoot: string, limits: UploadLimits): UploadHandler {
  return async (part: MultipartFile, request: FastifyRequest) => {
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new BadRequestError(`Send the export in the "file" field, not "${part.fieldname}"`);
    }
    await mkdir(tmpRoot, { recursive: true });
    const dir = await mkdtemp(join(tmpRoot, 'bulk-'));
    const remove = () => rm(dir, { recursive: true, force: true });
    request.uploadCleanups.push(remove);
    const path = join(dir, 'upload');
    const sniffer = new SniffingCounter(limits);
    await pipeline(part.file, sniffer, createWriteStream(path));
    if (sniffer.size === 0 && !part.filename) {
      await remove(); // an empty file input: no file chosen
      return undefined;
    }
    if (sniffer.kind === null) throw new BadRequestError(WRONG_TYPE, { file: [WRONG_TYPE] });
    return {
      kind: sniffer.kind,
      path,
      dir,
      size: sniffer.size,
      filename: part.filename,
      remove,
    } satisfies UploadedExport;
  };
}

/**
 * Decides from the first bytes what was uploaded: "PK\x03\x04" (or an empty archive's "PK\x05\x06")
 * is a ZIP; "{" or "[" after an optional byte-order mark and whitespace is JSON; anything else is
 * refused at once. Then counts bytes and stops the upload past the limit for that kind.
 */
export class SniffingCounter extends Transform {
  kind: 'json' | 'zip' | null = null;
  size = 0;
  private head = Buffer.alloc(0);

  constructor(private readonly limits: UploadLimits = LIMITS) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.kind === null) {
      this.head = Buffer.concat([this.head, chunk]);
      const kind = sniff(this.head);
      if (kind === 'unknown') return callback(new BadRequestError(WRONG_TYPE, { file: [WRONG_TYPE] }));
      if (kind === 'undecided') return callback(); // the head is pushed once decided
      this.kind = kind;
      chunk = this.head;
      this.head = Buffer.alloc(0);
    }
    const limit = this.limits[this.kind];
    if (this.size > limit) {
      const what = `A ${this.kind === 'zip' ? 'ZIP' : 'JSON'} export may be at most ${megabytes(limit)}`;
      return callback(new AppError(413, what, 'file_too_large'));
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // A file too short to decide (whitespace only, a few bytes) is not an export.
    if (this.kind === null && this.size > 0)
      return callback(new BadRequestError(WRONG_TYPE, { file: [WRONG_TYPE] }));
    callback();
  }
}

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${bytes} bytes`;

function sniff(head: Buffer): 'json' | 'zip' | 'unknown' | 'undecided' {
  if (head[0] === 0x50 && (head.length < 2 || head[1] === 0x4b)) {
    if (head.length < 4) return 'undecided';
    return (head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6) ? 'zip' : 'unknown';
  }
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x0a || head[i] === 0x0d || head[i] === 0x09))
    i++;
  if (i < head.length) return head[i] === 0x7b || head[i] === 0x5b ? 'json' : 'unknown';
  return head.length < 64 * 1024 ? 'undecided' : 'unknown';
}
