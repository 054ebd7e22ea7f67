import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

import { englishPlurals } from '../../lingui-english-plurals';
import { withCounts } from './i18n';

import ar from './catalogs/ar.json';
import en from './catalogs/en.json';
import ru from './catalogs/ru.json';

/** The names a message fills in ({count}, {total, plural, …}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [string, string?, Record<string, unknown>?];
      if (typeof name === 'string') names.add(name);
      for (const option of Object.values(options ?? {})) walk(option);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe.each([
  ['ru', ru as Record<string, string>],
  ['ar', ar as Record<string, string>],
])('the %s catalog', (_language, catalog) => {
  it('has every key of the English catalog and no other', () => {
    const english = Object.keys(en);
    expect(english.filter((key) => !(key in catalog))).toEqual([]);
    expect(Object.keys(catalog).filter((key) => !(key in en))).toEqual([]);
  });

  it('fills in the same placeholders as English in each message', () => {
    const differing = Object.entries(en as Record<string, string>).filter(
      ([key, message]) =>
        catalog[key] !== undefined &&
        JSON.stringify(placeholders(catalog[key])) !== JSON.stringify(placeholders(message)),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('has a text for every message', () => {
    expect(Object.entries(catalog).filter(([, message]) => !message.trim())).toEqual([]);
  });
});

describe('the English catalog without Intl', () => {
  const plurals = Object.entries(en as Record<string, string>).filter(([, message]) =>
    message.includes(', plural,'),
  );
  const exact = [
    ['exact', '{n, plural, =0 {no deals} one {# deal} other {# deals}}'],
    ['nested', '{kind, select, villa {{n, plural, one {# villa} other {# villas}}} other {{n} homes}}'],
  ] as const;

  it.each([...plurals, ...exact])('writes %s as Lingui does with Intl', (key, message) => {
    const withIntl = setupI18n({ locale: 'en', messages: { en: { [key]: compileMessage(message) } } });
    const byHand = setupI18n({
      locale: 'en',
      messages: { en: { [key]: englishPlurals(compileMessage(message)) } },
    });
    for (const n of [0, 1, 2, 5, 21, 1000, 1_234_567, 2.5]) {
      const values: Record<string, string | number> = Object.fromEntries(
        placeholders(message).map((name) => [name, name === 'kind' ? 'villa' : n]),
      );
      expect(byHand._(key, withCounts(values))).toBe(withIntl._(key, values));
    }
  });

  it('has plurals to check', () => {
    expect(plurals.length).toBeGreaterThan(3);
  });
});
