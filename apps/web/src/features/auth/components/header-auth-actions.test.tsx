import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '@/testing/render';

import { HeaderAuthActions } from './header-auth-actions';

describe('HeaderAuthActions', () => {
  it('offers Login and Register Now! without a stored login', () => {
    renderWithApp(<HeaderAuthActions />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register Now!' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out by clearing the four stored keys and reloading', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    localStorage.setItem('token', 'visitor-jwt');
    localStorage.setItem('user', JSON.stringify({ name: 'Aisha', email: 'aisha@example.com' }));
    localStorage.setItem('admin_token', 'admin-jwt');
    localStorage.setItem('admin_username', 'admin');

    const { user } = renderWithApp(<HeaderAuthActions />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      ['token', 'user', 'admin_token', 'admin_username'].map((key) => localStorage.getItem(key)),
    ).toEqual([null, null, null, null]);
    expect(reload).toHaveBeenCalledOnce();
  });
});
