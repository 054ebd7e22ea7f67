import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import { marinaVista, properties } from '@/testing/fixtures';
import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { locationState, renderWithApp } from '@/testing/render';
import { mockApi } from '@/testing/mock-api';
import { pressHeartBeforeLogin } from '@/testing/pending-favorite';

import { forgetRegistrationPassword, registrationPasswordFor } from '@/features/auth/registration-password';

import LoginRoute from './login';

const USER_LOGIN = 'POST /api/auth/user-login';
const ADMIN_LOGIN = 'POST /api/auth/login';
const session = {
  token: 'visitor-jwt',
  user: { id: 'u-1', name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+971 50 123 4567' },
};

const CARD = 'GET /api/properties/p-marina-vista/card';
const FREE_ACCOUNT = "A free account opens every deal's full details and lets you ask the seller directly.";

function renderLogin(route = '/login', seed?: NonNullable<Parameters<typeof renderWithApp>[1]>['seed']) {
  return renderWithApp(<LoginRoute />, { route, path: '/login', seed });
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

  it('shows both errors under their fields on an empty submit, focuses the first and sends nothing', async () => {
    const calls = mockApi({});
    const { user } = renderLogin();
    const submit = screen.getByRole('button', { name: 'Login' });
    expectNoBrowserValidation(submit.closest('form'));
    await user.click(submit);

    expectInlineError(await screen.findByLabelText('Username or E-mail'), 'Username or E-mail is required');
    expectInlineError(screen.getByLabelText('Password'), 'Password is required');
    await waitFor(() => expect(screen.getByLabelText('Username or E-mail')).toHaveFocus());
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Username or E-mail'), 'admin');
    expect(screen.getByLabelText('Username or E-mail')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Username or E-mail')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Username or E-mail is required')).not.toBeInTheDocument();
  });

  it("takes the failed login's error toast away when the next login succeeds", async () => {
    let attempt = 0;
    mockApi({
      [ADMIN_LOGIN]: () =>
        ++attempt === 1
          ? { status: 401, body: { detail: 'Invalid credentials' } }
          : { body: { token: 'admin-jwt', username: 'admin' } },
    });
    const view = renderLogin();
    await logIn(view, 'admin', 'wrong');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText('Password'));
    await view.user.type(screen.getByLabelText('Password'), 'Admin#2026');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Admin login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument());
    expect(screen.getByText('Admin login successful!')).toBeInTheDocument();
  });

  it('opens /forgot-password from the link, saying it came from /login', async () => {
    const calls = mockApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(locationState(screen.getByTestId('location-state'))).toEqual({ from: '/login' });
    expect(calls).toHaveLength(0);
  });

  it('carries the e-mail typed here over to Forgot password, in the navigation state, not the address', async () => {
    const calls = mockApi({});
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username or E-mail'), '  aisha@example.com ');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
    expect(locationState(screen.getByTestId('location-state'))).toEqual({
      from: '/login',
      identifier: 'aisha@example.com',
    });
    expect(calls).toHaveLength(0);
  });

  describe('a wrong password', () => {
    const WRONG = {
      en: ['The e-mail or password is wrong. Check both and try again.', 'Invalid credentials'],
      ru: ['Неверный e-mail или пароль. Проверьте их и попробуйте ещё раз.', 'Неверный e-mail или пароль'],
      ar: [
        'البريد الإلكتروني أو كلمة المرور غير صحيحة. تحقّق منهما وحاول مرة أخرى.',
        'بيانات الدخول غير صحيحة',
      ],
    } as const;
    const LABELS = {
      en: ['Username or E-mail', 'Password', 'Login'],
      ru: ['Имя пользователя или e-mail', 'Пароль', 'Вход'],
      ar: ['اسم المستخدم أو البريد الإلكتروني', 'كلمة المرور', 'تسجيل الدخول'],
    } as const;

    it.each(['en', 'ru', 'ar'] as const)(
      "is said on the form itself, as an alert in the visitor's language (%s)",
      async (language) => {
        await loadLanguage(language);
        i18n.activate(language);
        const [alertText, toastText] = WRONG[language];
        const [identifier, password, login] = LABELS[language];
        mockApi({ [USER_LOGIN]: { status: 401, body: { detail: 'Invalid credentials' } } });
        const { user } = renderLogin();
        await user.type(screen.getByLabelText(identifier), 'aisha@example.com');
        await user.type(screen.getByLabelText(password), 'wrong-one');
        await user.click(screen.getByRole('button', { name: login }));

        expect(await screen.findByRole('alert')).toHaveTextContent(alertText);
        // The alert is inside the form, above the fields; the toast still says it too (SPEC §8).
        expect(screen.getByRole('alert').closest('form')).toBe(
          screen.getByLabelText(password).closest('form'),
        );
        expect(await screen.findByText(toastText)).toBeInTheDocument();
        expect(localStorage.getItem('token')).toBeNull();
      },
    );

    it("names the username for an admin's login, and goes when the next try succeeds", async () => {
      let attempt = 0;
      mockApi({
        [ADMIN_LOGIN]: () =>
          ++attempt === 1
            ? { status: 401, body: { detail: 'Invalid credentials' } }
            : { body: { token: 'admin-jwt', username: 'admin' } },
      });
      const view = renderLogin();
      await logIn(view, 'admin', 'wrong');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The username or password is wrong. Check both and try again.',
      );
      await view.user.clear(screen.getByLabelText('Password'));
      await view.user.type(screen.getByLabelText('Password'), 'Admin#2026');
      await view.user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Admin login successful!')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows a lock (429) on the form as the server words it, and no alert for an unverified e-mail', async () => {
      const wait = 'Too many attempts. Please try again in 15 minutes.';
      let attempt = 0;
      mockApi({
        [USER_LOGIN]: () =>
          ++attempt === 1
            ? { status: 429, body: { detail: wait } }
            : { status: 403, body: { detail: 'Please verify your email first' } },
      });
      const view = renderLogin();
      await logIn(view, 'aisha@example.com');
      expect(await screen.findByRole('alert')).toHaveTextContent(wait);
      await view.user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByRole('link', { name: 'Verify my e-mail' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
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

  it('saves the deal whose heart was pressed before logging in, with the new login, and goes back', async () => {
    await pressHeartBeforeLogin('p-marina-vista');
    const calls = mockApi({
      [USER_LOGIN]: { body: session },
      'PUT /api/me/favorites/p-marina-vista': { status: 204 },
    });
    await logIn(renderLogin('/login?next=/%3Fq%3Dmarina'), 'aisha@example.com');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?q=marina');
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        USER_LOGIN,
        'PUT /api/me/favorites/p-marina-vista',
      ]),
    );
    expect(calls[1]!.headers.Authorization).toBe('Bearer visitor-jwt');
    expect(window.sessionStorage.getItem('dd:pending-favorite')).toBeNull();
  });

  it("takes the heart's info toast away once the login succeeds: only Login successful! stays", async () => {
    const { askToLogIn } = await import('@/features/properties/components/favorite-toggle');
    askToLogIn('p-marina-vista', vi.fn(), '/');
    mockApi({
      [USER_LOGIN]: { body: session },
      'PUT /api/me/favorites/p-marina-vista': { status: 204 },
    });
    const view = renderLogin('/login?next=/');
    const info = 'Log in or register to save deals to your favourites';
    expect(await screen.findByText(info)).toBeInTheDocument();
    await logIn(view, 'aisha@example.com');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(info)).not.toBeInTheDocument());
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
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
    // The password that was refused for want of verification goes with the code, not in the history.
    expect(registrationPasswordFor('aisha@example.com')).toBe('Marina#2026');
    expect(JSON.stringify(window.history.state)).not.toContain('Marina#2026');
    forgetRegistrationPassword();
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

  describe('on the way to a deal (?next=/property/{id})', () => {
    const route = '/login?next=/property/p-marina-vista';

    it("shows the deal's card from the public API and what a free account gives", async () => {
      const calls = mockApi({ [CARD]: { body: marinaVista } });
      renderLogin(route);

      const deal = await screen.findByRole('region', { name: 'The deal you are opening' });
      expect(within(deal).getByText('Marina Vista Tower B')).toBeInTheDocument();
      expect(within(deal).getByText('Dubai Marina')).toBeInTheDocument();
      expect(within(deal).getByText('18% OFF')).toBeInTheDocument();
      expect(within(deal).getByText('AED 2,050,000')).toBeInTheDocument();
      expect(within(deal).getByText('AED 2,500,000').tagName).toBe('S');
      expect(deal.querySelector('img')).toHaveAttribute('src', '/uploads/marina-1-card.webp');
      expect(screen.getByText(FREE_ACCOUNT)).toBeInTheDocument();
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([CARD]);
      expect(calls[0]?.headers.Authorization).toBeUndefined();
      // The form is still the page's: the deal only sits above it.
      expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
        'href',
        '/register?next=/property/p-marina-vista',
      );
    });

    it("shows the deal's discount and prices the way the visitor's language writes them", async () => {
      await loadLanguage('ru');
      i18n.activate('ru');
      try {
        mockApi({ [CARD]: { body: marinaVista } });
        renderLogin(route);
        const deal = await screen.findByRole('region', { name: 'Объект, который вы открываете' });
        expect(within(deal).getByText('−18%')).toBeInTheDocument();
        expect(within(deal).getByText(/^2\s050\s000\sAED$/)).toBeInTheDocument();
        expect(within(deal).getByText(/^2\s500\s000\sAED$/).tagName).toBe('S');
        expect(within(deal).queryByText(/OFF|AED \d/)).not.toBeInTheDocument();
      } finally {
        i18n.activate('en');
      }
    });

    it('takes the card from the listings the home page already fetched, without a request', async () => {
      const calls = mockApi({});
      renderLogin(route, (queryClient) =>
        queryClient.setQueryData(['properties', 'list', false], properties),
      );
      const deal = await screen.findByRole('region', { name: 'The deal you are opening' });
      expect(within(deal).getByText('Marina Vista Tower B')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('shows the form alone when the listing is gone', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = mockApi({ [CARD]: { status: 404, body: { detail: 'Property not found' } } });
      renderLogin(route);
      await waitFor(() => expect(calls).toHaveLength(1));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'The deal you are opening' })).not.toBeInTheDocument(),
      );
      expect(screen.getByLabelText('Username or E-mail')).toBeInTheDocument();
    });

    it('logs a visitor in and lands on the listing', async () => {
      mockApi({ [CARD]: { body: marinaVista }, [USER_LOGIN]: { body: session } });
      await logIn(renderLogin(route), 'aisha@example.com');

      expect(await screen.findByText('Login successful!')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/property\/p-marina-vista$/),
      );
      expect(localStorage.getItem('token')).toBe('visitor-jwt');
    });

    it('logs an admin in and lands on the listing too', async () => {
      mockApi({
        [CARD]: { body: marinaVista },
        [ADMIN_LOGIN]: { body: { token: 'admin-jwt', username: 'admin' } },
      });
      await logIn(renderLogin(route), 'admin', 'Admin#2026');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/property\/p-marina-vista$/),
      );
    });

    it('hands the listing on to /verify-email for an unverified visitor', async () => {
      mockApi({
        [CARD]: { body: marinaVista },
        [USER_LOGIN]: { status: 403, body: { detail: 'Please verify your email first' } },
      });
      const view = renderLogin(route);
      await logIn(view, 'aisha@example.com');
      await view.user.click(await screen.findByRole('link', { name: 'Verify my e-mail' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email'));
      expect(screen.getByTestId('location-search')).toHaveTextContent('?next=/property/p-marina-vista');
      expect(locationState(screen.getByTestId('location-state'))).toEqual({ email: 'aisha@example.com' });
    });
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', '/\n/evil.com'])(
    'ignores next=%s: no deal, and the visitor goes home',
    async (next) => {
      const calls = mockApi({ [USER_LOGIN]: { body: session } });
      const view = renderLogin(`/login?next=${encodeURIComponent(next)}`);
      expect(screen.queryByText(FREE_ACCOUNT)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
      await logIn(view, 'aisha@example.com');

      expect(await screen.findByText('Login successful!')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([USER_LOGIN]);
    },
  );
});
