import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import AcceptInvitationRoute from './accept-invitation';

const ACCEPT = 'POST /api/auth/accept-invitation';

function renderAccept(url = '/accept-invitation?token=invite-token-1') {
  return renderWithApp(<AcceptInvitationRoute />, { route: url, path: '/accept-invitation' });
}

describe('Accept invitation page', () => {
  it('without a token says the link is incomplete', () => {
    mockApi({});
    renderAccept('/accept-invitation');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
    expect(screen.getByRole('link', { name: 'Go to admin login' })).toHaveAttribute('href', '/admin/login');
  });

  it('checks the fields under each one, then joins, stores the session and opens the dashboard', async () => {
    const calls = mockApi({ [ACCEPT]: { body: { token: 'new-admin-jwt', username: 'sara' } } });
    const { user } = renderAccept();
    expectNoBrowserValidation(screen.getByRole('button', { name: 'Join the team' }).closest('form')!);
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expectInlineError(screen.getByLabelText('Username'), 'Username is required'));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.type(screen.getByLabelText('Username'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'Editor#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Editor#2026');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(localStorage.getItem('admin_token')).toBe('new-admin-jwt');
    expect(localStorage.getItem('admin_username')).toBe('sara');
    expect(calls.at(-1)?.body).toEqual({
      token: 'invite-token-1',
      username: 'sara',
      password: 'Editor#2026',
    });
  });

  it("puts a taken username's message under the field and says when the link is no good", async () => {
    mockApi({
      [ACCEPT]: (init) =>
        JSON.parse(String(init?.body)).username === 'admin'
          ? { status: 409, body: { detail: 'This username is taken. Choose another one.' } }
          : { status: 400, body: { detail: 'This invitation link is invalid, used or expired.' } },
    });
    const { user } = renderAccept();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Editor#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Editor#2026');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() =>
      expectInlineError(screen.getByLabelText('Username'), 'This username is taken. Choose another one.'),
    );
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'sara');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('This invitation link is invalid, used or expired.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/accept-invitation');
  });
});
