import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import ConfirmEmailRoute from './confirm-email';

const CONFIRM = 'POST /api/auth/confirm-email';
const render = (search: string) =>
  renderWithApp(<ConfirmEmailRoute />, {
    route: { pathname: '/admin/confirm-email', search },
    path: '/admin/confirm-email',
  });

describe('Confirm e-mail page (the link mailed to an admin’s new address)', () => {
  it('confirms the address on arrival and says where reset links go now', async () => {
    const calls = mockApi({
      [CONFIRM]: { body: { message: 'Your new e-mail is confirmed.', email: 'me@example.com' } },
    });
    render('?token=abc-123');
    expect(await screen.findByRole('heading', { name: 'Your new e-mail is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('me@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/confirm-email')?.body).toEqual({ token: 'abc-123' });
    expect(document.title).toBe('Confirm your e-mail | Dubai Distress Deals');
  });

  it("shows the server's reason for a used or expired link", async () => {
    const detail =
      'This confirmation link is invalid, used or expired. Ask for a new one from the dashboard.';
    mockApi({ [CONFIRM]: { status: 400, body: { detail } } });
    render('?token=old');
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });

  it('says the link is incomplete without a token, sending nothing', async () => {
    const calls = mockApi({});
    render('');
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
