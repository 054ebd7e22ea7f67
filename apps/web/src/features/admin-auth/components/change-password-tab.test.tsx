import { PASSWORD_SPECIALS } from '@dd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { ChangePasswordTab } from './change-password-tab';

const CHANGE = 'POST /api/admin/change-password';

function renderTab() {
  localStorage.setItem('admin_token', 'old-admin-jwt');
  localStorage.setItem('admin_username', 'admin');
  return renderWithApp(<ChangePasswordTab />);
}

/** The password checklist as read aloud: each rule with whether it is met. */
const rules = () =>
  within(screen.getByRole('list', { name: 'Password requirements:' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

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

describe('ChangePasswordTab', () => {
  it('shows the rules in one checklist that follows the typing', async () => {
    mockApi({});
    const { user } = renderTab();
    expect(rules()).toEqual([
      'Password must be at least 8 characters long (not met yet)',
      'Password must contain at least one uppercase letter (not met yet)',
      'Password must contain at least one number (not met yet)',
      `Password must contain at least one special character (${PASSWORD_SPECIALS}) (not met yet)`,
    ]);

    await user.type(screen.getByLabelText('New password'), 'abcdefgH1');
    expect(rules()).toEqual([
      'Password must be at least 8 characters long (met)',
      'Password must contain at least one uppercase letter (met)',
      'Password must contain at least one number (met)',
      `Password must contain at least one special character (${PASSWORD_SPECIALS}) (not met yet)`,
    ]);
    await user.type(screen.getByLabelText('New password'), '!');
    expect(rules().every((rule) => rule.endsWith('(met)'))).toBe(true);
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('shows every error under its field on an empty submit, and focuses the first', async () => {
    const calls = mockApi({});
    const { user } = renderTab();
    const submit = screen.getByRole('button', { name: 'Change Password' });
    expectNoBrowserValidation(submit.closest('form'));
    await user.click(submit);

    expectInlineError(await screen.findByLabelText('Current password'), 'Current password is required');
    expectInlineError(screen.getByLabelText('New password'), 'New password is required');
    expectInlineError(screen.getByLabelText('Confirm new password'), 'Confirm new password is required');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('marks the unmet rules in the checklist after a failed submit', async () => {
    const calls = mockApi({});
    const { user } = renderTab();
    await fill(user, 'Current#1', 'weakpass', 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    const next = screen.getByLabelText('New password');
    expectInlineError(await screen.findByLabelText('New password'), 'Password does not meet requirements');
    expect(next).toHaveAccessibleDescription(/^Password does not meet requirements Password requirements:/);
    expect(rules()).toEqual([
      'Password must be at least 8 characters long (met)',
      'Password must contain at least one uppercase letter (not met)',
      'Password must contain at least one number (not met)',
      `Password must contain at least one special character (${PASSWORD_SPECIALS}) (not met)`,
    ]);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(calls).toHaveLength(0);
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
