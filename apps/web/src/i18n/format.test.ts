import { afterEach, describe, expect, it } from 'vitest';

import { formatNumber, formatPrice, formatSqft, timeAgo } from '@/lib/format';

import { i18n, loadLanguage, translate } from './i18n';
import type { Language } from './languages';

async function use(language: Language) {
  await loadLanguage(language);
  i18n.activate(language);
}

afterEach(() => i18n.activate('en'));

describe('texts, numbers and dates per language', () => {
  it('writes prices with AED visible in each language', async () => {
    expect(formatPrice(1_250_000)).toBe('AED\u00a01,250,000');
    await use('ru');
    expect(formatPrice(1_250_000).replace(/\s/g, ' ')).toBe('1 250 000 AED');
    await use('ar');
    // Latin digits, as the ads and the Dubai portals write prices.
    expect(formatPrice(1_250_000)).toMatch(/^\u200f?1,250,000\sAED$/);
  });

  it('groups sizes as each language does', async () => {
    expect(formatSqft(1250)).toBe('1,250 sq.ft');
    await use('ru');
    expect(formatNumber(1250).replace(/\s/g, ' ')).toBe('1 250');
    expect(formatSqft(1250).replace(/\s/g, ' ')).toBe('1 250 кв. футов');
  });

  it('counts properties with the Russian plural forms', async () => {
    await use('ru');
    const count = (total: number) => translate('listing.count', { total });
    expect([1, 2, 5, 21, 22, 25, 11].map(count)).toEqual([
      '1 объект',
      '2 объекта',
      '5 объектов',
      '21 объект',
      '22 объекта',
      '25 объектов',
      '11 объектов',
    ]);
    expect(translate('listing.showing', { shown: 3, total: 21 })).toBe('Показано 3 из 21 объекта');
    expect(translate('listing.showing', { shown: 3, total: 5 })).toBe('Показано 3 из 5 объектов');
  });

  it('keeps the English texts word for word', () => {
    expect(translate('listing.count', { total: 1 })).toBe('1 property');
    expect(translate('listing.showing', { shown: 2, total: 12 })).toBe('Showing 2 of 12 properties');
    expect(translate('header.register')).toBe('Register Now!');
  });

  it('says how long ago in the language shown', async () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    const threeDays = new Date(now - 3 * 86_400_000).toISOString();
    expect(timeAgo(threeDays, now)).toBe('3 days ago');
    await use('ru');
    expect(timeAgo(threeDays, now)).toBe('3 дня назад');
    await use('ar');
    expect(timeAgo(threeDays, now)).toBe('قبل 3 أيام');
  });
});
