import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { ChangePasswordTab } from './change-password-tab';

const CHANGE = 'POST /api/admin/change-password';

function renderTab() {
  localStorage.setItem('admin_token', 'old-admin-jwt');
  localStorage.setItem('admin_username', 'admin');
  return renderWithApp(<ChangePasswordTab />);
}

async function fill(
  user: ReturnType<typeof renderTab>['user'],
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

// Toasts live in a module-wide store: a test must not see the previous test's toasts.
afterEach(() => {
  toast.dismiss();
});

describe('ChangePasswordTab', () => {
  it('shows the requirements and lists the unmet ones while typing', async () => {
    mockApi({});
    const { user } = renderTab();
    expect(screen.getByText('Password requirements:')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Unmet requirements:' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'abc');
    const unmet = screen.getByRole('list', { name: 'Unmet requirements:' });
    expect(
      within(unmet)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);

    await user.type(screen.getByLabelText('New password'), 'defgH1');
    expect(
      within(screen.getByRole('list', { name: 'Unmet requirements:' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await user.type(screen.getByLabelText('New password'), '!');
    expect(screen.queryByRole('list', { name: 'Unmet requirements:' })).not.toBeInTheDocument();
  });

  it('refuses a mismatch and a weak password without calling the API', async () => {
    const calls = mockApi({});
    const { user } = renderTab();
    await fill(user, 'Current#1', 'weak', 'weak2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Password does not meet requirements')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('says the current password is incorrect on 401 and keeps the admin logged in', async () => {
    mockApi({ [CHANGE]: { status: 401, body: { detail: 'Current password is incorrect' } } });
    const { user } = renderTab();
    await fill(user, 'Wrong#pass1', 'Better#Pass2', 'Better#Pass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findAllByText('Current password is incorrect')).not.toHaveLength(0);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('admin_token')).toBe('old-admin-jwt');
    expect(localStorage.getItem('admin_username')).toBe('admin');
  });

  it('shows the server detail for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [CHANGE]: { status: 400, body: { detail: 'The new password must be different from the current one' } },
    });
    const { user } = renderTab();
    await fill(user, 'Same#Pass1', 'Same#Pass1', 'Same#Pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('The new password must be different from the current one'),
    ).toBeInTheDocument();
  });

  it('falls back to a generic message when the server says nothing useful', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderTab();
    await fill(user, 'Current#1', 'Better#Pass2', 'Better#Pass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });

  it('sends the passwords with the admin token, stores the fresh token and clears the form', async () => {
    const calls = mockApi({
      [CHANGE]: {
        body: { token: 'new-admin-jwt', username: 'admin', message: 'Password changed successfully!' },
      },
    });
    const { user } = renderTab();
    await fill(user, 'Current#1', 'Better#Pass2', 'Better#Pass2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/change-password',
      body: { current_password: 'Current#1', new_password: 'Better#Pass2' },
      headers: { Authorization: 'Bearer old-admin-jwt' },
    });
    expect(localStorage.getItem('admin_token')).toBe('new-admin-jwt');
    expect(localStorage.getItem('admin_username')).toBe('admin');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });
});
