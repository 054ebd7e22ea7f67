import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  forgetRegistrationPassword,
  keepRegistrationPassword,
  registrationPasswordFor,
} from '@/features/auth/registration-password';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { renderWithApp } from '@/testing/render';
import { mockApi } from '@/testing/mock-api';
import { pressHeartBeforeLogin } from '@/testing/pending-favorite';

import VerifyEmailRoute from './verify-email';

const VERIFY = 'POST /api/auth/verify-email';
const RESEND = 'POST /api/auth/resend-code';
const email = 'aisha.rahman@example.com';
/** The password typed at Create Account a moment ago, in this tab. */
const PASSWORD = 'Dubai@2026';
const session = {
  token: 'visitor-jwt',
  user: { id: 'u-1', name: 'Aisha Rahman', email, phone: '+971 50 123 4567' },
};

function renderVerify(state: unknown = { email }, userOptions?: Parameters<typeof renderWithApp>[1]) {
  return renderWithApp(<VerifyEmailRoute />, {
    route: { pathname: '/verify-email', state },
    path: '/verify-email',
    ...userOptions,
  });
}

beforeEach(() => keepRegistrationPassword(email, PASSWORD));
afterEach(() => {
  vi.useRealTimers();
  forgetRegistrationPassword();
});

describe('Verify e-mail page', () => {
  it('shows the e-mail from the navigation state and a 6-digit code input', () => {
    renderVerify();
    expect(document.title).toBe('Verify Email | Dubai Distress Deals');
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Verification code');
    expect(code).toBeRequired();
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('pattern', '[0-9]{6}');
    expect(screen.getByText('The code expires in 10 minutes.')).toBeInTheDocument();
  });

  it('keeps the digits of a pasted code, verifies it, stores the login and goes home', async () => {
    const calls = mockApi({ [VERIFY]: { body: session } });
    const { user } = renderVerify();
    await user.click(screen.getByLabelText('Verification code'));
    await user.paste('123 456');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.find((c) => c.path === '/api/auth/verify-email')?.body).toEqual({
      email,
      code: '123456',
      password: PASSWORD,
    });
    expect(localStorage.getItem('token')).toBe('visitor-jwt');
    expect(registrationPasswordFor(email)).toBeUndefined();
    expect(screen.queryByLabelText('The password you chose')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(session.user);
  });

  it('saves the deal whose heart was pressed before registering, once verified', async () => {
    await pressHeartBeforeLogin('p-marina-vista');
    const calls = mockApi({
      [VERIFY]: { body: session },
      'PUT /api/me/favorites/p-marina-vista': { status: 204 },
    });
    const { user } = renderVerify();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        VERIFY,
        'PUT /api/me/favorites/p-marina-vista',
      ]),
    );
    expect(calls[1]!.headers.Authorization).toBe('Bearer visitor-jwt');
    window.sessionStorage.clear();
  });

  it('ignores letters and spaces typed into the code', async () => {
    mockApi({});
    const { user } = renderVerify();
    await user.type(screen.getByLabelText('Verification code'), '12 ab3-4567');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
  });

  it('shows the server reason when the code is wrong, and stays', async () => {
    mockApi({
      [VERIFY]: {
        status: 400,
        body: { detail: 'Invalid or expired verification code. Please request a new one.' },
      },
    });
    const { user } = renderVerify();
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(
      await screen.findByText('Invalid or expired verification code. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-email');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows 'Verification failed' when the server gives no reason", async () => {
    mockApi({ [VERIFY]: { status: 502 } });
    const { user } = renderVerify();
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
  });

  it('asks for an incomplete code before sending', async () => {
    const calls = mockApi({});
    const { user } = renderVerify();
    const code = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify Email' });
    expectNoBrowserValidation(verify.closest('form'));
    const message = 'Verification code must be the 6-digit code from the e-mail';
    await user.click(verify);
    await waitFor(() => expectInlineError(code, message));
    expect(code).toHaveFocus();

    await user.type(code, '123');
    await user.click(verify);
    expectInlineError(code, message);
    expect(calls).toHaveLength(0);
  });

  it('without an e-mail in the state, links to Register and asks for the e-mail and the password chosen', async () => {
    const calls = mockApi({ [VERIFY]: { body: session } });
    const { user } = renderVerify(null);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await user.type(screen.getByLabelText('E-mail'), 'Aisha.Rahman@Example.com');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('The password you chose'), 'Other#2026');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/verify-email')?.body).toEqual({
      email,
      code: '123456',
      password: 'Other#2026',
    });
  });

  it('after a reload (nothing kept in memory), asks for the password chosen before sending the code', async () => {
    forgetRegistrationPassword();
    const calls = mockApi({ [VERIFY]: { body: session } });
    const { user } = renderVerify();
    const password = screen.getByLabelText('The password you chose');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription(
      'The one you typed when you registered: the account will open with it.',
    );
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expectInlineError(password, 'The password you chose is required'));
    expect(calls).toHaveLength(0);

    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/verify-email')?.body).toEqual({
      email,
      code: '123456',
      password: PASSWORD,
    });
  });

  it('resends the code, then waits 60 seconds before it can be asked again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = 'If an unverified account exists for this email, a new code has been sent.';
    const calls = mockApi({ [RESEND]: { body: { message } } });
    const { user } = renderVerify(undefined, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/resend-code')?.body).toEqual({ email });
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code in 59s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('shows the server reason when resending fails, and does not wait', async () => {
    mockApi({
      [RESEND]: { status: 429, body: { detail: 'Too many attempts. Please try again in 42 seconds.' } },
    });
    const { user } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Too many attempts. Please try again in 42 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('asks for the e-mail before resending when none is known', async () => {
    const calls = mockApi({});
    const { user } = renderVerify(null);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('ends on the listing given as ?next= once verified', async () => {
    mockApi({ [VERIFY]: { body: session } });
    const { user } = renderWithApp(<VerifyEmailRoute />, {
      route: { pathname: '/verify-email', search: '?next=/property/p-marina-vista', state: { email } },
      path: '/verify-email',
    });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/property\/p-marina-vista$/),
    );
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)'])(
    'ignores next=%s and goes home once verified',
    async (next) => {
      mockApi({ [VERIFY]: { body: session } });
      const { user } = renderWithApp(<VerifyEmailRoute />, {
        route: { pathname: '/verify-email', search: `?next=${encodeURIComponent(next)}`, state: { email } },
        path: '/verify-email',
      });
      await user.type(screen.getByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify Email' }));
      expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    },
  );
});
