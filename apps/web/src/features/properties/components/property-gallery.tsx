import type { PropertySummary } from '@dd/core';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { Carousel } from '@/components/ui/carousel';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';

import { carouselImages, viewerSlides } from './property-images';
import { translate } from '@/i18n/i18n';

const PhotoViewer = lazy(() => import('@/components/ui/photo-viewer'));

/** The history entry's state while the viewer is open: the photo it opened on. */
interface ViewerState {
  photo?: unknown;
}

function openPhoto(state: unknown): number | undefined {
  const photo = (state as ViewerState | null)?.photo;
  return typeof photo === 'number' && Number.isInteger(photo) && photo >= 0 ? photo : undefined;
}

/**
 * A listing's photos: swipe, drag or the arrow keys move between them; a tap, a click or Enter opens
 * them full screen. The open viewer is a history entry of its own (the same URL, with the photo in
 * its state), so the phone's Back closes it as it closes any screen, and Escape goes back the same way.
 */
export function PropertyGallery({ listing }: { listing: PropertySummary }) {
  const location = useLocation();
  const navigate = useNavigate();
  const photo = openPhoto(location.state);
  const slides = photo === undefined ? [] : viewerSlides(listing);
  const label = translate('card.photos', { name: listing.property_name });

  const open = (index: number) =>
    void navigate(location, {
      state: { ...(location.state as object | null), photo: index },
      preventScrollReset: true,
    });
  // Back to the page's own entry; one opened with the viewer already in its state has none to go to.
  const close = () => {
    const { photo: _photo, ...rest } = (location.state ?? {}) as ViewerState;
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) void navigate(-1);
    else void navigate(location, { replace: true, state: rest, preventScrollReset: true });
  };

  return (
    <>
      <Carousel
        images={carouselImages(listing, 'full')}
        label={label}
        className="aspect-[4/3] rounded-2xl shadow-sm"
        fit="contain"
        showCount
        priority
        placeholder={<ImagePlaceholder label={translate('detail.noPhotos')} />}
        onOpen={open}
      />
      {photo !== undefined && slides.length > 0 && (
        <Suspense fallback={null}>
          <PhotoViewer
            slides={slides}
            index={Math.min(photo, slides.length - 1)}
            label={label}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
