import { translate } from '@/i18n/i18n';
import { formatNumber, formatPrice } from '@/lib/format';

import type { MapMarker } from '../../api/get-map-markers';
import { compactPrice } from './compact-price';
import { isOnePlace } from './map-camera';

/** One marker of the map's answer, the same from one answer to the next (its listing, or its cell's place). */
export const markerKey = (marker: MapMarker): string =>
  marker.id ?? `${marker.lat.toFixed(5)},${marker.lng.toFixed(5)},${marker.count}`;

// Above the communities' names; the one under the pointer or the focus above its neighbours.
const BASE =
  'dd-map-marker z-10 hover:z-20 focus-visible:z-20 flex cursor-pointer items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap shadow-md ring-1 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-gold-500';
// The listing whose card is open: data-selected (MapLibre keeps classes of its own on the element).
const ONE = `${BASE} bg-white text-navy-900 ring-slate-300 hover:bg-navy-50 data-selected:z-20 data-selected:bg-gold-500 data-selected:text-navy-950 data-selected:ring-gold-600`;
const MANY = `${BASE} bg-navy-700 text-white ring-navy-900 hover:bg-navy-800`;

/**
 * What a marker says besides what it shows: the price in full, and for a cluster how many and what a
 * tap does (its name starts with the text on it, so that a voice control user can say what they see).
 */
export function markerDetail(marker: MapMarker): string {
  if (marker.count === 1) return translate('map.markerOne', { price: formatPrice(marker.price) });
  const values = { count: marker.count, price: formatPrice(marker.price) };
  return marker.box && isOnePlace(marker.box)
    ? translate('map.markerPlace', values)
    : translate('map.markerMany', values);
}

function markerElement(marker: MapMarker, onChoose: (marker: MapMarker) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = marker.count === 1 ? ONE : MANY;
  const price = compactPrice(marker.price);
  let shown = price;
  if (marker.count > 1) {
    const count = document.createElement('span');
    count.className = 'rounded-full bg-white px-1.5 text-[0.7rem] leading-4 text-navy-800';
    count.textContent = formatNumber(marker.count);
    button.append(count, ' ');
    shown = `${count.textContent} ${price}+`;
    button.append(`${price}+`);
  } else {
    button.append(price);
  }
  // What it shows first (what a voice control user says), then the rest.
  button.setAttribute('aria-label', `${shown}, ${markerDetail(marker)}`);
  // A click on a marker is not a click on the map (which closes the card).
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onChoose(marker);
  });
  return button;
}

/** Puts a marker's element on the map, and gives the call that takes it off. */
export type PlaceMarker = (element: HTMLElement, marker: MapMarker) => () => void;

/**
 * The markers on the map as buttons (a screen reader and the Tab key reach them, in the order of the
 * answer): added, kept and removed by key as answers come, so that a marker already there does not
 * blink when the map moves. Where they go is `place`'s: MapLibre's markers once the library is there,
 * the first ones on the page itself before it is (map-view.tsx).
 */
export class MarkerLayer {
  private readonly shown = new Map<
    string,
    { remove: () => void; element: HTMLButtonElement; data: MapMarker }
  >();
  private selected: string | null = null;

  constructor(
    private readonly place: PlaceMarker,
    private readonly onChoose: (marker: MapMarker) => void,
  ) {}

  show(markers: readonly MapMarker[]): void {
    const keep = new Set(markers.map(markerKey));
    for (const [key, { remove }] of this.shown) {
      if (!keep.has(key)) {
        remove();
        this.shown.delete(key);
      }
    }
    for (const data of markers) {
      const key = markerKey(data);
      const existing = this.shown.get(key);
      if (existing && existing.data.price === data.price) continue;
      existing?.remove();
      const element = markerElement(data, this.onChoose);
      if (key === this.selected) element.dataset.selected = '';
      this.shown.set(key, { remove: this.place(element, data), element, data });
    }
  }

  /** Marks the listing whose card is open (null: none). */
  select(key: string | null): void {
    const before = this.selected ? this.shown.get(this.selected) : undefined;
    if (before) delete before.element.dataset.selected;
    this.selected = key;
    const now = key ? this.shown.get(key) : undefined;
    if (now) now.element.dataset.selected = '';
  }

  clear(): void {
    for (const { remove } of this.shown.values()) remove();
    this.shown.clear();
  }
}
