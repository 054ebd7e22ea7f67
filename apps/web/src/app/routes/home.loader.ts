import type { LoaderFunctionArgs } from 'react-router';

import { listingFirstScreenKey } from '@/features/properties/api/get-properties';
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
  return [[listingFirstScreenKey(searchFromView(view).toString()), listingFirstScreen(listings, view)]];
}
