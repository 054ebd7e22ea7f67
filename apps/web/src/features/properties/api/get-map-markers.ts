import type { PropertyMap } from '@dd/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AnswerSchema } from '@/lib/api-client';
import { apiGet } from '@/lib/api-client';

export type { MapMarker } from '@dd/core';
/** GET /api/properties/map's answer: `total` listings in `markers`. */
export type MapMarkers = PropertyMap;

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
