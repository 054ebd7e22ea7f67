import type { Map as MapLibreMap, Marker } from 'maplibre-gl';

import { currentLanguage } from '@/i18n/i18n';
import { maplibregl } from '@/lib/map/create-map';

import { LABEL_HEIGHT, labelWidth, visibleLabels } from './map-labels';

/** Below this zoom the city is too small for its communities' names. */
const LABELS_FROM_ZOOM = 10.5;

interface CommunityFeature {
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: Record<string, unknown>;
}

/** The communities of a style that asks the page to name them (the offline basemap has no fonts). */
function communitiesOf(map: MapLibreMap): CommunityFeature[] {
  const style = map.getStyle();
  const metadata = style.metadata as Record<string, unknown> | undefined;
  if (!metadata?.['dd:community-labels']) return [];
  const source = style.sources.communities;
  if (source?.type !== 'geojson' || typeof source.data !== 'object') return [];
  const data = source.data as { features?: CommunityFeature[] };
  return (data.features ?? []).filter((feature) => feature.geometry?.type === 'Point');
}

/**
 * The communities' names on the map, in the page's language, as text on the page (the offline basemap
 * draws no text: it has no glyph files). Shown from zoom 10.5, never overlapping: where two would, the
 * first in the gazetteer's order wins. Hidden from screen readers, who have the list.
 */
export function addCommunityLabels(map: MapLibreMap): () => void {
  const language = currentLanguage();
  const labels: {
    key: string;
    marker: Marker;
    element: HTMLElement;
    lngLat: [number, number];
    width: number;
  }[] = [];
  communitiesOf(map).forEach((feature, index) => {
    const { properties } = feature;
    const named = language === 'en' ? properties.name : (properties[`name_${language}`] ?? properties.name);
    if (typeof named !== 'string' || !named) return;
    const element = document.createElement('div');
    element.className =
      'pointer-events-none text-xs font-semibold whitespace-nowrap text-slate-600 [text-shadow:0_0_2px_#fff,0_0_4px_#fff]';
    element.setAttribute('aria-hidden', 'true');
    element.textContent = named;
    element.style.visibility = 'hidden';
    const lngLat = feature.geometry.coordinates;
    const marker = new maplibregl.Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map);
    labels.push({ key: String(index), marker, element, lngLat, width: labelWidth(named) });
  });

  const update = () => {
    const canvas = map.getCanvas();
    const screen = { width: canvas.clientWidth, height: canvas.clientHeight };
    const shown =
      map.getZoom() < LABELS_FROM_ZOOM
        ? new Set<string>()
        : visibleLabels(
            labels.map(({ key, lngLat, width }) => {
              const { x, y } = map.project(lngLat);
              return { key, x, y, width, height: LABEL_HEIGHT };
            }),
            screen,
          );
    for (const label of labels) label.element.style.visibility = shown.has(label.key) ? '' : 'hidden';
  };
  update();
  map.on('moveend', update);
  return () => {
    map.off('moveend', update);
    for (const label of labels) label.marker.remove();
  };
}
