import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '@/testing/render';
import { mockApi } from '@/testing/mock-api';

import ForgotPasswordRoute from './forgot-password';

const FORGOT = 'POST /api/auth/forgot-password';
const ANSWER = 'If the username exists, a password reset email will be sent.';

function renderForgot() {
  return renderWithApp(<ForgotPasswordRoute />, { route: '/forgot-password', path: '/forgot-password' });
}

async function requestReset(view: ReturnType<typeof renderForgot>) {
  await view.user.type(screen.getByLabelText('Username'), 'admin');
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

function expectSuccessPanel() {
  expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  expect(screen.getByText(ANSWER)).toBeInTheDocument();
  expect(screen.getByText('The link expires in 10 minutes.')).toBeInTheDocument();
  expect(screen.getByText(/check your spam folder/i)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login');
  expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
}

describe('Forgot password page', () => {
  it('asks for the username and links back to the admin login', () => {
    renderForgot();
    expect(document.title).toBe('Forgot Password | Dubai Distress Deals');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login');
  });

  it('sends the username and shows the success panel', async () => {
    const calls = mockApi({ [FORGOT]: { body: { message: ANSWER } } });
    await requestReset(renderForgot());
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expectSuccessPanel();
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({ username: 'admin' });
  });

  it('shows the same success panel when the call fails', async () => {
    mockApi({ [FORGOT]: { status: 500, body: { detail: 'Something went wrong on our side.' } } });
    await requestReset(renderForgot());
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expectSuccessPanel();
    expect(screen.queryByText('Something went wrong on our side.')).not.toBeInTheDocument();
  });

  it('does not send a blank username', async () => {
    const calls = mockApi({});
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
