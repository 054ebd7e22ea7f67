import { z } from 'zod';
import type { StoredImage } from './image-store.ts';

/** A file field of a form: a file in the request (OpenAPI: binary), the stored image in the handler. */
export const imageFileField = z
  .custom<StoredImage>((v) => typeof v === 'object' && v !== null && 'path' in v, 'must be an image file')
  .meta({ type: 'string', format: 'binary' });

/** One file or several under the same field name. */
export const imageFilesField = z.union([imageFileField, z.array(imageFileField)]);

/** The stored images of a form's `image` and `images` fields, in the order they were sent. */
export function uploadedImages(body: {
  image?: StoredImage | null;
  images?: StoredImage | StoredImage[] | null;
}): StoredImage[] {
  return [...(body.image ? [body.image] : []), ...[body.images ?? []].flat()];
}
