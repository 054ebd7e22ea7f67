/**
 * The parser corpus (English, Russian, mixed ads and non-ads) and how a parsed field is compared with
 * the expected one. Used by the unit tests and by `npm run bench:parser`.
 */
import { AD_FIELDS, type AdField, type AdFields } from '../ad-types.ts';
import { ADS_EN } from './ads-en.ts';
import { ADS_MIXED } from './ads-mixed.ts';
import { ADS_RU } from './ads-ru.ts';
import { NOT_ADS } from './not-ads.ts';

export type CorpusLanguage = 'en' | 'ru' | 'mixed' | 'none';

/**
 * One message of the parser corpus: the text as an agent posted it and every field the ad states.
 * Fields left out of `expected` are not stated by the ad and must come out null. `is_ad` defaults to true;
 * for non-ads only `is_ad: false` is checked.
 */
export interface CorpusAd {
  id: string;
  text: string;
  expected: Partial<AdFields> & { is_ad?: boolean };
}

export const CORPUS: readonly (CorpusAd & { language: CorpusLanguage })[] = [
  ...ADS_EN.map((ad) => ({ ...ad, language: 'en' as const })),
  ...ADS_RU.map((ad) => ({ ...ad, language: 'ru' as const })),
  ...ADS_MIXED.map((ad) => ({ ...ad, language: 'mixed' as const })),
  ...NOT_ADS.map((ad) => ({ ...ad, language: 'none' as const })),
];

export function isExpectedAd(entry: CorpusAd): boolean {
  return entry.expected.is_ad !== false;
}

/** Every field of an ad: what the corpus states, null for the rest. */
export function expectedFields(entry: CorpusAd): AdFields {
  const fields = {} as Record<AdField, AdFields[AdField]>;
  for (const field of AD_FIELDS) fields[field] = entry.expected[field] ?? null;
  return fields as AdFields;
}

/** Names compare without regard to case, spacing or the kind of dash; every other field exactly. */
export function sameField(field: AdField, expected: AdFields[AdField], actual: AdFields[AdField]): boolean {
  if (field === 'property_name' && typeof expected === 'string' && typeof actual === 'string') {
    return normalizeName(expected) === normalizeName(actual);
  }
  return expected === actual;
}

function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}
