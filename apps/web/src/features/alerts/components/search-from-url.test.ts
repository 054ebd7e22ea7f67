import { savedSearchQuery } from '@dd/core';
import { describe, expect, it } from 'vitest';

import { searchFromUrl } from './search-from-url';

describe("the search an alert saves from the home page's URL", () => {
  it('keeps the rent yield filter, and gives the same URL back for the alert’s link', () => {
    const search = searchFromUrl('?location=Dubai+Marina&below_market=10&min_yield=6&sort=yield');
    expect(search).toMatchObject({ location: 'Dubai Marina', min_below_market: 10, min_yield: 6 });
    // The sort is not part of an alert.
    expect(savedSearchQuery(search)).toBe('location=Dubai+Marina&below_market=10&min_yield=6');
  });

  it('leaves out a yield the page would ignore', () => {
    expect(searchFromUrl('?min_yield=51').min_yield).toBeNull();
    expect(searchFromUrl('?min_yield=six').min_yield).toBeNull();
    expect(searchFromUrl('?min_yield=0').min_yield).toBe(0);
  });
});
