import type { SavedSearch } from '@dd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

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
  frequency: 'instant',
  active: true,
  created_at: '2026-11-26T08:00:00.000Z',
  search_path: '/?location=Dubai+Marina&type=2BR&price=-2000000',
};

afterEach(() => localStorage.clear());

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

  it('sends a visitor without a login to log in first', () => {
    renderWithApp(<AlertsScreen />, { route: '/alerts', path: '/alerts' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?next=/alerts');
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
