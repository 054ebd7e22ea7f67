import { ENGLISH_SEARCH_WORDS, savedSearchDefaultName } from '@dd/core';
import type { SavedSearchFilters, SearchNameWords } from '@dd/core';

import { currentLanguage, translate } from '@/i18n/i18n';
import { perLanguage } from '@/lib/format';

const compactNumber = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }),
);

/** Short prices in the current language: "2 млн", "2 مليون" (English keeps the core's "AED 2M"). */
const compact = (value: number) =>
  translate('alerts.search.price', { amount: compactNumber().format(value) });

function searchWords(): SearchNameWords {
  if (currentLanguage() === 'en') return ENGLISH_SEARCH_WORDS;
  return {
    whatIn: (what, location) => translate('alerts.search.whatIn', { what, location }),
    between: (min, max) => translate('alerts.search.between', { min, max }),
    under: (max) => translate('alerts.search.under', { max }),
    from: (min) => translate('alerts.search.from', { min }),
    off: (pct) => translate('alerts.search.off', { pct }),
    belowMarket: (pct) => translate('alerts.search.belowMarket', { pct }),
    minYield: (pct) => translate('alerts.search.minYield', { pct }),
    all: translate('alerts.search.all'),
    price: compact,
    separator: translate('alerts.search.separator'),
  };
}

/** A search's filters in words, in the current language: "2BR in Dubai Marina, under AED 2M". */
export const searchName = (search: SavedSearchFilters): string =>
  savedSearchDefaultName(search, searchWords());
