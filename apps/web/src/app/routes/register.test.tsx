import { PASSWORD_SPECIALS } from '@dd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { marinaVista } from '@/testing/fixtures';
import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { locationState, renderWithApp } from '@/testing/render';
import { mockApi } from '@/testing/mock-api';

import RegisterRoute from './register';
import VerifyEmailRoute from './verify-email';

const REGISTER = 'POST /api/auth/register';
const VERIFY = 'POST /api/auth/verify-email';
const CARD = 'GET /api/properties/p-marina-vista/card';

const visitor = {
  name: 'Aisha Rahman',
  email: 'Aisha.Rahman@Example.com',
  phone: '+971 50 123 4567',
  password: 'Marina#2026',
};

function renderRegister() {
  return renderWithApp(<RegisterRoute />, { route: '/register', path: '/register' });
}

/** The password checklist as read aloud: each rule with whether it is met. */
const rules = () =>
  within(screen.getByRole('list', { name: 'Password requirements:' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

async function fill(view: ReturnType<typeof renderRegister>, confirm = visitor.password) {
  const { user } = view;
  await user.type(screen.getByLabelText('Full name'), visitor.name);
  await user.type(screen.getByLabelText('E-mail'), visitor.email);
  await user.type(screen.getByLabelText('Phone'), visitor.phone);
  await user.type(screen.getByLabelText('Password'), visitor.password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('Register page', () => {
  it('shows the Create Account form with required fields, the consent notice and a login link', () => {
    renderRegister();
    expect(document.title).toBe('Create Account | Dubai Distress Deals');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['Full name', 'E-mail', 'Phone', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '+971 XX XXX XXXX');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(
      screen.getByText(/agree to receive property offers and updates by e-mail and WhatsApp/),
    ).toBeInTheDocument();
    expect(screen.getByText('Password requirements:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('registers, confirms it and goes to /verify-email with the e-mail in the navigation state', async () => {
    const calls = mockApi({
      [REGISTER]: {
        status: 201,
        body: { message: 'Registration successful!', email: 'aisha.rahman@example.com' },
      },
    });
    const view = renderRegister();
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('Registration successful! Check your email for verification code.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email'));
    expect(locationState(screen.getByTestId('location-state'))).toEqual({
      email: 'aisha.rahman@example.com',
    });
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      language: 'en',
      name: visitor.name,
      email: 'aisha.rahman@example.com',
      phone: visitor.phone,
      password: visitor.password,
    });
  });

  it('says the passwords do not match and sends nothing', async () => {
    const calls = mockApi({});
    const view = renderRegister();
    await fill(view, 'Marina#2027');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows every error under its field on an empty submit, and focuses the first', async () => {
    const calls = mockApi({});
    const { user } = renderRegister();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expectNoBrowserValidation(submit.closest('form'));
    await user.click(submit);

    expectInlineError(await screen.findByLabelText('Full name'), 'Full name is required');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expectInlineError(screen.getByLabelText('E-mail'), 'E-mail is required');
    expectInlineError(screen.getByLabelText('Phone'), 'Phone is required');
    expectInlineError(screen.getByLabelText('Password'), 'Password is required');
    expectInlineError(screen.getByLabelText('Confirm password'), 'Confirm password is required');
    expect(calls).toHaveLength(0);
  });

  it('says a malformed e-mail is one under the field', async () => {
    const calls = mockApi({});
    const view = renderRegister();
    await fill(view);
    await view.user.clear(screen.getByLabelText('E-mail'));
    await view.user.type(screen.getByLabelText('E-mail'), 'aisha@');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expectInlineError(
      await screen.findByLabelText('E-mail', { selector: '[aria-invalid="true"]' }),
      'E-mail must be a valid email address',
    );
    expect(calls).toHaveLength(0);
  });

  it('marks the unmet password rules in the one checklist and sends nothing', async () => {
    const calls = mockApi({});
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full name'), visitor.name);
    await user.type(screen.getByLabelText('E-mail'), visitor.email);
    await user.type(screen.getByLabelText('Phone'), visitor.phone);
    await user.type(screen.getByLabelText('Password'), 'marina2026');
    await user.type(screen.getByLabelText('Confirm password'), 'marina2026');
    // Before submitting, the checklist only says what is not met yet.
    expect(rules()).toEqual([
      'Password must be at least 8 characters long (met)',
      'Password must contain at least one uppercase letter (not met yet)',
      'Password must contain at least one number (met)',
      `Password must contain at least one special character (${PASSWORD_SPECIALS}) (not met yet)`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const password = screen.getByLabelText('Password');
    expectInlineError(password, 'Password does not meet requirements');
    expect(password).toHaveAccessibleDescription(
      /^Password does not meet requirements Password requirements:/,
    );
    expect(rules()).toEqual([
      'Password must be at least 8 characters long (met)',
      'Password must contain at least one uppercase letter (not met)',
      'Password must contain at least one number (met)',
      `Password must contain at least one special character (${PASSWORD_SPECIALS}) (not met)`,
    ]);
    // One list of the rules: no second list of the unmet ones.
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(calls).toHaveLength(0);

    await user.type(password, 'A');
    expect(rules()[1]).toBe('Password must contain at least one uppercase letter (met)');
    expect(screen.getByText('Password does not meet requirements')).toBeInTheDocument();
    await user.type(password, '!');
    expect(screen.queryByText('Password does not meet requirements')).not.toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(rules().every((rule) => rule.endsWith('(met)'))).toBe(true);
  });

  it('shows the server reason when registering fails', async () => {
    mockApi({
      [REGISTER]: {
        status: 409,
        body: { detail: 'An account with this email already exists. Please log in.' },
      },
    });
    const view = renderRegister();
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('An account with this email already exists. Please log in.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it("shows 'Registration failed' when the server gives no reason", async () => {
    mockApi({ [REGISTER]: { status: 500 } });
    const view = renderRegister();
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('shows the pending state while the account is created', async () => {
    mockApi({ [REGISTER]: () => new Promise(() => undefined) });
    const view = renderRegister();
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it('can show the typed password', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Password'), 'Marina#2026');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  describe('on the way to a deal (?next=/property/{id})', () => {
    it("shows the deal's card and what a free account gives, and keeps the deal in the Login link", async () => {
      mockApi({ [CARD]: { body: marinaVista } });
      renderWithApp(<RegisterRoute />, {
        route: '/register?next=/property/p-marina-vista',
        path: '/register',
      });

      const deal = await screen.findByRole('region', { name: 'The deal you are opening' });
      expect(within(deal).getByText('Marina Vista Tower B')).toBeInTheDocument();
      expect(within(deal).getByText('Dubai Marina')).toBeInTheDocument();
      expect(within(deal).getByText('18% OFF')).toBeInTheDocument();
      expect(within(deal).getByText('AED 2,050,000')).toBeInTheDocument();
      expect(within(deal).getByText('AED 2,500,000').tagName).toBe('S');
      expect(
        screen.getByText(
          "A free account opens every deal's full details and lets you ask the seller directly.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        '/login?next=/property/p-marina-vista',
      );
    });

    it('registers, verifies the code and lands on the listing', async () => {
      const calls = mockApi({
        [CARD]: { body: marinaVista },
        [REGISTER]: {
          status: 201,
          body: { message: 'Registration successful!', email: 'aisha.rahman@example.com' },
        },
        [VERIFY]: {
          body: {
            token: 'visitor-jwt',
            user: { id: 'u-1', name: visitor.name, email: 'aisha.rahman@example.com', phone: visitor.phone },
          },
        },
      });
      const view = renderWithApp(
        <Routes>
          <Route path="register" element={<RegisterRoute />} />
          <Route path="verify-email" element={<VerifyEmailRoute />} />
          <Route path="property/:id" element={<p>Deal page</p>} />
        </Routes>,
        { route: '/register?next=/property/p-marina-vista', path: '/*' },
      );
      await screen.findByRole('region', { name: 'The deal you are opening' });
      await fill(view);
      await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email'));
      expect(screen.getByTestId('location-search')).toHaveTextContent('?next=/property/p-marina-vista');
      expect(screen.getByText('aisha.rahman@example.com')).toBeInTheDocument();
      expect(screen.queryByLabelText('The password you chose')).not.toBeInTheDocument();
      await view.user.type(screen.getByLabelText('Verification code'), '123456');
      await view.user.click(screen.getByRole('button', { name: 'Verify Email' }));

      expect(await screen.findByText('Deal page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/property\/p-marina-vista$/);
      expect(localStorage.getItem('token')).toBe('visitor-jwt');
      // The password just typed goes with the code (issue 42), without being asked again.
      expect(calls.find((c) => c.path === '/api/auth/verify-email')?.body).toEqual({
        email: 'aisha.rahman@example.com',
        code: '123456',
        password: visitor.password,
      });
    });

    it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)'])(
      'ignores next=%s: no deal, and /verify-email without it',
      async (next) => {
        const calls = mockApi({ [REGISTER]: { status: 201, body: {} } });
        const view = renderWithApp(<RegisterRoute />, {
          route: `/register?next=${encodeURIComponent(next)}`,
          path: '/register',
        });
        expect(screen.queryByRole('region', { name: 'The deal you are opening' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
        await fill(view);
        await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email'));
        expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
        expect(calls.map((c) => c.path)).toEqual(['/api/auth/register']);
      },
    );
  });
});
