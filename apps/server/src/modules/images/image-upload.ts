import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import type { UploadHandler } from '../../plugins/uploads.ts';
import type { ServiceContext } from '../service-context.ts';
import { uploadedImage } from './image-field.ts';
import { NotAnImageError, removeStoredImages, storeImage, type StoredImage } from './image-store.ts';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGES_PER_LISTING = 20;

/** Route config for forms with images: one image at most 15 MB, at most 20 files a request. */
export function imageUploadConfig(ctx: Pick<ServiceContext, 'db' | 'config'>) {
  return {
    uploadHandler: imageUploadHandler(ctx),
    multipartOptions: { limits: { files: MAX_IMAGES_PER_LISTING, fileSize: MAX_IMAGE_BYTES } },
  };
}

/**
 * Each uploaded file is decoded (its content decides, never its name or declared type), normalised and
 * stored; an empty file input (no file chosen) is skipped. If the request fails afterwards, the files
 * it stored are removed unless a listing uses them.
 */
function imageUploadHandler(ctx: Pick<ServiceContext, 'db' | 'config'>): UploadHandler {
  return async (part: MultipartFile, request: FastifyRequest) => {
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(413, `${part.fieldname}: each image must be at most 15 MB`, 'file_too_large');
      }
      throw error;
    }
    if (bytes.length === 0 && !part.filename) return null;
    let stored: StoredImage;
    try {
      stored = await storeImage(bytes, ctx.config.uploadDir);
    } catch (error) {
      if (error instanceof NotAnImageError) {
        throw new BadRequestError('Only image files are allowed', { [part.fieldname]: [error.message] });
      }
      throw error;
    }
    request.uploadCleanups.push(() => removeUnreferencedImages(ctx, [stored]));
    return uploadedImage(stored);
  };
}

/** Deletes the files of these images that no listing or draft references (files are shared by content hash). */
export async function removeUnreferencedImages(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  images: Pick<StoredImage, 'path' | 'card_path'>[],
): Promise<void> {
  const { db } = ctx;
  const paths = [...new Set(images.flatMap((image) => [image.path, image.card_path]))];
  if (paths.length === 0) return;
  const used = new Set<string>();
  for (let i = 0; i < paths.length; i += 400) {
    const chunk = paths.slice(i, i + 400);
    for (const table of ['property_images', 'draft_images'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['path', 'card_path'])
        .where((eb) => eb.or([eb('path', 'in', chunk), eb('card_path', 'in', chunk)]))
        .execute();
      for (const row of rows) used.add(row.path).add(row.card_path);
    }
  }
  const unused = paths.filter((path) => !used.has(path)).map((path) => ({ path, card_path: path }));
  await removeStoredImages(unused, ctx.config.uploadDir);
}
