import type { Map as MapLibreMap, MapMouseEvent, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';

import { createMap, maplibregl } from '@/lib/map/create-map';
import { canDrawMaps } from '@/lib/map/map-basics';

import { nudgePin, roundDegrees } from './pin-draft';
import type { PinPoint } from './pin-draft';

export interface PinMapProps {
  /** Where the marker stands; null: no marker (a new listing, or a pin given back to the gazetteer). */
  point: PinPoint | null;
  /** The admin clicked the map, dragged the marker or moved it with an arrow key. */
  onPick: (point: PinPoint) => void;
}

const NAVY = '#27508c';
/** Close enough to see the building's block; a listing without a point shows Dubai (createMap's view). */
const PIN_ZOOM = 14;

const rounded = ({ lat, lng }: { lat: number; lng: number }): PinPoint => ({
  lat: roundDegrees(lat),
  lng: roundDegrees(lng),
});

/**
 * The listing form's map (the lazy chunk that holds MapLibre): a click drops the pin there, the marker
 * drags, and with the marker focused the arrow keys move it PIN_STEP a press. Where WebGL2 is missing
 * (an old browser, jsdom) it says so and the inputs beside it still place the pin.
 */
export default function PinMap({ point, onPick }: PinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const onPickRef = useRef(onPick);
  const firstPoint = useRef(point);
  const [drawable] = useState(canDrawMaps);

  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !drawable) return;
    const start = firstPoint.current;
    let map: MapLibreMap;
    try {
      map = createMap({
        container,
        ...(start ? { center: [start.lng, start.lat], zoom: PIN_ZOOM } : {}),
        label: "Map of the listing's pin: click to place it",
      });
    } catch (error) {
      // WebGL2 there but refused (a lost context, a blocked GPU): the inputs still place the pin.
      console.error('The map could not be drawn', error);
      return;
    }
    // The form scrolls over the map: the wheel zooms only with Ctrl (⌘), a drag pans with two fingers.
    map.cooperativeGestures.enable();
    map.on('click', (event: MapMouseEvent) => {
      const marker = markerRef.current?.getElement();
      if (marker?.contains(event.originalEvent.target as Node)) return;
      onPickRef.current(rounded(event.lngLat));
    });
    // The marker's own keys move it a pixel a press; ours move it PIN_STEP, before the marker sees them.
    map.getCanvasContainer().addEventListener(
      'keydown',
      (event) => {
        const marker = markerRef.current;
        if (!marker || event.target !== marker.getElement() || event.altKey || event.ctrlKey || event.metaKey)
          return;
        const moved = nudgePin(rounded(marker.getLngLat()), event.key, event.shiftKey);
        if (!moved) return;
        event.preventDefault();
        event.stopPropagation();
        onPickRef.current(moved);
      },
      true,
    );
    mapRef.current = map;
    return () => {
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [drawable]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    let marker = markerRef.current;
    if (!marker) {
      marker = new maplibregl.Marker({ draggable: true, color: NAVY });
      const element = marker.getElement();
      element.setAttribute('aria-label', "Listing's pin: drag it, or move it with the arrow keys");
      marker.on('dragend', () => {
        const moved = markerRef.current?.getLngLat();
        if (moved) onPickRef.current(rounded(moved));
      });
      markerRef.current = marker.setLngLat([lng, lat]).addTo(map);
    } else {
      marker.setLngLat([lng, lat]);
    }
    if (!map.getBounds().contains([lng, lat])) map.easeTo({ center: [lng, lat] });
  }, [lat, lng]);

  if (!drawable) {
    return (
      <p className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-600">
        This browser cannot draw the map (WebGL2 is off). Type the coordinates below.
      </p>
    );
  }
  return <div ref={containerRef} className="h-full w-full" />;
}
