import { useEffect, useState } from 'react';

import type * as ListingMatch from './listing-match';

export type ListingMatcher = typeof ListingMatch;

let loaded: ListingMatcher | undefined;
let loading: Promise<ListingMatcher> | undefined;

/**
 * Loads the search's rules (community names, type words, the handover reader): on the first focus of
 * the search box, or when the view has a search or a handover filter. Loaded once; a failed load is
 * tried again next time.
 */
export function loadListingMatcher(): Promise<ListingMatcher> {
  loading ??= import('./listing-match').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The search's rules once loaded; asks for them while `needed`. */
export function useListingMatcher(needed: boolean): ListingMatcher | undefined {
  const [matcher, setMatcher] = useState(loaded);
  useEffect(() => {
    if (needed && !matcher) loadListingMatcher().then(setMatcher, () => {});
  }, [needed, matcher]);
  return matcher ?? loaded;
}
