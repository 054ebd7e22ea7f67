import { describe, expect, it } from 'vitest';

import { marinaVista, properties } from '@/testing/fixtures';

import { carouselImages, FULL_SIZES, PHONE_MEDIA, viewerSlides } from './property-images';

const creekStudio = properties[1]!; // one 1200 × 800 photo

describe('carouselImages', () => {
  it('gives cards the card file only, never the full-size one, with the full size for the frame', () => {
    expect(carouselImages(creekStudio, 'card')).toEqual([
      { src: '/uploads/creek-1-card.webp', width: 1200, height: 800, alt: 'Creek Rise Studio' },
    ]);
  });

  it("gives a listing's page the card file on phones and both files to choose from on wider screens", () => {
    const [first] = carouselImages(marinaVista, 'full');
    expect(first).toEqual({
      src: '/uploads/marina-1.webp',
      srcSet: '/uploads/marina-1-card.webp 640w, /uploads/marina-1.webp 1600w',
      sizes: FULL_SIZES,
      sources: [{ media: PHONE_MEDIA, srcSet: '/uploads/marina-1-card.webp' }],
      width: 1600,
      height: 1200,
      alt: 'Marina Vista Tower B, photo 1 of 3',
    });
  });

  it('states the width the server gave the card: its longest side is 640 pixels', () => {
    const portrait = {
      ...creekStudio,
      images: [{ url: '/uploads/p.webp', card_url: '/uploads/p-card.webp', width: 900, height: 1600 }],
    };
    expect(carouselImages(portrait, 'full')[0]?.srcSet).toBe(
      '/uploads/p-card.webp 360w, /uploads/p.webp 900w',
    );
  });

  it('offers no choice when the card is the whole picture or the size is unknown', () => {
    for (const size of [
      { width: 600, height: 400 },
      { width: 0, height: 0 },
    ]) {
      const listing = {
        ...creekStudio,
        images: [{ url: '/uploads/s.webp', card_url: '/uploads/s-card.webp', ...size }],
      };
      const [image] = carouselImages(listing, 'full');
      expect(image?.src).toBe('/uploads/s.webp');
      expect(image).not.toHaveProperty('srcSet');
      expect(image).not.toHaveProperty('sources');
    }
  });

  it('uses the plain image paths of listings stored without variants', () => {
    const legacy = { ...creekStudio, images: [], image_urls: ['/uploads/old.jpg'] };
    expect(carouselImages(legacy, 'full')).toEqual([{ src: '/uploads/old.jpg', alt: 'Creek Rise Studio' }]);
  });
});

describe('viewerSlides', () => {
  it('opens the full file, with the card file for small screens, named as on the page', () => {
    expect(viewerSlides(marinaVista)[0]).toEqual({
      src: '/uploads/marina-1.webp',
      alt: 'Marina Vista Tower B, photo 1 of 3',
      width: 1600,
      height: 1200,
      srcSet: [
        { src: '/uploads/marina-1-card.webp', width: 640, height: 480 },
        { src: '/uploads/marina-1.webp', width: 1600, height: 1200 },
      ],
    });
    expect(viewerSlides(marinaVista)).toHaveLength(3);
  });

  it('offers one file when the card is the whole picture, and the plain paths of old listings', () => {
    const small = {
      ...creekStudio,
      images: [{ url: '/uploads/s.webp', card_url: '/uploads/s-card.webp', width: 600, height: 400 }],
    };
    expect(viewerSlides(small)).toEqual([
      { src: '/uploads/s.webp', alt: 'Creek Rise Studio', width: 600, height: 400 },
    ]);
    const legacy = { ...creekStudio, images: [], image_urls: ['/uploads/a.jpg', '/uploads/b.jpg'] };
    expect(viewerSlides(legacy)).toEqual([
      { src: '/uploads/a.jpg', alt: 'Creek Rise Studio, photo 1 of 2' },
      { src: '/uploads/b.jpg', alt: 'Creek Rise Studio, photo 2 of 2' },
    ]);
  });
});
