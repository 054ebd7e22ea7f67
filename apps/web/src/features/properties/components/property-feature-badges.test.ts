import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import { marinaVistaDetail } from '@/testing/fixtures';

import { featureBadges } from './property-feature-badges';

const labels = (overrides: Partial<typeof marinaVistaDetail> = {}) =>
  featureBadges({ ...marinaVistaDetail, ...overrides }).map((badge) => badge.label);

afterEach(() => i18n.activate('en'));

describe("a listing's feature badges", () => {
  it('are the spec’s words in English', () => {
    expect(
      labels({
        furnishing: 'Furnished',
        floor_level: 'High Floor',
        has_balcony: true,
        has_pool: true,
        parking_spaces: 2,
      }),
    ).toEqual(['Furnished', 'High Floor', 'Balcony', 'Private Pool', '2 Parking Spaces']);
    expect(labels({ floor_level: '12', parking_spaces: 1 })).toContain('Floor: 12');
    expect(labels({ parking_spaces: 1 })).toContain('1 Parking Space');
  });

  it('are in Russian with its plural forms; a furnishing typed otherwise stays as typed', async () => {
    await loadLanguage('ru');
    i18n.activate('ru');
    expect(
      labels({
        furnishing: 'Unfurnished',
        floor_level: 'low floor',
        has_balcony: true,
        has_pool: true,
        parking_spaces: 2,
      }),
    ).toEqual(['Без мебели', 'Низкий этаж', 'Балкон', 'Собственный бассейн', '2 парковочных места']);
    expect(labels({ furnishing: 'Designer kitchen', floor_level: '12', parking_spaces: 5 })).toEqual(
      expect.arrayContaining(['Designer kitchen', 'Этаж: 12', '5 парковочных мест']),
    );
  });
});
