import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

export interface ViewerSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** The same picture in other widths, the smallest first; the viewer picks one for the zoom level. */
  srcSet?: { src: string; width: number; height: number }[];
}

export interface PhotoViewerProps {
  slides: readonly ViewerSlide[];
  /** The photo shown first. */
  index: number;
  /** Accessible name of the dialog, e.g. "Photos of Marina Vista". */
  label: string;
  onClose: () => void;
}

/**
 * Photos full screen: swipe or arrow keys between them, pinch, double-tap or the wheel to zoom, Escape
 * or the close button to leave. Loaded only when a visitor opens it (its library is ~23 KB gzip).
 */
export default function PhotoViewer({ slides, index, label, onClose }: PhotoViewerProps) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Counter, Zoom]}
      // Images of 1,600 px zoom up to twice the screen's own pixels: enough to read a floor plan.
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      carousel={{ finite: slides.length < 3, preload: 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      labels={{ Lightbox: label, Close: 'Close photos', Previous: 'Previous photo', Next: 'Next photo' }}
    />
  );
}
