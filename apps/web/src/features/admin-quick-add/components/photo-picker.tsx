import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

/** What one listing takes (the server keeps at most 20 images of at most 15 MB each). */
export const MAX_PHOTOS = 20;

const size = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const megabytes = (bytes: number) => `${size.format(bytes / 1_048_576)} MB`;

interface PhotoPickerProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  disabled?: boolean;
}

/** Optional photos sent along with the listing, in the order chosen. Files that are not images are skipped. */
export function PhotoPicker({ photos, onChange, disabled }: PhotoPickerProps) {
  const id = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);

  const pick = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    const kept = images.slice(0, MAX_PHOTOS);
    const notes = [];
    if (images.length < chosen.length)
      notes.push(`${chosen.length - images.length} file(s) skipped: not an image.`);
    if (kept.length < images.length) notes.push(`Only the first ${MAX_PHOTOS} photos are used.`);
    setNote(notes.length > 0 ? notes.join(' ') : null);
    onChange(kept);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setNote(null);
    onChange([]);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex items-center gap-2 text-sm font-medium text-slate-800">
        <ImagePlus aria-hidden="true" className="size-4 text-navy-700" />
        Photos (optional)
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => pick(event.target.files)}
        className="block w-full rounded-lg text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-50 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-navy-800 hover:file:bg-navy-100"
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        Up to {MAX_PHOTOS} images, 15 MB each, shown in the order chosen.
      </p>
      {note && (
        <p role="status" className="mt-1 text-xs text-amber-800">
          {note}
        </p>
      )}
      {photos.length > 0 && (
        <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
          <ol aria-label="Chosen photos" className="min-w-0 flex-1 space-y-0.5 text-sm text-slate-700">
            {photos.map((photo, index) => (
              <li key={`${index}-${photo.name}`} className="truncate">
                {index + 1}. {photo.name} <span className="text-slate-500">({megabytes(photo.size)})</span>
              </li>
            ))}
          </ol>
          <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
            <X aria-hidden="true" className="size-4" />
            Remove photos
          </Button>
        </div>
      )}
    </div>
  );
}
