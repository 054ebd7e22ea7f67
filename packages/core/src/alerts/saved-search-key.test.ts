import { describe, expect, it } from 'vitest';
import { sameSavedSearch, savedSearchKey } from './saved-search-key.ts';

const marina = {
  q: 'sea view',
  location: 'Dubai Marina',
  property_type: '2BR',
  min_price: null,
  max_price: 2_000_000,
  min_discount: 20,
  min_below_market: null,
  min_yield: null,
};

describe('the canonical form of a saved search', () => {
  it('is the filters that are set, in a fixed order, words in lower case', () => {
    expect(savedSearchKey(marina)).toBe(
      '{"location":"dubai marina","max_price":2000000,"min_discount":20,"property_type":"2br","q":"sea view"}',
    );
    expect(savedSearchKey({})).toBe('{}');
  });

  it('is the same for the same filters written differently', () => {
    const rewritten = {
      min_discount: '20',
      max_price: 2e6,
      q: '  Sea   VIEW ',
      property_type: '2br',
      location: 'dubai\tmarina',
      min_below_market: '',
    };
    expect(savedSearchKey(rewritten)).toBe(savedSearchKey(marina));
    // Left out, null, empty and blank are all "not filtered on".
    expect(savedSearchKey({ q: '', location: '   ', min_price: undefined, max_price: null })).toBe('{}');
    // One Unicode form: a full-width digit and a composed letter are the same text.
    expect(sameSavedSearch({ q: 'vill\u0061\u0301 ２' }, { q: 'villá 2' })).toBe(true);
    expect(sameSavedSearch({ q: 'ВИЛЛА' }, { q: 'вилла' })).toBe(true);
    expect(sameSavedSearch({ q: 'فيلا ' }, { q: 'فيلا' })).toBe(true);
  });

  it('tells different filters apart', () => {
    const differs = [
      { ...marina, q: 'sea-view' },
      { ...marina, q: null },
      { ...marina, location: 'Dubai Marina Walk' },
      { ...marina, max_price: 2_000_001 },
      { ...marina, min_price: 0 },
      { ...marina, min_discount: 30 },
      { ...marina, min_below_market: 5 },
      { ...marina, min_yield: 5 },
      // The same number under another filter is another search.
      { ...marina, max_price: null, min_price: 2_000_000 },
      // Words moved to another filter too.
      { ...marina, q: 'dubai marina', location: 'sea view' },
    ];
    for (const other of differs) expect(sameSavedSearch(other, marina), JSON.stringify(other)).toBe(false);
    expect(new Set(differs.map(savedSearchKey)).size).toBe(differs.length);
  });

  it('reads a number only when it is one', () => {
    expect(savedSearchKey({ max_price: 'cheap' })).toBe('{}');
    expect(savedSearchKey({ max_price: Number.NaN, min_price: Infinity })).toBe('{}');
    expect(savedSearchKey({ max_price: ' 1500000 ' })).toBe('{"max_price":1500000}');
  });
});
