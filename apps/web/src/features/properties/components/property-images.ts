import type { PropertySummary } from '@dd/core';

import type { CarouselImage } from '@/components/ui/carousel';
import { backendAssetUrl } from '@/config/env';

/**
 * Carousel images of a listing: the card-size or full-size variant with its dimensions, or the plain
 * image paths for listings stored without variants.
 */
export function carouselImages(property: PropertySummary, size: 'card' | 'full'): CarouselImage[] {
  const name = property.property_name;
  const sources =
    property.images.length > 0
      ? property.images.map((image) => ({
          src: backendAssetUrl(size === 'card' ? image.card_url : image.url),
          width: image.width,
          height: image.height,
        }))
      : property.image_urls.map((src) => ({ src: backendAssetUrl(src) }));
  return sources.map((source, i) => ({
    ...source,
    alt: sources.length > 1 ? `${name}, photo ${i + 1} of ${sources.length}` : name,
  }));
}
