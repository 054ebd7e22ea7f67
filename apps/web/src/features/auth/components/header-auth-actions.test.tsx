import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import PropertyRoute from '@/app/routes/property';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { contacts, marinaVistaDetail } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { HeaderAuthActions } from './header-auth-actions';

const storeAllFour = () => {
  localStorage.setItem('token', 'visitor-jwt');
  localStorage.setItem('user', JSON.stringify({ name: 'Aisha', email: 'aisha@example.com' }));
  localStorage.setItem('admin_token', 'admin-jwt');
  localStorage.setItem('admin_username', 'admin');
};
const storedKeys = () =>
  ['token', 'user', 'admin_token', 'admin_username'].map((key) => localStorage.getItem(key));

/** The header above the site's pages: home, and a listing's page behind its login gate. */
function renderSite(route: string) {
  return renderWithApp(
    <>
      <HeaderAuthActions />
      <Routes>
        <Route index element={<p>Home page</p>} />
        <Route path="property/:id" element={<PropertyRoute />} />
      </Routes>
    </>,
    { route, path: '/*' },
  );
}

describe('HeaderAuthActions', () => {
  it('offers Login and Register Now! without a stored login', () => {
    renderWithApp(<HeaderAuthActions />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register Now!' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('links a visitor to their favourites, named even where only the heart shows', () => {
    localStorage.setItem('token', 'visitor-jwt');
    renderWithApp(<HeaderAuthActions />);
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favorites');
  });

  it.each([
    ['en', 'Alerts', 'Favourites', 'Logout'],
    ['ru', 'Уведомления', 'Избранное', 'Выйти'],
    ['ar', 'التنبيهات', 'المفضلة', 'تسجيل الخروج'],
  ] as const)(
    "names a visitor's alerts and favourites with words, not only icons (%s)",
    async (language, alerts, favourites, logout) => {
      await loadLanguage(language);
      i18n.activate(language);
      localStorage.setItem('token', 'visitor-jwt');
      renderWithApp(<HeaderAuthActions />);
      for (const [name, href] of [
        [alerts, '/alerts'],
        [favourites, '/favorites'],
      ] as const) {
        const link = screen.getByRole('link', { name });
        expect(link).toHaveAttribute('href', href);
        // The words are the link's own text (shown from md up, read everywhere), not a tooltip.
        expect(link).toHaveTextContent(name);
        expect(link).not.toHaveAttribute('title');
        expect(within(link).getByText(name)).toHaveClass('sr-only', 'md:not-sr-only');
      }
      expect(screen.getByRole('button', { name: logout })).toBeInTheDocument();
    },
  );

  it("keeps room for a visitor's links while logged out, hidden from everyone", () => {
    renderWithApp(<HeaderAuthActions />);
    const bell = document.querySelector('a[href="/alerts"]');
    expect(bell).not.toBeNull();
    expect(bell!.closest('[aria-hidden="true"]')).toHaveAttribute('inert');
    expect(screen.queryByRole('link', { name: 'Alerts' })).not.toBeInTheDocument();
  });

  it('offers no favourites without a login, or to an admin', () => {
    const view = renderWithApp(<HeaderAuthActions />);
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
    view.unmount();
    localStorage.setItem('admin_token', 'admin-jwt');
    renderWithApp(<HeaderAuthActions />);
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('shows a visitor Logout only', () => {
    localStorage.setItem('token', 'visitor-jwt');
    renderWithApp(<HeaderAuthActions />);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows an admin that they are signed in: Dashboard and Logout, not Login and Register Now!', () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    localStorage.setItem('admin_username', 'admin');
    renderWithApp(<HeaderAuthActions />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register Now!' })).not.toBeInTheDocument();
  });

  it('follows a login made elsewhere (another tab) without a reload', async () => {
    renderWithApp(<HeaderAuthActions />);
    localStorage.setItem('admin_token', 'admin-jwt');
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin_token' }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("logs out by clearing the four stored keys and going home with 'You're logged out'", async () => {
    storeAllFour();
    const { user } = renderSite('/?q=marina');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText("You're logged out")).toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
    expect(storedKeys()).toEqual([null, null, null, null]);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("on a listing's page, goes home without asking to log in again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      'GET /api/properties/p-marina-vista': { body: marinaVistaDetail },
      'GET /api/contacts': { body: contacts },
    });
    const { user } = renderSite('/property/p-marina-vista');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText("You're logged out")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Home page')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Please login to view property details')).not.toBeInTheDocument();
    expect(storedKeys()).toEqual([null, null, null, null]);
  });
});
