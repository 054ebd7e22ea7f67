import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { locationState, renderWithApp } from '@/testing/render';
import { mockApi } from '@/testing/mock-api';

import LoginRoute from './login';

const USER_LOGIN = 'POST /api/auth/user-login';
const ADMIN_LOGIN = 'POST /api/auth/login';
const session = {
  token: 'visitor-jwt',
  user: { id: 'u-1', name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+971 50 123 4567' },
};

function renderLogin() {
  return renderWithApp(<LoginRoute />, { route: '/login', path: '/login' });
}

async function logIn(view: ReturnType<typeof renderLogin>, identifier: string, password = 'Marina#2026') {
  await view.user.type(screen.getByLabelText('Username or E-mail'), identifier);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  it('has one identifier field, a password field, a forgot-password link and Register Now', () => {
    renderLogin();
    expect(document.title).toBe('Login | Dubai Distress Deals');
    expect(screen.getByLabelText('Username or E-mail')).toBeRequired();
    expect(screen.getByLabelText('Username or E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('opens /forgot-password from the link, saying it came from /login', async () => {
    const calls = mockApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(locationState(screen.getByTestId('location-state'))).toEqual({ from: '/login' });
    expect(calls).toHaveLength(0);
  });

  it('logs a visitor in by e-mail, stores the login and goes home', async () => {
    const calls = mockApi({ [USER_LOGIN]: { body: session } });
    await logIn(renderLogin(), 'aisha@example.com');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([USER_LOGIN]);
    expect(calls[0]?.body).toEqual({ email: 'aisha@example.com', password: 'Marina#2026' });
    expect(localStorage.getItem('token')).toBe('visitor-jwt');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(session.user);
  });

  it('logs an admin in by username, stores the admin login and goes to the dashboard', async () => {
    const calls = mockApi({ [ADMIN_LOGIN]: { body: { token: 'admin-jwt', username: 'admin' } } });
    await logIn(renderLogin(), 'admin', 'Admin#2026');

    expect(await screen.findByText('Admin login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([ADMIN_LOGIN]);
    expect(calls[0]?.body).toEqual({ username: 'admin', password: 'Admin#2026' });
    expect(localStorage.getItem('admin_token')).toBe('admin-jwt');
    expect(localStorage.getItem('admin_username')).toBe('admin');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks an unverified visitor to verify and offers the way there with the e-mail', async () => {
    mockApi({ [USER_LOGIN]: { status: 403, body: { detail: 'Please verify your email first' } } });
    const view = renderLogin();
    await logIn(view, 'aisha@example.com');

    expect(await screen.findByText('Please verify your email first')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await view.user.click(screen.getByRole('link', { name: 'Verify my e-mail' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email'));
    expect(locationState(screen.getByTestId('location-state'))).toEqual({ email: 'aisha@example.com' });
  });

  it('says to verify first on a 403 whatever the server wrote', async () => {
    mockApi({ [USER_LOGIN]: { status: 403 } });
    await logIn(renderLogin(), 'aisha@example.com');
    expect(await screen.findByText('Please verify your email first')).toBeInTheDocument();
  });

  it('shows the server reason for wrong credentials', async () => {
    mockApi({ [ADMIN_LOGIN]: { status: 401, body: { detail: 'Invalid credentials' } } });
    await logIn(renderLogin(), 'admin', 'wrong');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('link', { name: 'Verify my e-mail' })).not.toBeInTheDocument();
  });

  it("shows 'Invalid credentials' when the server gives no reason", async () => {
    mockApi({ [USER_LOGIN]: { status: 500 } });
    await logIn(renderLogin(), 'aisha@example.com');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it('shows the pending state while logging in', async () => {
    mockApi({ [USER_LOGIN]: () => new Promise(() => undefined) });
    await logIn(renderLogin(), 'aisha@example.com');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });
});
