import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, wholeListApi } from '@/testing/mock-api';
import { properties } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { UrlProbe, urlQuery } from '@/testing/url-probe';

import { PropertyListing } from './property-listing';

// On a phone the filters fold behind one Filters button (the bar's own controls are hidden there by CSS,
// which jsdom does not apply: these tests use the button and the sheet as a phone's visitor does).
async function render(route: string) {
  mockApi({ ...wholeListApi(properties) });
  const view = renderWithApp(
    <>
      <PropertyListing />
      <UrlProbe />
    </>,
    { route },
  );
  // The count says the list is in: "5 properties", "Showing 1 of 5 properties", "Showing 0 of …".
  await screen.findByText(/propert(y|ies)$/);
  return view;
}

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
const cardCount = () =>
  within(screen.getByRole('list', { name: 'Property listings' })).getAllByRole('article').length;

describe('The Filters button and sheet (phones)', () => {
  it('counts the filters a visitor set, not the search text in view', async () => {
    await render('/?q=marina&location=Dubai+Marina&price=1000000-2000000&handover=off-plan&sold=1');
    expect(filtersButton()).toHaveAccessibleName('Filters, 4 active');
    expect(filtersButton()).toHaveTextContent(/^Filters 4$/);
  });

  it('says only "Filters" when none is set', async () => {
    await render('/?q=marina&sort=price');
    expect(filtersButton()).toHaveAccessibleName('Filters');
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a dialog with the sort and the filters, whose choices go to the URL as the bar writes them', async () => {
    const { user } = await render('/?q=tower');
    await user.click(filtersButton());
    const sheet = await screen.findByRole('dialog', { name: 'Filters and sort' });
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    // Each control once on the page: the bar leaves out what the sheet holds.
    expect(screen.getAllByRole('combobox', { name: 'Location' })).toHaveLength(1);
    expect(screen.getAllByRole('combobox', { name: 'Sort by' })).toHaveLength(1);
    expect(within(sheet).getByRole('combobox', { name: 'Sort by' })).toHaveFocus();

    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Handover' }), 'Ready');
    await waitFor(() => expect(urlQuery()).toBe('?q=tower&handover=ready'));
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Below market' }), '10% or more');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Discount' }), '20%+ off');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Rent yield' }), '6% or more');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Sort by' }), 'Lowest price');
    await user.type(within(sheet).getByRole('textbox', { name: 'Min price' }), '500K{Enter}');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Show sold deals' }));
    await waitFor(() =>
      expect(urlQuery()).toBe(
        '?q=tower&price=500000-&handover=ready&sort=price&below_market=10&min_yield=6&min_discount=20&sold=1',
      ),
    );
    expect(filtersButton()).toHaveAccessibleName('Filters, 6 active');
  });

  it('closes on "Show N deals" with the number the list shows, on Escape, and gives the focus back', async () => {
    const { user } = await render('/?type=Studio');
    expect(cardCount()).toBe(1);
    await user.click(filtersButton());
    const sheet = await screen.findByRole('dialog', { name: 'Filters and sort' });
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 deal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();

    await user.click(filtersButton());
    const again = await screen.findByRole('dialog', { name: 'Filters and sort' });
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Property type' }), '');
    expect(within(again).getByRole('button', { name: 'Show 5 deals' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();
    expect(urlQuery()).toBe('');
    // The bar's controls are back.
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveValue('');
  });

  it('keeps the focus inside while open', async () => {
    const { user } = await render('/');
    await user.click(filtersButton());
    const sheet = await screen.findByRole('dialog', { name: 'Filters and sort' });
    for (let i = 0; i < 20; i++) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('resets its filters and keeps the search text and the sort', async () => {
    const { user } = await render(
      '/?q=tower&location=Dubai+Marina&type=2BR&price=1000000-&below_market=5&sort=price',
    );
    await user.click(filtersButton());
    const sheet = await screen.findByRole('dialog', { name: 'Filters and sort' });
    await user.click(within(sheet).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(urlQuery()).toBe('?q=tower&sort=price'));
    expect(within(sheet).getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(within(sheet).getByRole('textbox', { name: 'Min price' })).toHaveValue('');
    expect(within(sheet).getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(filtersButton()).toHaveAccessibleName('Filters');
  });
});
