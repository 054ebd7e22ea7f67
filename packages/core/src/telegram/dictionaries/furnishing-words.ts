/** How an ad says the home is furnished (ad-details.ts), English and Russian; see word-lists.ts. */

export const SEMI_FURNISHED_WORDS: readonly string[] = [
  'semi furnished',
  'semi-furnished',
  'semifurnished',
  'partly furnished',
  'частично меблирован*',
  'частично с мебелью',
];

export const UNFURNISHED_WORDS: readonly string[] = [
  'unfurnished',
  'un-furnished',
  'not furnished',
  'без мебели',
  'немеблирован*',
];

export const FURNISHED_WORDS: readonly string[] = [
  'furnished',
  'fully furnished',
  'fully-furnished',
  'furniture included',
  'с мебелью',
  'мебель включена',
  'мебель в подарок',
  'мебель остается',
  'мебель остаётся',
  'мебель: есть',
  'мебель : есть',
  'мебель:есть',
  'меблирован*',
  'полностью обставлен*',
];
