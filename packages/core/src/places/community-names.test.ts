import { describe, expect, it } from 'vitest';

import { matchesSearch, parseSearch } from '../domain/search-query.ts';
import { communityNamed, communityOfWholeText } from '../telegram/ad-places.ts';
import { parseTelegramAd } from '../telegram/ad-parser.ts';
import { COMMUNITIES } from '../telegram/dictionaries/communities.ts';
import { COMMUNITY_NAMES, placeName } from './community-names.ts';

const shown = Object.entries(COMMUNITY_NAMES).flatMap(([name, names]) =>
  [names.ru, names.ar].flatMap((text) => (text ? [[name, text] as const] : [])),
);

describe('the gazetteer of community names', () => {
  it('names only communities of the dictionary, each in a language at most once', () => {
    for (const name of Object.keys(COMMUNITY_NAMES)) expect(communityNamed(name), name).toBeDefined();
    const texts = shown.map(([, text]) => text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('writes Russian names in Cyrillic and Arabic ones in Arabic letters', () => {
    for (const names of Object.values(COMMUNITY_NAMES)) {
      if (names.ru) expect(names.ru).toMatch(/^[А-ЯЁ][А-Яа-яЁё0-9 -]+$/u);
      if (names.ar) expect(names.ar).toMatch(/^[\u0621-\u064a0-9 ]+$/u);
    }
  });

  it('makes every shown name an alias of its community, in lower case', () => {
    for (const [name, text] of shown)
      expect(communityNamed(name)!.aliases, name).toContain(text.toLowerCase());
    const aliases = COMMUNITIES.flatMap((c) => c.aliases);
    for (const alias of aliases) expect(alias).toBe(alias.toLowerCase());
  });

  it.each(shown)('finds %s by the name shown, "%s", as the parser and the search read it', (name, text) => {
    expect(communityOfWholeText(text.toLowerCase())?.name).toBe(name);
    // The search box finds a listing there, and not one elsewhere.
    const listing = (location: string) => ({
      name: 'harbour view tower',
      developer: 'emaar',
      location: location.toLowerCase(),
      propertyType: '2BR',
      handoverDate: 'Ready',
    });
    const elsewhere = name === 'Dubai Investments Park' ? 'Al Quoz' : 'Dubai Investments Park';
    expect(matchesSearch(parseSearch(text), listing(name))).toBe(true);
    expect(matchesSearch(parseSearch(text), listing(elsewhere))).toBe(false);
  });

  it('reads an ad that names the community as the site shows it', () => {
    expect(parseTelegramAd('Продаю 2BR в Бизнес-Бэй, 2 млн вместо 2,5 млн').fields.location).toBe(
      'Business Bay',
    );
    expect(parseTelegramAd('للبيع شقة في مدينة دبي الرياضية، 900 ألف درهم').fields.location).toBe(
      'Dubai Sports City',
    );
  });
});

describe('placeName', () => {
  it('names a community in Russian and Arabic, in any case, and keeps English as stored', () => {
    expect(placeName('Dubai Marina', 'ru')).toBe('Дубай Марина');
    expect(placeName('dubai marina', 'ar')).toBe('دبي مارينا');
    expect(placeName('Palm Jumeirah', 'ar')).toBe('نخلة جميرا');
    expect(placeName('Business  Bay ', 'ru')).toBe('Бизнес-Бэй');
    expect(placeName('Dubai Marina', 'en')).toBe('Dubai Marina');
  });

  it('keeps a place without a name in the language, or outside the gazetteer, as written', () => {
    expect(placeName('DIFC', 'ru')).toBe('DIFC');
    expect(placeName('DIFC', 'ar')).toBe('مركز دبي المالي العالمي');
    expect(placeName('Marina Gate Tower', 'ru')).toBe('Marina Gate Tower');
    expect(placeName('JVC', 'ru')).toBe('JVC');
  });

  it('names each known part of a location written in parts', () => {
    expect(placeName('Dubai Marina, Dubai', 'ru')).toBe('Дубай Марина, Дубай');
    expect(placeName('Dubai Marina, Dubai', 'ar')).toBe('دبي مارينا، دبي');
    expect(placeName('Marina Gate, Dubai Marina', 'ru')).toBe('Marina Gate, Дубай Марина');
    expect(placeName('Marina Gate, Dubai Marina', 'en')).toBe('Marina Gate, Dubai Marina');
  });
});
