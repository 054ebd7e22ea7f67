import type { Map as MapLibreMap, Marker } from 'maplibre-gl';

import { maplibregl } from '@/lib/map/create-map';
import { translate } from '@/i18n/i18n';
import { formatNumber, formatPrice } from '@/lib/format';

import type { MapMarker } from '../../api/get-map-markers';
import { compactPrice } from './compact-price';

/** One marker of the map's answer, the same from one answer to the next (its listing, or its cell's place). */
export const markerKey = (marker: MapMarker): string =>
  marker.id ?? `${marker.lat.toFixed(5)},${marker.lng.toFixed(5)},${marker.count}`;

// Above the communities' names; the one under the pointer or the focus above its neighbours.
const BASE =
  'dd-map-marker z-10 hover:z-20 focus-visible:z-20 flex cursor-pointer items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap shadow-md ring-1 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-gold-500';
// The listing whose card is open: data-selected (MapLibre keeps classes of its own on the element).
const ONE = `${BASE} bg-white text-navy-900 ring-slate-300 hover:bg-navy-50 data-selected:z-20 data-selected:bg-gold-500 data-selected:text-navy-950 data-selected:ring-gold-600`;
const MANY = `${BASE} bg-navy-700 text-white ring-navy-900 hover:bg-navy-800`;

/** What a marker says to a screen reader: the price in full, and for a cluster how many and what a tap does. */
export function markerLabel(marker: MapMarker): string {
  return marker.count === 1
    ? translate('map.markerOne', { price: formatPrice(marker.price) })
    : translate('map.markerMany', { count: marker.count, price: formatPrice(marker.price) });
}

function markerElement(marker: MapMarker, onChoose: (marker: MapMarker) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = marker.count === 1 ? ONE : MANY;
  button.setAttribute('aria-label', markerLabel(marker));
  if (marker.count > 1) {
    const count = document.createElement('span');
    count.className = 'rounded-full bg-white px-1.5 text-[0.7rem] leading-4 text-navy-800';
    count.textContent = formatNumber(marker.count);
    button.append(count, document.createTextNode(`${compactPrice(marker.price)}+`));
  } else {
    button.textContent = compactPrice(marker.price);
  }
  // A click on a marker is not a click on the map (which closes the card).
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onChoose(marker);
  });
  return button;
}

/**
 * The markers on the map as buttons (a screen reader and the Tab key reach them, in the order of the
 * answer): added, kept and removed by key as answers come, so that a marker already there does not
 * blink when the map moves.
 */
export class MarkerLayer {
  private readonly shown = new Map<string, { marker: Marker; element: HTMLButtonElement; data: MapMarker }>();
  private selected: string | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private readonly onChoose: (marker: MapMarker) => void,
  ) {}

  show(markers: readonly MapMarker[]): void {
    const keep = new Set(markers.map(markerKey));
    for (const [key, { marker }] of this.shown) {
      if (!keep.has(key)) {
        marker.remove();
        this.shown.delete(key);
      }
    }
    for (const data of markers) {
      const key = markerKey(data);
      const existing = this.shown.get(key);
      if (existing && existing.data.price === data.price) continue;
      existing?.marker.remove();
      const element = markerElement(data, this.onChoose);
      if (key === this.selected) element.dataset.selected = '';
      const marker = new maplibregl.Marker({ element, anchor: 'center' })
        .setLngLat([data.lng, data.lat])
        .addTo(this.map);
      this.shown.set(key, { marker, element, data });
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
    for (const { marker } of this.shown.values()) marker.remove();
    this.shown.clear();
  }
}
