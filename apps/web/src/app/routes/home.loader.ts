import type { PropertyFacets } from '@dd/core';
import type { LoaderFunctionArgs } from 'react-router';

import { listingFirstScreenKey } from '@/features/properties/api/get-properties';
import { propertyFacetsKey } from '@/features/properties/api/get-property-facets';
import { listingFirstScreen } from '@/features/properties/components/listing-first-screen';
import { searchFromView, viewFromSearch } from '@/features/properties/components/listing-params';

import { serverPageData } from '../server-page-data';
import type { QuerySeeds } from '../page-data';

/**
 * The home page's data on the server: the first screen of the view the URL asks for, from the whole
 * list, so that the page carries its first cards. Sold deals of over a week ago are in another list,
 * which the browser fetches.
 */
export function loader({ request, context }: LoaderFunctionArgs): QuerySeeds {
  const listings = context.get(serverPageData)?.listings;
  const view = viewFromSearch(new URL(request.url).searchParams);
  if (!listings || view.sold) return [];
  const firstScreen = listingFirstScreen(listings, view);
  const { total, locations, types } = firstScreen;
  const facets: PropertyFacets = { total, locations, types };
  // The facets tell the browser whether to download the list or page through the API (ADR 0021).
  return [
    [listingFirstScreenKey(searchFromView(view).toString()), firstScreen],
    [propertyFacetsKey(false), facets],
  ];
}
