/**
 * The parser corpus (English, Russian, mixed ads and non-ads, by language and by the kinds of ad the
 * parser once got wrong: prices, projects, types and features, channel styles) and how a parsed field is
 * compared with the expected one. Used by the unit tests and by `npm run bench:parser`.
 */
import { AD_FIELDS, type AdField, type AdFields } from '../ad-types.ts';
import { ADS_EN } from './ads-en.ts';
import { ADS_FEATURES } from './ads-features.ts';
import { ADS_MIXED } from './ads-mixed.ts';
import { ADS_PRICES } from './ads-prices.ts';
import { ADS_PROJECTS } from './ads-projects.ts';
import { ADS_RU } from './ads-ru.ts';
import { ADS_STYLES } from './ads-styles.ts';
import { NOT_ADS } from './not-ads.ts';

export type CorpusLanguage = 'en' | 'ru' | 'mixed' | 'none';

/** The ways channels write ads; every ad of the corpus and of the holdout names one. */
export const CHANNEL_STYLES = [
  /** A headline and one short line per fact, the most common agent template. */
  'plain-lines',
  /** One emoji per line as a bullet (📍 🛏 📐 💰 📞). */
  'emoji-bullets',
  /** Everything on one line, separated by bars, dashes or commas. */
  'one-liner',
  /** A labelled sheet: "Project: … / Size: … / Price: …". */
  'key-value',
  /** Capitals and exclamation marks: "BELOW OP!!! … ASKING 3.7M". */
  'caps-shout',
  /** An agency template: reference number, hashtags, RERA / ORN / BRN, the agent's signature. */
  'agency-hashtags',
  /** An "OFF-PLAN RESALE" / "ПЕРЕУСТУПКА" template: original price, amount paid, resale price, plan. */
  'offplan-resale',
  /** Copy in the style of a developer's launch: tagline, launch price, "your price today". */
  'developer-launch',
  /** A WhatsApp message forwarded into the channel: *bold*, _italics_, "Fwd", "as received". */
  'whatsapp-forward',
  /** A Russian agent's listing, one fact per line. */
  'ru-listing',
  /** A Russian investor channel's write-up: market value, entry price, yield, prose. */
  'ru-investor',
  /** The same ad in English and in Russian, in two blocks or in "Price / Цена" pairs. */
  'bilingual-blocks',
] as const;
export type ChannelStyle = (typeof CHANNEL_STYLES)[number];

/**
 * One message of the parser corpus: the text as an agent posted it and every field the ad states.
 * Fields left out of `expected` are not stated by the ad and must come out null. `is_ad` defaults to true;
 * for non-ads only `is_ad: false` is checked.
 */
export interface CorpusAd {
  id: string;
  text: string;
  /** How the channel writes (ads only). */
  style?: ChannelStyle;
  /** The ad's language, where its file does not say it (the files by kind mix languages). */
  language?: CorpusLanguage;
  expected: Partial<AdFields> & { is_ad?: boolean };
}

export const CORPUS: readonly (CorpusAd & { language: CorpusLanguage })[] = [
  ...ADS_EN.map((ad) => ({ ...ad, language: 'en' as const })),
  ...ADS_RU.map((ad) => ({ ...ad, language: 'ru' as const })),
  ...ADS_MIXED.map((ad) => ({ ...ad, language: 'mixed' as const })),
  ...[...ADS_PROJECTS, ...ADS_PRICES, ...ADS_FEATURES, ...ADS_STYLES].map((ad) => ({
    ...ad,
    language: ad.language ?? 'en',
  })),
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
