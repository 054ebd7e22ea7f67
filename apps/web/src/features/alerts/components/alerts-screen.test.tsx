import type { SavedSearch } from '@dd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage, translate } from '@/i18n/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { AlertsScreen } from './alerts-screen';
import { UnsubscribeScreen } from './unsubscribe-screen';

const marina: SavedSearch = {
  id: 'a1',
  name: 'Marina 2BR',
  q: null,
  location: 'Dubai Marina',
  property_type: '2BR',
  min_price: null,
  max_price: 2_000_000,
  min_discount: null,
  min_below_market: null,
  min_yield: null,
  frequency: 'instant',
  active: true,
  created_at: '2026-11-26T08:00:00.000Z',
  search_path: '/?location=Dubai+Marina&type=2BR&price=-2000000',
};

afterEach(() => {
  localStorage.clear();
  i18n.activate('en');
});

const noTelegram = {
  body: { available: false, bot_username: null, linked: false, chat_name: null, linked_at: null },
};

describe('AlertsScreen', () => {
  it('lists the alerts with their search, and changes, renames and deletes one', async () => {
    localStorage.setItem('token', 'visitor-token');
    let current = [marina];
    const calls = mockApi({
      'GET /api/me/saved-searches': () => ({ body: current }),
      'GET /api/me/telegram': {
        body: { available: false, bot_username: null, linked: false, chat_name: null, linked_at: null },
      },
      'PATCH /api/me/saved-searches/a1': (init) => {
        current = [{ ...current[0]!, ...(JSON.parse(String(init?.body)) as Partial<SavedSearch>) }];
        return { body: current[0] };
      },
      'DELETE /api/me/saved-searches/a1': () => {
        current = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<AlertsScreen />, { route: '/alerts', path: '/alerts' });
    const row = (await screen.findByRole('heading', { name: 'Marina 2BR' })).closest('li')!;
    expect(within(row).getByText(/2BR in Dubai Marina, under AED 2M/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'See deals' })).toHaveAttribute('href', marina.search_path);
    expect(within(row).getByText('On')).toBeInTheDocument();

    await user.click(within(row).getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(within(row).getByRole('radio', { name: 'Daily' })).toBeChecked());
    await user.click(within(row).getByRole('button', { name: 'Turn off' }));
    expect(await within(row).findByText('Off')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Rename' }));
    const name = within(row).getByLabelText('Alert name');
    await user.clear(name);
    await user.type(name, 'Sea view 2BR');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Sea view 2BR' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { frequency: 'daily' },
      { active: false },
      { name: 'Sea view 2BR' },
    ]);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
  });

  it('scrolls to the alert the address names and marks it', async () => {
    localStorage.setItem('token', 'visitor-token');
    const other = { ...marina, id: 'a2', name: 'JVC studios', location: 'JVC', property_type: 'Studio' };
    mockApi({ 'GET /api/me/saved-searches': { body: [marina, other] }, 'GET /api/me/telegram': noTelegram });
    renderWithApp(<AlertsScreen />, { route: '/alerts#alert-a2', path: '/alerts' });
    const row = (await screen.findByRole('heading', { name: 'JVC studios' })).closest('li')!;
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveAttribute('aria-current', 'true');
    const first = screen.getByRole('heading', { name: 'Marina 2BR' }).closest('li')!;
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('sends a visitor without a login to log in first', () => {
    renderWithApp(<AlertsScreen />, { route: '/alerts', path: '/alerts' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?next=/alerts');
  });
});

describe.each([
  {
    language: 'en',
    named: 'Marina 2BR',
    search: '2BR in Dubai Marina, under AED 2M',
    saved: 'Saved 26 November 2026',
  },
  {
    language: 'ru',
    named: 'Марина, двушки',
    search: '2BR в Dubai Marina, до 2 млн AED',
    saved: 'Сохранено 26 ноября 2026 г.',
  },
  {
    language: 'ar',
    named: 'مارينا غرفتان',
    search: '2BR في Dubai Marina، حتى 2 مليون AED',
    saved: 'حُفظ في 26 نوفمبر 2026',
  },
] as const)("AlertsScreen's line under each alert, in $language", ({ language, named, search, saved }) => {
  const plain = (text: string | null) =>
    (text ?? '').replace(/\s+/gu, ' ').replace(/[\u200e\u200f\u061c]/gu, '');

  it('names an alert once: the search in words only when the name does not say it, and when it was saved', async () => {
    await loadLanguage(language);
    i18n.activate(language);
    localStorage.setItem('token', 'visitor-token');
    // One named by the visitor, one named by its filters in this language, one by the server (English).
    const fromFilters = { ...marina, id: 'a2', name: search };
    const fromServer = {
      ...marina,
      id: 'a3',
      name: '2BR in Dubai Marina, under AED 2M',
      location: 'dubai marina',
    };
    mockApi({
      'GET /api/me/saved-searches': { body: [{ ...marina, name: named }, fromFilters, fromServer] },
      'GET /api/me/telegram': noTelegram,
    });
    renderWithApp(<AlertsScreen />, { route: '/alerts', path: '/alerts' });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    const subtitle = (row: HTMLElement) => plain(row.querySelector('h2 + p')!.textContent);

    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent(named);
    expect(subtitle(rows[0]!)).toBe(plain(`${search} · ${saved} · ${translate('alerts.seeDeals')}`));
    for (const row of rows.slice(1)) {
      expect(subtitle(row)).not.toContain(search.split(/[,،]/u)[0]);
      expect(subtitle(row).startsWith(plain(saved))).toBe(true);
    }
  });
});

describe('UnsubscribeScreen', () => {
  it("turns the link's alert off on arrival and says so", async () => {
    const calls = mockApi({
      'POST /api/alerts/unsubscribe': { body: { name: 'Marina 2BR', active: false } },
    });
    renderWithApp(<UnsubscribeScreen />, { route: '/unsubscribe?token=a1.abc', path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText(/The alert "Marina 2BR" is off/)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ token: 'a1.abc' }]);
  });

  it('says when the link is not valid', async () => {
    mockApi({
      'POST /api/alerts/unsubscribe': {
        status: 404,
        body: { detail: 'This unsubscribe link is not valid, or its alert was deleted.' },
      },
    });
    renderWithApp(<UnsubscribeScreen />, { route: '/unsubscribe?token=bad', path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { name: 'Invalid unsubscribe link' })).toBeInTheDocument();
    expect(screen.getByText(/not valid, or its alert was deleted/)).toBeInTheDocument();
  });
});
