import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { properties } from '@/testing/fixtures';
import { mockApi, wholeListApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { PropertyListing } from './property-listing';

async function optionsIn(language: Language) {
  await loadLanguage(language);
  i18n.activate(language);
  mockApi({ ...wholeListApi(properties) });
  renderWithApp(<PropertyListing />);
  await screen.findByRole('heading', { name: 'Marina Vista Tower B' });
  return (key: 'listing.location' | 'listing.type' | 'listing.handover') =>
    within(screen.getByRole('combobox', { name: i18n._(key) }))
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
}

describe("the filters' options in the visitor's language", () => {
  it('name types, communities and the handover in Russian, filtering by the stored values', async () => {
    const options = await optionsIn('ru');
    expect(options('listing.type')).toEqual([
      ['', 'Все типы'],
      ['Studio', 'Студия'],
      ['1BR', '1 спальня'],
      ['2BR', '2 спальни'],
      ['3BR', '3 спальни'],
      ['5BR', '5 спален'],
    ]);
    // In Russian alphabetical order.
    expect(options('listing.location').slice(1)).toEqual([
      ['Downtown Dubai', 'Даунтаун Дубай'],
      ['Jumeirah Village Circle', 'Джумейра Вилладж Серкл'],
      ['Dubai Creek Harbour', 'Дубай Крик Харбор'],
      ['Dubai Marina', 'Дубай Марина'],
      ['Palm Jumeirah', 'Пальма Джумейра'],
    ]);
    expect(options('listing.handover').slice(1)).toEqual([
      ['ready', 'Готовые'],
      ['off-plan', 'Строящиеся'],
    ]);
  });

  it('name them in Arabic', async () => {
    const options = await optionsIn('ar');
    expect(
      options('listing.type')
        .slice(1)
        .map(([, label]) => label),
    ).toEqual(['استوديو', 'غرفة نوم واحدة', 'غرفتا نوم', '3 غرف نوم', '5 غرف نوم']);
    expect(options('listing.location').map(([, label]) => label)).toContain('نخلة جميرا');
  });
});
