import { describe, expect, it } from 'vitest';

import {
  activeFilterCount,
  apiQueryFromView,
  DEFAULT_VIEW,
  searchFromView,
  viewFromSearch,
  withoutSheetFilters,
} from './listing-params';

const view = (query: string) => viewFromSearch(new URLSearchParams(query));

describe('activeFilterCount', () => {
  it('counts each filter a visitor set, the search text aside', () => {
    expect(activeFilterCount(DEFAULT_VIEW)).toBe(0);
    expect(activeFilterCount(view('q=marina&sort=price'))).toBe(0);
    expect(activeFilterCount(view('location=Dubai+Marina'))).toBe(1);
    expect(activeFilterCount(view('type=Studio&price=0-1000000'))).toBe(2);
    // A range of one's own counts once, either end open.
    expect(activeFilterCount(view('price=1500000-'))).toBe(1);
    expect(
      activeFilterCount(
        view(
          'q=x&location=JVC&type=1BR&price=-2000000&handover=ready&below_market=10&min_yield=6&min_discount=20&sold=1',
        ),
      ),
    ).toBe(8);
  });

  it('leaves out what the URL cannot hold', () => {
    expect(activeFilterCount(view('price=lots&handover=soon&below_market=x&min_yield=51&sold=yes'))).toBe(0);
  });
});

describe('withoutSheetFilters', () => {
  it('clears the filters and keeps the search text and the sort', () => {
    const cleared = withoutSheetFilters(
      view('q=tower&location=JVC&price=1000000-&min_yield=6&sold=1&sort=yield'),
    );
    expect(searchFromView(cleared).toString()).toBe('q=tower&sort=yield');
  });
});

describe('the map view in the URL', () => {
  it('keeps the map and its box, which the API query then carries', () => {
    const opened = view('view=map&bbox=55.1,25.05,55.2,25.12&type=Studio');
    expect(opened.map).toBe(true);
    expect(opened.bbox).toBe('55.1,25.05,55.2,25.12');
    expect(searchFromView(opened).toString()).toBe('type=Studio&view=map&bbox=55.1%2C25.05%2C55.2%2C25.12');
    expect(apiQueryFromView(opened)).toBe('type=Studio&bbox=55.1%2C25.05%2C55.2%2C25.12');
  });

  it('ignores a box without the map, and a box that is not one', () => {
    expect(view('bbox=55.1,25.05,55.2,25.12')).toMatchObject({ map: false, bbox: '' });
    expect(apiQueryFromView(view('bbox=55.1,25.05,55.2,25.12'))).toBe('');
    expect(view('view=map&bbox=55.2,25.05,55.1,25.12')).toMatchObject({ map: true, bbox: '' });
    expect(view('view=map&bbox=lots')).toMatchObject({ map: true, bbox: '' });
  });

  it('keeps the map and its box when the filters are reset', () => {
    const cleared = withoutSheetFilters(view('view=map&bbox=55.1,25.05,55.2,25.12&type=Studio&sort=price'));
    expect(searchFromView(cleared).toString()).toBe('sort=price&view=map&bbox=55.1%2C25.05%2C55.2%2C25.12');
  });
});
