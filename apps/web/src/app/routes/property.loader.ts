import type { LoaderFunctionArgs } from 'react-router';

import { propertyCardKey } from '@/features/properties/api/get-property';

import { serverPageData } from '../server-page-data';
import type { QuerySeeds } from '../page-data';

/** A listing's page's data on the server: its public card, shown until the details have loaded. */
export function loader({ context }: LoaderFunctionArgs): QuerySeeds {
  const listing = context.get(serverPageData)?.listing;
  return listing ? [[propertyCardKey(listing.id), listing]] : [];
}
