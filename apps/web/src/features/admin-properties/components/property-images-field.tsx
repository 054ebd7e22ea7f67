import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';

import { FilePreview, ImageTile, moveItem } from './image-tile';

/** Server limits (apps/server images): at most 20 images per listing, 15 MB each. */
export const MAX_IMAGES = 20;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export interface CurrentImage {
  /** Path as stored (image_urls), sent back in keep_images. */
  path: string;
  /** Smaller variant for the thumbnail. */
  thumb: string;
}

export interface NewImage {
  id: number;
  file: File;
}

interface PropertyImagesFieldProps {
  current: readonly CurrentImage[];
  onCurrentChange: (next: CurrentImage[]) => void;
  added: readonly NewImage[];
  onAddedChange: (next: NewImage[]) => void;
}

const names = (files: readonly File[]) => files.map((f) => f.name).join(', ');

/** Names the server's image reader takes (sharp); a file named otherwise is not taken for an image. */
const IMAGE_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'jfif',
  'png',
  'webp',
  'avif',
  'gif',
  'tif',
  'tiff',
  'heic',
  'heif',
  'bmp',
  'svg',
]);

/**
 * An image by its type and its name: "notes.txt" is not one whatever the browser says its type is, and a
 * file of no known type is one only when its name says so ("IMG_0001.HEIC").
 */
export function isImageFile(file: File): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (extension && !IMAGE_EXTENSIONS.has(extension)) return false;
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSIONS.has(extension);
}

/** Said at once, under the field, naming the file: "notes.txt is not an image (JPEG, PNG, WebP…)". */
export const notAnImage = (file: File) => `${file.name} is not an image (JPEG, PNG, WebP…)`;
const grid = 'mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4';

/**
 * Photos of the listing: the current ones (edit) and newly chosen files, each removable and movable.
 * Only images are taken; anything else is refused with a message naming the files.
 */
export function PropertyImagesField({
  current,
  onCurrentChange,
  added,
  onAddedChange,
}: PropertyImagesFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const noticeId = useId();
  const nextId = useRef(1);
  const [notice, setNotice] = useState('');

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const notImages = chosen.filter((f) => !isImageFile(f));
    const tooBig = chosen.filter((f) => isImageFile(f) && f.size > MAX_IMAGE_BYTES);
    const fitting = chosen.filter((f) => isImageFile(f) && f.size <= MAX_IMAGE_BYTES);
    const room = Math.max(0, MAX_IMAGES - current.length - added.length);
    const taken = fitting.slice(0, room);

    const problems: string[] = [];
    for (const file of notImages) problems.push(`${notAnImage(file)}; not added.`);
    if (tooBig.length > 0) problems.push(`Images must be at most 15 MB; not added: ${names(tooBig)}.`);
    if (taken.length < fitting.length) problems.push(`A listing can have at most ${MAX_IMAGES} photos.`);
    setNotice(problems.join(' '));
    if (taken.length > 0) onAddedChange([...added, ...taken.map((file) => ({ id: nextId.current++, file }))]);
  };

  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-medium text-slate-800">Photos</legend>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        Images only, up to 15 MB each and {MAX_IMAGES} per listing. The first photo is the cover; new photos
        follow the current ones.
      </p>

      {current.length > 0 && (
        <>
          <h3 className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Current photos
          </h3>
          <ul aria-label="Current photos" className={grid}>
            {current.map((image, i) => (
              <ImageTile
                key={image.path}
                name={`current photo ${i + 1}`}
                index={i}
                count={current.length}
                cover={i === 0}
                onMove={(delta) => onCurrentChange(moveItem(current, i, delta))}
                onRemove={() => onCurrentChange(current.filter((c) => c.path !== image.path))}
              >
                <img src={image.thumb} alt={`Current photo ${i + 1}`} className="size-full object-cover" />
              </ImageTile>
            ))}
          </ul>
        </>
      )}

      {added.length > 0 && (
        <>
          <h3 className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">New photos</h3>
          <ul aria-label="New photos" className={grid}>
            {added.map((image, i) => (
              <ImageTile
                key={image.id}
                name={`new photo ${i + 1}`}
                index={i}
                count={added.length}
                cover={current.length === 0 && i === 0}
                onMove={(delta) => onAddedChange(moveItem(added, i, delta))}
                onRemove={() => onAddedChange(added.filter((a) => a.id !== image.id))}
              >
                <FilePreview file={image.file} alt={`New photo ${i + 1}: ${image.file.name}`} />
              </ImageTile>
            ))}
          </ul>
        </>
      )}

      <label htmlFor={inputId} className="mt-3 mb-1.5 block text-sm font-medium text-slate-800">
        Add photos
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        onChange={onChoose}
        aria-describedby={notice ? `${noticeId} ${hintId}` : hintId}
        aria-invalid={notice ? true : undefined}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
      />
      <p id={noticeId} role="alert" className="mt-1 text-sm text-rose-700 empty:hidden">
        {notice}
      </p>
    </fieldset>
  );
}
