import type { PropertySummary } from '@dd/core';

import type { CarouselImage } from '@/components/ui/carousel';
import type { ViewerSlide } from '@/components/ui/photo-viewer';
import { backendAssetUrl } from '@/config/env';

/** Longest side of the card variant the server stores (apps/server/src/modules/images/image-store.ts). */
const CARD_MAX_SIDE = 640;

/**
 * How a listing's page shows its photos. Phones get the card file: the full one is ~8 times the bytes,
 * and a browser would pick it on any phone of more than 1.7 device pixels per CSS pixel. From 48rem
 * the browser chooses between both files for a slot that is full width below 64rem, then three fifths
 * of the page. The server preloads a listing's first photo with the same rules (apps/server/src/
 * modules/seo/page-preloads.ts): keep them equal, or the browser fetches the photo twice.
 */
export const PHONE_MEDIA = '(max-width: 47.99rem)';
export const FULL_SIZES =
  '(min-width: 80rem) 710px, (min-width: 64rem) calc(60vw - 3.6rem), calc(100vw - 2rem)';

/** 'card.webp 640w, full.webp 1600w', or undefined when the card is the full picture or sizes are unknown. */
function variantSrcSet(card: string, full: string, width: number, height: number): string | undefined {
  if (!(width > 0 && height > 0)) return undefined;
  const cardWidth = cardSize(width, height).width;
  return cardWidth < width ? `${card} ${cardWidth}w, ${full} ${width}w` : undefined;
}

/** The card file's size: its longest side is at most 640 pixels. */
function cardSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, CARD_MAX_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Carousel images of a listing. Cards always show the card file (at most about 390 CSS pixels wide);
 * a listing's page shows the card file on phones and lets wider screens choose. Listings stored
 * without variants have their plain image paths.
 */
export function carouselImages(property: PropertySummary, size: 'card' | 'full'): CarouselImage[] {
  const name = property.property_name;
  const sources: Omit<CarouselImage, 'alt'>[] =
    property.images.length > 0
      ? property.images.map((image) => {
          const card = backendAssetUrl(image.card_url);
          const dimensions = { width: image.width, height: image.height };
          if (size === 'card') return { src: card, ...dimensions };
          const full = backendAssetUrl(image.url);
          const srcSet = variantSrcSet(card, full, image.width, image.height);
          return {
            src: full,
            ...dimensions,
            ...(srcSet ? { srcSet, sizes: FULL_SIZES, sources: [{ media: PHONE_MEDIA, srcSet: card }] } : {}),
          };
        })
      : property.image_urls.map((src) => ({ src: backendAssetUrl(src) }));
  return sources.map((source, i) => ({
    ...source,
    alt: sources.length > 1 ? `${name}, photo ${i + 1} of ${sources.length}` : name,
  }));
}

/**
 * A listing's photos in the full-screen viewer: the full file, with the card file for the viewer to
 * show first on a small screen, and the same names as on the page.
 */
export function viewerSlides(property: PropertySummary): ViewerSlide[] {
  const alts = carouselImages(property, 'card').map((image) => image.alt);
  if (property.images.length === 0)
    return property.image_urls.map((src, i) => ({ src: backendAssetUrl(src), alt: alts[i] ?? '' }));
  return property.images.map((image, i) => {
    const full = backendAssetUrl(image.url);
    const slide: ViewerSlide = { src: full, alt: alts[i] ?? '' };
    if (!(image.width > 0 && image.height > 0)) return slide;
    const size = { width: image.width, height: image.height };
    const card = cardSize(image.width, image.height);
    if (card.width === image.width) return { ...slide, ...size };
    return {
      ...slide,
      ...size,
      srcSet: [
        { src: backendAssetUrl(image.card_url), ...card },
        { src: full, ...size },
      ],
    };
  });
}
