import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import SignInRoute from './sign-in';

const SIGN_IN = 'POST /api/auth/sign-in-link';
const user = { id: 'u-1', name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 50 123 4567' };
const render = (search: string) =>
  renderWithApp(<SignInRoute />, { route: { pathname: '/sign-in', search }, path: '/sign-in' });

describe('Sign in by the e-mailed link (/sign-in)', () => {
  it('signs a visitor in on arrival, stores the login and goes home', async () => {
    const calls = mockApi({ [SIGN_IN]: { body: { account: 'visitor', token: 'visitor-jwt', user } } });
    render('?token=abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.find((c) => c.path === '/api/auth/sign-in-link')?.body).toEqual({ token: 'abc' });
    expect(localStorage.getItem('token')).toBe('visitor-jwt');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(await screen.findByText('You are signed in')).toBeInTheDocument();
    expect(document.title).toBe('Sign in | Dubai Distress Deals');
  });

  it('signs an admin in and opens the dashboard', async () => {
    mockApi({ [SIGN_IN]: { body: { account: 'admin', token: 'admin-jwt', username: 'admin' } } });
    render('?token=abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(localStorage.getItem('admin_token')).toBe('admin-jwt');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's reason for a used link, with the way to log in", async () => {
    const detail = 'This sign-in link is invalid, used or expired. Log in again to get a new one.';
    mockApi({ [SIGN_IN]: { status: 400, body: { detail } } });
    render('?token=used');
    expect(
      await screen.findByRole('heading', { name: 'This sign-in link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the link is incomplete without a token, sending nothing', async () => {
    const calls = mockApi({});
    render('');
    expect(screen.getByText('The link is incomplete: open it again from the e-mail.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
