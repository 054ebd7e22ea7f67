import { mapBoxParam } from '@dd/core';
import type { MapBox } from '@dd/core';
import { useQuery } from '@tanstack/react-query';

import { getPropertyPage } from '../../api/get-properties';

/**
 * The first page of the listings of one place on the map (a building whose listings share a point, which
 * no zoom separates), with the list's filters and order (`listQuery`, without a box).
 */
export function useMapStack(listQuery: string, box: MapBox) {
  const params = new URLSearchParams(listQuery);
  params.set('bbox', mapBoxParam(box));
  const query = params.toString();
  return useQuery({
    queryKey: ['properties', 'map-stack', query],
    queryFn: ({ signal }) => getPropertyPage(query, null, signal),
    staleTime: 60_000,
    select: (page) => ({ items: page.items, total: page.total ?? page.items.length }),
  });
}
