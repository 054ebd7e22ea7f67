import { PASSWORD_SPECIALS } from '@dd/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { renderWithApp } from '@/testing/render';
import { mockApi } from '@/testing/mock-api';

import ResetPasswordRoute from './reset-password';

const RESET = 'POST /api/auth/reset-password';

function renderReset(url = '/reset-password?token=reset-token-123', options = {}) {
  return renderWithApp(<ResetPasswordRoute />, { route: url, path: '/reset-password', ...options });
}

async function choose(view: ReturnType<typeof renderReset>, password: string, confirm = password) {
  await view.user.type(screen.getByLabelText('New password'), password);
  await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Reset password page', () => {
  it.each(['/reset-password', '/reset-password?token='])(
    'without a token (%s) says the link is invalid and links back to /login',
    (url) => {
      const calls = mockApi({});
      renderReset(url);
      expect(document.title).toBe('Reset Password | Dubai Distress Deals');
      expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );

  it('with a token shows the new and confirm fields and the requirements', () => {
    renderReset();
    expect(screen.getByText('Choose a new password for your account.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toBeRequired();
    expect(screen.getByText('Password requirements:')).toBeInTheDocument();
  });

  it("sets an admin's password, confirms it and goes to the admin login after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({ [RESET]: { body: { message: 'Password reset successful!', account: 'admin' } } });
    const view = renderReset(undefined, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await choose(view, 'Harbour#2027');

    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'reset-token-123',
      new_password: 'Harbour#2027',
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
  });

  it("sets a visitor's password and goes to /login after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [RESET]: { body: { message: 'Password reset successful!', account: 'visitor' } } });
    const view = renderReset(undefined, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await choose(view, 'Harbour#2027');

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login Now' })).toHaveAttribute('href', '/login');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it.each([
    ['visitor', '/login'],
    ['admin', '/admin/login'],
  ])("goes to the %s's login at once with the button", async (account, loginPath) => {
    mockApi({ [RESET]: { body: { message: 'Password reset successful!', account } } });
    const view = renderReset();
    await choose(view, 'Harbour#2027');
    await view.user.click(await screen.findByRole('link', { name: 'Go to Login Now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(loginPath));
  });

  it('takes an answer that names no account (an older server) for an admin', async () => {
    mockApi({ [RESET]: { body: { message: 'Password reset successful!' } } });
    await choose(renderReset(), 'Harbour#2027');
    expect(await screen.findByRole('link', { name: 'Go to Login Now' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('says the passwords do not match and sends nothing', async () => {
    const calls = mockApi({});
    await choose(renderReset(), 'Harbour#2027', 'Harbour#2028');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('marks the unmet rules in the one checklist and sends nothing', async () => {
    const calls = mockApi({});
    const view = renderReset();
    expectNoBrowserValidation(screen.getByRole('button', { name: 'Reset Password' }).closest('form'));
    await choose(view, 'short');
    expectInlineError(await screen.findByLabelText('New password'), 'Password does not meet requirements');
    const checklist = screen.getByRole('list', { name: 'Password requirements:' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Password must be at least 8 characters long (not met)',
      'Password must contain at least one uppercase letter (not met)',
      'Password must contain at least one number (not met)',
      `Password must contain at least one special character (${PASSWORD_SPECIALS}) (not met)`,
    ]);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('says under each field that it is required on an empty submit', async () => {
    const calls = mockApi({});
    const { user } = renderReset();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expectInlineError(await screen.findByLabelText('New password'), 'New password is required');
    expectInlineError(screen.getByLabelText('Confirm new password'), 'Confirm new password is required');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('shows the server reason when the link is no longer valid', async () => {
    const detail = 'This reset link is invalid or has expired. Please request a new one.';
    mockApi({ [RESET]: { status: 400, body: { detail } } });
    await choose(renderReset(), 'Harbour#2027');
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Harbour#2027');
  });

  it('shows the fallback message when the server gives no reason', async () => {
    mockApi({ [RESET]: { status: 502 } });
    await choose(renderReset(), 'Harbour#2027');
    expect(
      await screen.findByText('Failed to reset password. The link may have expired.'),
    ).toBeInTheDocument();
  });
});
