import type { PropertyImage } from '@dd/core';
import { Images } from 'lucide-react';

import { backendAssetUrl } from '@/config/env';

/** The post as it was written, and its photos as thumbnails that open the full size. */
export function DraftPost({ text, images }: { text: string; images: readonly PropertyImage[] }) {
  return (
    <div className="min-w-0 space-y-4 lg:sticky lg:top-4 lg:self-start">
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Post</h4>
        <p className="mt-3 max-h-96 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">
          {text || <span className="text-slate-500 italic">The post has no text.</span>}
        </p>
      </div>
      <div>
        <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Images aria-hidden="true" className="size-4 text-navy-700" />
          Photos{images.length > 0 && ` (${images.length})`}
        </h4>
        {images.length > 0 ? (
          <ul
            aria-label="Photos of the post"
            className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-3"
          >
            {images.map((image, index) => (
              <li key={image.url}>
                <a
                  href={backendAssetUrl(image.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block aspect-square overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 hover:ring-navy-400"
                >
                  <img
                    src={backendAssetUrl(image.card_url)}
                    alt={`Photo ${index + 1} of the post`}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">The post has no photos.</p>
        )}
      </div>
    </div>
  );
}
