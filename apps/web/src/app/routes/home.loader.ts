import type { PropertyFacets, PropertySummary } from '@dd/core';
import type { LoaderFunctionArgs } from 'react-router';

import { listingFirstScreenKey } from '@/features/properties/api/get-properties';
import type { ListingFirstScreen } from '@/features/properties/api/get-properties';
import { propertyFacetsKey } from '@/features/properties/api/get-property-facets';
import {
  apiQueryFromView,
  searchFromView,
  viewFromSearch,
} from '@/features/properties/components/listing-params';
import { FIRST_MOUNTED_CARDS } from '@/features/properties/components/property-grid';

import { serverPageData } from '../server-page-data';
import type { QuerySeeds } from '../page-data';

/**
 * The home page's data on the server: the first screen of the view the URL asks for (its first cards,
 * how many it matches), and the facets (how many listings, the filter bar's options), asked of the
 * API as the browser asks it, so that the page carries its first cards and the browser knows whether
 * to download the list or page through it (ADR 0021). Without an answer the page renders as it would
 * before any data.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<QuerySeeds> {
  const api = context.get(serverPageData)?.api;
  if (!api) return [];
  const view = viewFromSearch(new URL(request.url).searchParams);
  const query = new URLSearchParams(apiQueryFromView(view));
  query.set('limit', String(FIRST_MOUNTED_CARDS));
  const [page, facets] = await Promise.all([
    api(`/properties?${query}`),
    api(view.sold ? '/properties/facets?sold=include' : '/properties/facets'),
  ]);
  const shown = Number(page.headers['x-total-count']);
  if (page.status !== 200 || facets.status !== 200 || !Number.isInteger(shown)) return [];
  const firstScreen: ListingFirstScreen = { cards: page.body as PropertySummary[], shown };
  return [
    [listingFirstScreenKey(searchFromView(view).toString()), firstScreen],
    [propertyFacetsKey(view.sold), facets.body as PropertyFacets],
  ];
}
