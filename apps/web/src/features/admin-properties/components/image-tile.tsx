import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

const tool =
  'flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

interface ImageTileProps {
  /** The image itself. */
  children: ReactNode;
  /** e.g. "current photo 2", used in the button names. */
  name: string;
  index: number;
  count: number;
  /** The listing's first photo: shown on the cards. */
  cover?: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One photo of the form with move left / move right / remove buttons. */
export function ImageTile({ children, name, index, count, cover, onMove, onRemove }: ImageTileProps) {
  return (
    <li className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
      <div className="relative aspect-square bg-slate-100">
        {children}
        {cover && (
          <span className="absolute top-1 left-1 rounded bg-navy-900/85 px-1.5 py-0.5 text-[11px] font-semibold text-white">
            Cover
          </span>
        )}
      </div>
      <div className="flex items-center justify-between px-0.5 py-0.5">
        <button
          type="button"
          className={tool}
          aria-label={`Move ${name} left`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={`${tool} text-rose-700 hover:bg-rose-50 hover:text-rose-800`}
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={tool}
          aria-label={`Move ${name} right`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * Preview of a chosen file: an object URL made for it and revoked when the preview goes away (the
 * photo is removed or the form closes). The URL is set on the element, so no re-render is needed.
 */
export function FilePreview({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={alt} className="size-full object-cover" />;
}

/** The list with the item at `index` moved by `delta` places. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
