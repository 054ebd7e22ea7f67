import type { SavedSearchFilters } from '@dd/core';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';

import { searchName } from './search-name';

const none: SavedSearchFilters = {
  q: null,
  location: null,
  property_type: null,
  min_price: null,
  max_price: null,
  min_discount: null,
  min_below_market: null,
  min_yield: null,
};

afterEach(() => i18n.activate('en'));

describe("an alert's search in words", () => {
  it('is the English name in English', () => {
    expect(
      searchName({ ...none, property_type: '2BR', location: 'Dubai Marina', max_price: 2_000_000 }),
    ).toBe('2BR in Dubai Marina, under AED 2M');
    expect(searchName(none)).toBe('All deals');
    expect(searchName({ ...none, location: 'JVC', min_below_market: 10, min_yield: 7 })).toBe(
      'JVC, 10%+ below market, 7%+ yield',
    );
  });

  it("uses the language's words and short prices", async () => {
    await loadLanguage('ru');
    i18n.activate('ru');
    const name = searchName({
      ...none,
      property_type: '2BR',
      location: 'Dubai Marina',
      min_price: 1_000_000,
      max_price: 2_500_000,
      min_discount: 20,
    });
    expect(name.replace(/\s/g, ' ')).toBe('2BR в Dubai Marina, 1 млн AED–2,5 млн AED, скидка от 20%');
    expect(searchName(none)).toBe('Все предложения');
    expect(searchName({ ...none, location: 'JVC', min_yield: 7 })).toBe('JVC, доходность от 7%');
  });

  it('names the yield in Arabic, with the Arabic comma', async () => {
    await loadLanguage('ar');
    i18n.activate('ar');
    expect(searchName({ ...none, location: 'JVC', min_discount: 20, min_yield: 7 })).toBe(
      'JVC، خصم 20%+، عائد 7%+',
    );
  });
});
