import { useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';

import { ChevronLeftIcon, ChevronRightIcon, ImagesIcon } from './card-icons';

import { Link } from 'react-router';
import { translate } from '@/i18n/i18n';

export interface CarouselImage {
  src: string;
  alt: string;
  /** Other sizes of the same picture ('a.webp 640w, b.webp 1600w'), with the slot they fill. */
  srcSet?: string;
  sizes?: string;
  /** Files for some screens only (<picture> sources), tried before srcSet. */
  sources?: readonly { media: string; srcSet: string }[];
  width?: number;
  height?: number;
}

interface CarouselProps {
  images: readonly CarouselImage[];
  /** Accessible name of the carousel, e.g. "Photos of Marina Vista". */
  label: string;
  /** Size of the frame, e.g. an aspect-ratio class; the image fills it. */
  className?: string;
  fit?: 'cover' | 'contain';
  /** Shows "2 / 5" when there is more than one image. */
  showCount?: boolean;
  /** First image of the page's main content: loaded eagerly with high priority. */
  priority?: boolean;
  /** Shown when there is no image. */
  placeholder: ReactNode;
  /**
   * False on the cards: their arrows stay clickable but out of the tab order, so a keyboard moves from
   * card to card in one step (the listing's own page keeps them).
   */
  arrowsInTabOrder?: boolean;
  /**
   * Where a tap or click on the photo leads (a card's listing). The photo is then a link of its own,
   * for the pointer only: out of the tab order and hidden from assistive technology (the card's title
   * is its link for them), so that a swipe over it can be told apart from a tap.
   */
  href?: string;
  /** Called with the photo's index when it is tapped, clicked or chosen with Enter (a full-screen view). */
  onOpen?: (index: number) => void;
}

/** A horizontal move at least this long, and longer than it is tall, is a swipe. */
const SWIPE_PX = 40;

const arrow =
  'absolute top-1/2 z-10 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 ' +
  'text-slate-900 shadow-md ring-1 ring-black/5 transition hover:bg-white focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-gold-500';

/** One picture filling the frame; with sources, inside a <picture> that does not take part in layout. */
function Photo({ image, eager, fit }: { image: CarouselImage; eager: boolean; fit: 'cover' | 'contain' }) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={`size-full ${fit === 'contain' ? 'object-contain' : 'object-cover'}`}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      {img}
    </picture>
  );
}

export function Carousel({
  images,
  label,
  className = '',
  fit = 'cover',
  showCount,
  priority,
  placeholder,
  arrowsInTabOrder = true,
  href,
  onOpen,
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const pressed = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const move = (delta: number) => setIndex((i) => (i + delta + count) % count);
  // Arrows may sit inside a clickable card: they must not follow its link.
  const step = (delta: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    move(delta);
  };

  // Swipes, by touch, pen or mouse: left for the next photo, right for the previous one.
  const onPointerDown = (event: PointerEvent) => {
    pressed.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pressed.current;
    pressed.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    swiped.current = true;
    move(dx < 0 ? 1 : -1);
  };
  // The click that ends a mouse swipe must not open the card's listing.
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  const photo = current && (
    <Photo key={current.src} image={current} eager={!!priority && index === 0} fit={fit} />
  );

  return (
    <div
      dir="ltr"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative touch-pan-y overflow-hidden bg-slate-200 select-none ${fit === 'contain' ? 'bg-slate-900' : ''} ${className}`}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (pressed.current = null)}
      onClickCapture={onClickCapture}
      onKeyDown={onKeyDown}
      onDragStart={(event) => event.preventDefault()}
    >
      {!photo ? (
        placeholder
      ) : href ? (
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          {photo}
        </Link>
      ) : onOpen ? (
        <button
          type="button"
          aria-label={`Open photo ${index + 1} of ${count} full screen`}
          onClick={() => onOpen(Math.min(index, count - 1))}
          className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-gold-500"
        >
          {photo}
        </button>
      ) : (
        photo
      )}

      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={translate('card.prevImage')}
            tabIndex={arrowsInTabOrder ? undefined : -1}
            onClick={step(-1)}
            className={`${arrow} left-2`}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={translate('card.nextImage')}
            tabIndex={arrowsInTabOrder ? undefined : -1}
            onClick={step(1)}
            className={`${arrow} right-2`}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
          </button>
          {showCount || count > 8 ? (
            <p
              aria-live="polite"
              className="pointer-events-none absolute right-3 bottom-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1 text-xs font-semibold text-white"
            >
              <ImagesIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{translate('card.photo')} </span>
              {index + 1} / {count}
            </p>
          ) : (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1.5"
            >
              {images.map((_, i) => (
                <span
                  key={i}
                  className={`size-1.5 rounded-full shadow ${i === index ? 'bg-white' : 'bg-white/55'}`}
                />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
