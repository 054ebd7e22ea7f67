import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage, translate } from '@/i18n/i18n';
import { renderWithApp } from '@/testing/render';

import { SortSelect } from './listing-sort';

const renderSort = () =>
  renderWithApp(<SortSelect sort="featured" onSort={() => undefined} labelClassName="" className="" />);

describe('The sort in Russian and Arabic', () => {
  afterEach(() => i18n.activate('en'));

  it('in Russian, says featured deals first, not favourites (the header\u2019s «Избранное»)', async () => {
    await loadLanguage('ru');
    i18n.activate('ru');
    renderSort();
    const select = screen.getByRole('combobox', { name: 'Сортировка' });
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Сначала рекомендуемые');
    expect(translate('header.favourites')).toBe('Избранное');
    expect(select).not.toHaveTextContent(/избран/i);
  });

  it('in Arabic, says featured (المميزة) first, a word apart from favourites (المفضلة)', async () => {
    await loadLanguage('ar');
    i18n.activate('ar');
    renderSort();
    const select = screen.getByRole('combobox', { name: 'ترتيب حسب' });
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('المميزة أولاً');
    expect(translate('header.favourites')).toBe('المفضلة');
    expect(select).not.toHaveTextContent(/مفضل/);
  });
});
