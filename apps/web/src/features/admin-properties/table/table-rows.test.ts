import { describe, expect, it } from 'vitest';

import { adminProperties } from '../testing/admin-property-fixtures';
import { NO_FILTERS, tableRows } from './table-rows';
import type { AdminListing } from './table-rows';

const listing = (name: string, fields: Partial<AdminListing> = {}): AdminListing => ({
  ...adminProperties[1]!,
  ad_text: null,
  ad_phones: [],
  inquiries: { total: 0, unhandled: 0 },
  suggestions: [],
  origin: null,
  pin_moved: false,
  id: name,
  property_name: name,
  ...fields,
});

const names = (rows: AdminListing[]) => rows.map((row) => row.property_name);

describe('tableRows', () => {
  const list = [
    listing('Tower 10', { status: 'sold', distress_price: 900_000, origin: 'channel' }),
    listing('tower 2', { status: 'available', distress_price: 900_000 }),
    listing('Tower 1', { status: 'reserved', distress_price: 500_000, origin: 'form' }),
  ];

  it('keeps the list order without a sort, and on ties', () => {
    expect(names(tableRows(list, NO_FILTERS, null))).toEqual(['Tower 10', 'tower 2', 'Tower 1']);
    expect(names(tableRows(list, NO_FILTERS, { key: 'price', direction: 'descending' }))).toEqual([
      'Tower 10',
      'tower 2',
      'Tower 1',
    ]);
  });

  it('sorts names as people read them (case aside, numbers as numbers)', () => {
    expect(names(tableRows(list, NO_FILTERS, { key: 'name', direction: 'ascending' }))).toEqual([
      'Tower 1',
      'tower 2',
      'Tower 10',
    ]);
  });

  it('sorts statuses available → reserved → sold, and unknown sources last both ways', () => {
    expect(names(tableRows(list, NO_FILTERS, { key: 'status', direction: 'ascending' }))).toEqual([
      'tower 2',
      'Tower 1',
      'Tower 10',
    ]);
    expect(names(tableRows(list, NO_FILTERS, { key: 'source', direction: 'ascending' }))).toEqual([
      'Tower 1',
      'Tower 10',
      'tower 2',
    ]);
    expect(names(tableRows(list, NO_FILTERS, { key: 'source', direction: 'descending' }))).toEqual([
      'Tower 10',
      'Tower 1',
      'tower 2',
    ]);
  });

  it('filters by status, source (or none recorded) and the search', () => {
    expect(names(tableRows(list, { ...NO_FILTERS, status: 'sold' }, null))).toEqual(['Tower 10']);
    expect(names(tableRows(list, { ...NO_FILTERS, source: 'none' }, null))).toEqual(['tower 2']);
    expect(names(tableRows(list, { ...NO_FILTERS, source: 'form' }, null))).toEqual(['Tower 1']);
    expect(names(tableRows(list, { ...NO_FILTERS, q: '  TOWER 1 ' }, null))).toEqual(['Tower 10', 'Tower 1']);
  });
});
