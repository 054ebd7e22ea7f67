import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import {
  connectedStatus,
  degradedStatus,
  offStatus,
  onyxChannel,
  removedChannel,
  unauthorizedStatus,
} from '../testing/telegram-fixtures';
import { TelegramTab } from './telegram-tab';

const STATUS = 'GET /api/admin/telegram/status';
const CHANNELS = 'GET /api/admin/telegram/channels';
const BOT_PUT = 'PUT /api/admin/telegram/bot';
const TOKEN = '123456789:AAH3kZ_fakeTokenForTheBot-wxYz';
const SET_ONYX = `PUT /api/admin/telegram/channels/${onyxChannel.chat_id}`;

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

describe('TelegramTab', () => {
  it('shows the bot as connected and each channel with its link, counts, last post and mode', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const calls = mockApi({
      [STATUS]: { body: connectedStatus },
      [CHANNELS]: { body: [onyxChannel, removedChannel] },
    });
    renderWithApp(<TelegramTab owner />);

    const status = await screen.findByRole('status', { name: 'Bot status' });
    expect(status).toHaveTextContent('Connected as @dubai_deals_bot');
    expect(status).toHaveTextContent('Posts arrive by long polling.');
    expect(calls.find((c) => c.path === '/api/admin/telegram/channels')?.headers.Authorization).toBe(
      'Bearer admin-jwt',
    );

    const onyx = await card('Onyx Deals Dubai');
    const link = onyx.getByRole('link', { name: '@onyx_deals' });
    expect(link).toHaveAttribute('href', 'https://t.me/onyx_deals');
    expect(link).toHaveAttribute('target', '_blank');
    expect(onyx.getByText('Posts seen').nextElementSibling).toHaveTextContent('42');
    expect(onyx.getByText('Listings made').nextElementSibling).toHaveTextContent('7');
    expect(onyx.getByText(/2026/)).toHaveAttribute('datetime', '2026-11-23T17:05:00.000Z');
    expect(onyx.getByRole('combobox', { name: 'Mode of Onyx Deals Dubai' })).toHaveValue('review');
    expect(onyx.queryByText(/removed/)).not.toBeInTheDocument();

    // A private channel has no link; the bot was removed from it.
    const removed = await card('Marina Private Offers');
    expect(removed.getByText('Private channel')).toBeInTheDocument();
    expect(removed.queryByRole('link')).not.toBeInTheDocument();
    expect(removed.getByText(/The bot was removed from this channel \(kicked\)/)).toBeInTheDocument();
    expect(removed.getByText('Last post').nextElementSibling).toHaveTextContent('None yet');
    expect(removed.getByRole('combobox', { name: 'Mode of Marina Private Offers' })).toHaveValue('publish');
  });

  it('changes a mode and confirms it', async () => {
    const calls = mockApi({
      [STATUS]: { body: connectedStatus },
      [CHANNELS]: { body: [onyxChannel] },
      [SET_ONYX]: { body: { ...onyxChannel, mode: 'publish' } },
    });
    const { user } = renderWithApp(<TelegramTab owner />);
    const onyx = await card('Onyx Deals Dubai');
    await user.selectOptions(onyx.getByRole('combobox', { name: 'Mode of Onyx Deals Dubai' }), 'Publish');

    expect(await screen.findByText('Channel mode updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/admin/telegram/channels/${onyxChannel.chat_id}`,
      body: { mode: 'publish' },
    });
    expect(onyx.getByRole('combobox', { name: 'Mode of Onyx Deals Dubai' })).toHaveValue('publish');
    expect(onyx.getByText('Complete ads are listed at once; the others become drafts.')).toBeInTheDocument();
  });

  it('says when a mode could not be changed, and keeps the one the channel has', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [STATUS]: { body: connectedStatus },
      [CHANNELS]: { body: [onyxChannel] },
      [SET_ONYX]: { status: 404, body: { detail: 'Channel not found' } },
    });
    const { user } = renderWithApp(<TelegramTab owner />);
    const select = (await card('Onyx Deals Dubai')).getByRole('combobox', {
      name: 'Mode of Onyx Deals Dubai',
    });
    await user.selectOptions(select, 'Off');

    expect(await screen.findByText('Failed to update the channel mode')).toBeInTheDocument();
    expect(screen.getByText('Channel not found')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('review'));
  });

  it('lets an owner connect the bot by pasting its token, with no word of the server environment', async () => {
    const connected = { ...connectedStatus, source: 'dashboard', connection: 'starting', checked_at: null };
    let status: object = offStatus;
    const calls = mockApi({
      [STATUS]: () => ({ body: status }),
      [CHANNELS]: { body: [] },
      [BOT_PUT]: () => {
        status = connected;
        return { body: connected };
      },
    });
    const { user } = renderWithApp(<TelegramTab owner />);
    const panel = await screen.findByRole('status', { name: 'Bot status' });
    expect(panel).toHaveTextContent('The bot is off');
    expect(panel).toHaveTextContent('Connect a bot with the token @BotFather gives (below).');
    expect(panel).toHaveTextContent('add the bot as an administrator of each channel');
    expect(screen.queryByText(/TELEGRAM_BOT_TOKEN|restart/)).not.toBeInTheDocument();
    expect(await screen.findByText('No channels yet')).toBeInTheDocument();

    const field = screen.getByLabelText('Token');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Connect bot' }));
    expect(await screen.findByText('Token is required')).toBeInTheDocument();
    await user.type(field, 'https://t.me/my_deals_bot');
    await user.click(screen.getByRole('button', { name: 'Connect bot' }));
    expect(await screen.findByText(/must be a bot token as @BotFather gives it/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect bot' }));
    expect(await screen.findByText('Bot connected')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/telegram/bot',
      body: { token: TOKEN },
    });
    const shown = await screen.findByRole('status', { name: 'Bot status' });
    expect(shown).toHaveTextContent('Connecting to Telegram...');
    // Starting: asked again within a second or two, and shown connected.
    status = { ...connectedStatus, source: 'dashboard' };
    await waitFor(() => expect(shown).toHaveTextContent('Connected as @dubai_deals_bot'), { timeout: 3000 });
    expect(screen.getByText('123456789:••••••••wxYz')).toBeInTheDocument();
    expect(screen.getByLabelText('New token')).toHaveValue('');
  });

  it('shows a token Telegram refused under the field, and says when Telegram could not be reached', async () => {
    let answer = {
      status: 400,
      body: { detail: 'Telegram does not know this token. Copy it again from @BotFather.' },
    };
    mockApi({ [STATUS]: { body: offStatus }, [CHANNELS]: { body: [] }, [BOT_PUT]: () => answer });
    const { user } = renderWithApp(<TelegramTab owner />);
    await user.type(await screen.findByLabelText('Token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect bot' }));
    expect(await screen.findByText(/^Telegram does not know this token/)).toBeInTheDocument();
    expect(screen.getByLabelText('Token')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 502, body: { detail: 'Telegram could not be reached to check the token.' } };
    await user.click(screen.getByRole('button', { name: 'Connect bot' }));
    expect(await screen.findByText('Telegram could not be reached to check the token.')).toBeInTheDocument();
  });

  it('lets an owner remove a bot saved here, after asking', async () => {
    const saved = { ...connectedStatus, source: 'dashboard' };
    const calls = mockApi({
      [STATUS]: { body: saved },
      [CHANNELS]: { body: [] },
      'DELETE /api/admin/telegram/bot': { body: offStatus },
    });
    const { user } = renderWithApp(<TelegramTab owner />);
    await user.click(await screen.findByRole('button', { name: 'Remove bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the bot?' });
    expect(dialog).toHaveTextContent('@dubai_deals_bot stops reading your channels at once');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove bot' }));
    expect(await screen.findByText('Bot removed')).toBeInTheDocument();
    expect(await screen.findByText('The bot is off')).toBeInTheDocument();
    expect(screen.getByLabelText('Token')).toBeInTheDocument();
  });

  it("says the environment's token wins, with no field to replace it", async () => {
    mockApi({ [STATUS]: { body: connectedStatus }, [CHANNELS]: { body: [] } });
    renderWithApp(<TelegramTab owner />);
    expect(
      await screen.findByText(/set by TELEGRAM_BOT_TOKEN in the server's environment, which wins/),
    ).toBeInTheDocument();
    expect(screen.getByText('123456789:••••••••wxYz')).toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove bot' })).not.toBeInTheDocument();
  });

  it('shows an editor the bot and its masked token, but nothing to change them with', async () => {
    mockApi({ [STATUS]: { body: { ...connectedStatus, source: 'dashboard' } }, [CHANNELS]: { body: [] } });
    renderWithApp(<TelegramTab owner={false} />);
    expect(await screen.findByText('Only an owner can connect or remove the bot.')).toBeInTheDocument();
    expect(screen.getByText('123456789:••••••••wxYz')).toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove bot' })).not.toBeInTheDocument();
  });

  it('tells how to add a channel when the bot follows none yet', async () => {
    mockApi({ [STATUS]: { body: connectedStatus }, [CHANNELS]: { body: [] } });
    renderWithApp(<TelegramTab owner />);
    expect(
      await screen.findByText(/^Add @dubai_deals_bot as an administrator of your channel/),
    ).toBeInTheDocument();
  });

  it('names a refused token and an unreachable API, with what waits', async () => {
    mockApi({ [STATUS]: { body: unauthorizedStatus }, [CHANNELS]: { body: [onyxChannel] } });
    const first = renderWithApp(<TelegramTab owner />);
    const refused = await screen.findByRole('status', { name: 'Bot status' });
    expect(refused).toHaveTextContent('Bad bot token');
    expect(refused).toHaveTextContent('Telegram refused the bot token: check it with @BotFather');
    expect(refused).toHaveTextContent('Set a valid TELEGRAM_BOT_TOKEN and restart the server.');
    first.unmount();

    mockApi({ [STATUS]: { body: degradedStatus }, [CHANNELS]: { body: [onyxChannel] } });
    renderWithApp(<TelegramTab owner />);
    const degraded = await screen.findByRole('status', { name: 'Bot status' });
    expect(degraded).toHaveTextContent('Not connected to Telegram');
    expect(degraded).toHaveTextContent('The Telegram Bot API cannot be reached (retrying)');
    expect(degraded).toHaveTextContent('3 updates waiting · 1 update could not be read');
  });

  it('offers to try again when the status cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      [STATUS]: () =>
        fail ? { status: 500, body: { detail: 'Internal Server Error' } } : { body: connectedStatus },
      [CHANNELS]: { body: [] },
    });
    const { user } = renderWithApp(<TelegramTab owner />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the bot's status");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', { name: 'Bot status' })).toHaveTextContent('Connected');
  });
});
