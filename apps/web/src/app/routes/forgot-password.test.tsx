import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { renderWithApp } from '@/testing/render';
import { mockApi } from '@/testing/mock-api';

import ForgotPasswordRoute from './forgot-password';

const FORGOT = 'POST /api/auth/forgot-password';
const ANSWER = 'If the username exists, a password reset email will be sent.';
const EMAIL_ANSWER = 'If an account with this e-mail exists, a password reset email will be sent.';
const FIELD = 'Username or E-mail';

function renderForgot(from?: string, identifier?: unknown) {
  return renderWithApp(<ForgotPasswordRoute />, {
    route: from ? { pathname: '/forgot-password', state: { from, identifier } } : '/forgot-password',
    path: '/forgot-password',
  });
}

async function requestReset(view: ReturnType<typeof renderForgot>, identifier = 'admin') {
  await view.user.type(screen.getByLabelText(FIELD), identifier);
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

function expectSuccessPanel(loginPath: string, answer = ANSWER) {
  expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  expect(screen.getByText(answer)).toBeInTheDocument();
  expect(screen.getByText('The link expires in 10 minutes.')).toBeInTheDocument();
  expect(screen.getByText(/check your spam folder/i)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', loginPath);
  expect(screen.queryByLabelText(FIELD)).not.toBeInTheDocument();
}

describe('Forgot password page', () => {
  it('asks for a username or an e-mail and links back to the admin login', () => {
    renderForgot();
    expect(document.title).toBe('Forgot Password | Dubai Distress Deals');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(FIELD)).toBeRequired();
    expect(screen.getByLabelText(FIELD)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login');
  });

  it('links back to /login when opened from there', () => {
    renderForgot('/login');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("sends an admin's username and shows the success panel, back to the admin login", async () => {
    const calls = mockApi({ [FORGOT]: { body: { message: ANSWER } } });
    await requestReset(renderForgot('/login'));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expectSuccessPanel('/admin/login');
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({ username: 'admin' });
  });

  it("sends a visitor's e-mail in the username field and leads back to /login", async () => {
    const calls = mockApi({ [FORGOT]: { body: { message: ANSWER } } });
    await requestReset(renderForgot(), 'aisha@example.com');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expectSuccessPanel('/login', EMAIL_ANSWER);
    expect(screen.queryByText(/username/i)).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({
      username: 'aisha@example.com',
    });
  });

  it('starts with what was typed on /login, and sends it as it is', async () => {
    const calls = mockApi({ [FORGOT]: { body: { message: EMAIL_ANSWER } } });
    const { user } = renderForgot('/login', 'aisha@example.com');
    expect(screen.getByLabelText(FIELD)).toHaveValue('aisha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({
      username: 'aisha@example.com',
    });
  });

  it('starts empty without a typed value, or with one that is not text', () => {
    const view = renderForgot('/login', { evil: true });
    expect(screen.getByLabelText(FIELD)).toHaveValue('');
    view.unmount();
    renderForgot();
    expect(screen.getByLabelText(FIELD)).toHaveValue('');
  });

  it.each([
    ['ru', 'Если аккаунт с этим e-mail существует, мы отправим на него письмо для сброса пароля.'],
    ['ar', 'إذا كان هناك حساب بهذا البريد الإلكتروني، فسنرسل إليه رسالة لإعادة تعيين كلمة المرور.'],
  ] as const)(
    "tells a visitor of the e-mail, not a username, in the visitor's language (%s)",
    async (language, words) => {
      await loadLanguage(language);
      i18n.activate(language);
      mockApi({ [FORGOT]: { body: { message: EMAIL_ANSWER } } });
      const { user } = renderForgot('/login', 'aisha@example.com');
      await user.click(screen.getByRole('button', { name: i18n._('auth.sendResetLink') }));
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(screen.queryByText(i18n._('auth.forgotAnswer'))).not.toBeInTheDocument();
    },
  );

  it('shows the same success panel when the call fails', async () => {
    mockApi({ [FORGOT]: { status: 500, body: { detail: 'Something went wrong on our side.' } } });
    await requestReset(renderForgot());
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expectSuccessPanel('/admin/login');
    expect(screen.queryByText('Something went wrong on our side.')).not.toBeInTheDocument();
  });

  it('does not send a blank value: says so under the field', async () => {
    const calls = mockApi({});
    const { user } = renderForgot();
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expectNoBrowserValidation(send.closest('form'));
    await user.click(send);
    await waitFor(() => expectInlineError(screen.getByLabelText(FIELD), `${FIELD} is required`));
    expect(screen.getByLabelText(FIELD)).toHaveFocus();

    await user.type(screen.getByLabelText(FIELD), '   ');
    await user.click(send);
    expect(await screen.findByText(`${FIELD} is required`)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
