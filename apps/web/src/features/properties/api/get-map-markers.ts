import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AnswerSchema } from '@/lib/api-client';
import { apiGet } from '@/lib/api-client';

/** A marker of the map: one listing (`id`), or a cluster of `count` listings in one cell of the grid. */
export interface MapMarker {
  id: string | null;
  lat: number;
  lng: number;
  count: number;
  /** The listing's price, or the lowest in the cluster. */
  price: number;
  /** A cluster's listings' extent, [west, south, east, north]; null for one listing. */
  box: [number, number, number, number] | null;
}

export interface MapMarkers {
  total: number;
  markers: MapMarker[];
}

const markersAnswer: AnswerSchema<MapMarkers> = {
  safeParse: (data) =>
    typeof data === 'object' &&
    data !== null &&
    'markers' in data &&
    Array.isArray(data.markers) &&
    'total' in data &&
    typeof data.total === 'number'
      ? { success: true, data: data as MapMarkers }
      : { success: false },
};

/** GET /api/properties/map?{query}: the markers of a box at a zoom, with the list's filters. */
export function getMapMarkers(query: string, signal?: AbortSignal): Promise<MapMarkers> {
  return apiGet(`/properties/map?${query}`, markersAnswer, { signal });
}

/** The markers of a query; the last ones stay on the map while the next are on their way. */
export function useMapMarkers(query: string | null) {
  return useQuery({
    queryKey: ['properties', 'map', query],
    queryFn: ({ signal }) => getMapMarkers(query!, signal),
    enabled: query !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
