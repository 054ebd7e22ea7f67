import { z } from 'zod';
import type { StoredImage } from './image-store.ts';

/**
 * Images stored from a file part of this process's requests. Only these pass a file field: a JSON
 * body (or a text part) could otherwise hand in `{path, card_path}` and have any URL saved as an image.
 */
const uploaded = new WeakSet<object>();

/** Marks an image the upload handler just stored, so that the form's file fields accept it. */
export function uploadedImage(image: StoredImage): StoredImage {
  uploaded.add(image);
  return image;
}

/** A file field of a form: a file in the request (OpenAPI: binary), the stored image in the handler. */
export const imageFileField = z
  .custom<StoredImage>((v) => typeof v === 'object' && v !== null && uploaded.has(v), 'must be an image file')
  .meta({ type: 'string', format: 'binary' });

/** One file or several under the same field name. */
export const imageFilesField = z.union([imageFileField, z.array(imageFileField)], {
  error: 'must be image files',
});

/** The stored images of a form's `image` and `images` fields, in the order they were sent. */
export function uploadedImages(body: {
  image?: StoredImage | null;
  images?: StoredImage | StoredImage[] | null;
}): StoredImage[] {
  return [...(body.image ? [body.image] : []), ...[body.images ?? []].flat()];
}
