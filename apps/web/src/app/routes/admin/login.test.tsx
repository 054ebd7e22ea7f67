import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import AdminLoginRoute from './login';

const SETUP = 'GET /api/auth/admin-setup';
const activeSetup = { body: { default_credentials_active: true, username: 'admin', password: 'Admin@123' } };
const inactiveSetup = { body: { default_credentials_active: false, username: null, password: null } };

const renderLogin = () => renderWithApp(<AdminLoginRoute />, { route: '/admin/login', path: '/admin/login' });

describe('Admin login page', () => {
  it('has the title, required fields and a forgot-password link', async () => {
    mockApi({ [SETUP]: inactiveSetup });
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Login | Dubai Distress Deals');
    expect(screen.getByLabelText('Username or e-mail')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
  });

  it('shows both errors under their fields on an empty submit and focuses the first', async () => {
    const calls = mockApi({ [SETUP]: inactiveSetup });
    const { user } = renderLogin();
    const login = screen.getByRole('button', { name: 'Login' });
    expectNoBrowserValidation(login.closest('form'));
    await user.click(login);

    await waitFor(() =>
      expectInlineError(screen.getByLabelText('Username or e-mail'), 'Username or e-mail is required'),
    );
    expectInlineError(screen.getByLabelText('Password'), 'Password is required');
    expect(screen.getByLabelText('Username or e-mail')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the default credentials while the default password works, and fills them in', async () => {
    mockApi({ [SETUP]: activeSetup });
    const { user } = renderLogin();
    const box = await screen.findByRole('region', { name: 'Default admin credentials' });
    expect(within(box).getByText('admin')).toBeInTheDocument();
    expect(within(box).getByText('Admin@123')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Fill in these credentials' }));
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('Admin@123');
  });

  it('hides the default credentials once the password was changed', async () => {
    const calls = mockApi({ [SETUP]: inactiveSetup });
    renderLogin();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/admin-setup')).toBe(true));
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('region', { name: 'Default admin credentials' })).not.toBeInTheDocument();
    expect(screen.queryByText('Admin@123')).not.toBeInTheDocument();
  });

  it('goes straight to the dashboard when an admin token is stored', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    mockApi({ [SETUP]: inactiveSetup });
    renderLogin();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('says the credentials were not accepted and stays on the page', async () => {
    mockApi({
      [SETUP]: inactiveSetup,
      'POST /api/auth/login': { status: 401, body: { detail: 'Invalid username or password' } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username or e-mail'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('stores the session, confirms and opens the dashboard', async () => {
    const calls = mockApi({
      [SETUP]: activeSetup,
      'POST /api/auth/login': { body: { token: 'new-admin-jwt', username: 'admin' } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username or e-mail'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Admin login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(localStorage.getItem('admin_token')).toBe('new-admin-jwt');
    expect(localStorage.getItem('admin_username')).toBe('admin');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'admin',
      password: 'Admin@123',
    });
  });
});
