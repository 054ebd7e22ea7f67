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
  const nextId = useRef(1);
  const [notice, setNotice] = useState('');

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const notImages = chosen.filter((f) => !f.type.startsWith('image/'));
    const tooBig = chosen.filter((f) => f.type.startsWith('image/') && f.size > MAX_IMAGE_BYTES);
    const fitting = chosen.filter((f) => f.type.startsWith('image/') && f.size <= MAX_IMAGE_BYTES);
    const room = Math.max(0, MAX_IMAGES - current.length - added.length);
    const taken = fitting.slice(0, room);

    const problems: string[] = [];
    if (notImages.length > 0) problems.push(`Only image files can be added; not added: ${names(notImages)}.`);
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
        aria-describedby={hintId}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
      />
      <p role="alert" className="mt-1 text-sm text-rose-700 empty:hidden">
        {notice}
      </p>
    </fieldset>
  );
}
