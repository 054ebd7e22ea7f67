import type { TelegramAlertsStatus } from '@dd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { AlertsScreen } from './alerts-screen';

const notLinked: TelegramAlertsStatus = {
  available: true,
  bot_username: 'dubai_deals_bot',
  linked: false,
  chat_name: null,
  linked_at: null,
};
const LINK = 'https://t.me/dubai_deals_bot?start=AbCdEfGhIjKlMnOpQrStUvWxYz012345';

afterEach(() => localStorage.clear());

describe('Get alerts on Telegram (the alerts page)', () => {
  it('gives a one-time t.me link to open in a new tab, shows the chat once linked, and stops it', async () => {
    localStorage.setItem('token', 'visitor-token');
    let state = notLinked;
    const calls = mockApi({
      'GET /api/me/saved-searches': { body: [] },
      'GET /api/me/telegram': () => ({ body: state }),
      'POST /api/me/telegram-link': () => ({
        status: 201,
        body: { url: LINK, expires_at: new Date(Date.now() + 15 * 60_000).toISOString() },
      }),
      'DELETE /api/me/telegram': () => {
        state = notLinked;
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<AlertsScreen />, { route: '/alerts', path: '/alerts' });
    const section = (await screen.findByRole('heading', { name: 'Get alerts on Telegram' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('button', { name: 'Get alerts on Telegram' }));
    const open = await within(section).findByRole('link', { name: 'Open Telegram' });
    expect(open).toHaveAttribute('href', LINK);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getByRole('status')).toHaveTextContent('The link works once, for 15 minutes');

    // The visitor pressed Start in Telegram: the page notices by itself.
    state = { ...notLinked, linked: true, chat_name: 'Aisha', linked_at: '2026-11-26T09:00:00.000Z' };
    expect(
      await within(section).findByText(/Your alerts also come to Telegram \(Aisha\)/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Open Telegram' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Stop Telegram alerts' }));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Get alerts on Telegram' })).toBeInTheDocument(),
    );
    expect(
      calls.filter((c) => c.path === '/api/me/telegram-link' || c.method === 'DELETE').map((c) => c.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('says why a link cannot be made', async () => {
    localStorage.setItem('token', 'visitor-token');
    mockApi({
      'GET /api/me/saved-searches': { body: [] },
      'GET /api/me/telegram': { body: { ...notLinked, bot_username: null } },
      'POST /api/me/telegram-link': {
        status: 409,
        body: { detail: 'The Telegram bot has not connected yet. Please try again in a minute.' },
      },
    });
    const { user } = renderWithApp(<AlertsScreen />, { route: '/alerts', path: '/alerts' });
    await user.click(await screen.findByRole('button', { name: 'Get alerts on Telegram' }));
    expect(
      await screen.findByText('The Telegram bot has not connected yet. Please try again in a minute.'),
    ).toBeInTheDocument();
  });

  it('is not shown when the site has no Telegram bot', async () => {
    localStorage.setItem('token', 'visitor-token');
    mockApi({
      'GET /api/me/saved-searches': { body: [] },
      'GET /api/me/telegram': { body: { ...notLinked, available: false, bot_username: null } },
    });
    renderWithApp(<AlertsScreen />, { route: '/alerts', path: '/alerts' });
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Get alerts on Telegram')).toBeNull());
  });
});
