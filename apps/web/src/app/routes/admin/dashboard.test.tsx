import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { demoStatus } from '@/features/admin-market/testing/market-fixtures';
import { adminProperties } from '@/features/admin-properties/testing/admin-property-fixtures';
import { contacts } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import AdminDashboardRoute from './dashboard';

// Stands in for the Drafts tab: one button that reports a published draft.
vi.mock('@/features/admin-telegram/components/drafts-tab', () => ({
  DraftsTab: ({ onPublished }: { onPublished: () => void }) => (
    <button type="button" onClick={onPublished}>
      Publish a draft
    </button>
  ),
}));

// Stands in for the Quick Add tab: one button that reports a created listing.
vi.mock('@/features/admin-quick-add/components/quick-add-tab', () => ({
  QuickAddTab: ({ onCreated }: { onCreated: () => void }) => (
    <button type="button" onClick={onCreated}>
      Create from ad
    </button>
  ),
}));

const inquiry = {
  id: 'i-1',
  property_id: 'p-marina-vista',
  name: 'Omar Khalid',
  email: 'omar@example.com',
  phone: '+971 50 765 4321',
  message: 'Is the price negotiable?',
  created_at: '2026-11-22T09:00:00.000Z',
  property_name: 'Marina Vista Tower B',
  property_deleted: false,
  handled_at: null,
  handled_by: null,
  note: '',
};

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderDashboard(route = '/admin/dashboard') {
  return renderWithApp(
    <>
      <AdminDashboardRoute />
      <SearchProbe />
    </>,
    { route, path: '/admin/dashboard' },
  );
}

const owner = { id: 'a-1', username: 'admin', email: 'owner@example.com', role: 'owner', needs_email: false };

/** The set-up list of an install with nothing left to do: the dashboard shows no list. */
const setupDone = {
  items: [
    {
      id: 'contacts',
      done: true,
      title: 'Put your own contact details on the site',
      detail: '',
      action: null,
    },
  ],
};

function mockDashboard(me: object = owner, setup: object = setupDone) {
  return mockApi({
    'GET /api/admin/me': { body: me },
    'GET /api/admin/setup': { body: setup },
    'GET /api/admin/team': { body: { admins: [], invitations: [] } },
    'GET /api/admin/properties': { body: adminProperties },
    'GET /api/admin/inquiries': { body: [inquiry] },
    'GET /api/admin/drafts': { body: [] },
    'GET /api/contacts': { body: contacts },
    'GET /api/admin/market/status': { body: demoStatus },
    'GET /api/admin/audit': { body: [] },
    'GET /api/admin/audit/admins': { body: [] },
  });
}

describe('Admin dashboard', () => {
  it('shows an owner what still stands between the site and real leads, each with the tab that fixes it', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    mockDashboard(owner, {
      items: [
        {
          id: 'contacts',
          done: false,
          title: 'Put your own contact details on the site',
          detail: 'Visitors still see the placeholder phone and e-mail.',
          action: { label: 'Open Contact Info', tab: 'contacts' },
        },
        {
          id: 'mail',
          done: false,
          title: 'Connect a mail server',
          detail: 'SMTP_URL is not set.',
          action: null,
        },
        { id: 'https', done: true, title: 'Serve the site over https', detail: '', action: null },
      ],
    });
    const { user } = renderDashboard();
    const list = await screen.findByRole('region', { name: 'Before your first real lead' });
    expect(list).toHaveTextContent('1 of 3 done.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Serve the site over https')).not.toBeInTheDocument();
    expect(within(list).getByText('SMTP_URL is not set.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Open Contact Info' }));
    expect(screen.getByRole('tab', { name: 'Contact Info' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no set-up list to an editor, and does not ask for it', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const calls = mockDashboard({ ...owner, username: 'sara', role: 'editor' });
    renderDashboard();
    await screen.findByRole('tab', { name: /^Properties/ });
    expect(screen.queryByRole('region', { name: 'Before your first real lead' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/setup')).toBe(false);
  });

  it('sends a visitor without an admin token to the admin login', async () => {
    const calls = mockApi({});
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(calls).toHaveLength(0);
  });

  it('clears the stored login and goes to the admin login when the list answers 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('admin_token', 'expired-jwt');
    localStorage.setItem('admin_username', 'admin');
    mockApi({
      'GET /api/admin/properties': { status: 401, body: { detail: 'Not authenticated' } },
      'GET /api/admin/inquiries': { status: 401, body: { detail: 'Not authenticated' } },
    });
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_username')).toBeNull();
  });

  it('on a failed load of the list (not a 401), says so with Retry instead of No Properties Yet', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('admin_token', 'admin-jwt');
    let fail = true;
    mockApi({
      'GET /api/admin/properties': () =>
        fail ? { status: 503, body: { detail: 'Service Unavailable' } } : { body: adminProperties },
      'GET /api/admin/inquiries': { body: [inquiry] },
      'GET /api/admin/drafts': { body: [] },
    });
    const { user } = renderDashboard();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent("Couldn't load properties");
    expect(screen.queryByRole('heading', { name: 'No Properties Yet' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Properties' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe('admin-jwt');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');

    fail = false;
    const retry = within(panel).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    expect(await screen.findByRole('tab', { name: 'Properties (5)' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(adminProperties.length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The focus was on Retry: it stays in the panel, not on the page's body.
    expect(panel).toHaveFocus();
  });

  it('shows the header, the title and the tabs with their counts', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    localStorage.setItem('admin_username', 'admin');
    const calls = mockDashboard();
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Properties (5)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Inquiries (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Drafts (0)' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Properties (5)',
      'Quick Add',
      'Drafts (0)',
      'Telegram',
      'Inquiries (1)',
      'Contact Info',
      'Market data',
      'Statistics',
      'Activity',
      'Team',
      'Password',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Properties (5)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as admin');
    expect(document.title).toBe('Admin Dashboard | Dubai Distress Deals');
    expect(calls.find((c) => c.path === '/api/admin/properties')?.headers.Authorization).toBe(
      'Bearer admin-jwt',
    );
  });

  it('switches tabs by click and by arrow keys, and keeps the tab in the URL', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    mockDashboard();
    const { user } = renderDashboard();
    await screen.findByRole('tab', { name: 'Properties (5)' });

    await user.click(await screen.findByRole('tab', { name: 'Contact Info' }));
    expect(screen.getByRole('tab', { name: 'Contact Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Contact Info' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=contacts');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Market data' })).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=market');
    expect(await screen.findByText('Sales loaded')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=statistics');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=activity');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const password = screen.getByRole('tab', { name: 'Password' });
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=password');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Properties (5)' })).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Properties (5)' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('shows an editor no owner-only tabs, and says so for a Team tab opened by address', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    mockDashboard({ ...owner, username: 'sara', role: 'editor' });
    renderDashboard('/admin/dashboard?tab=team');
    expect(await screen.findByRole('heading', { name: 'Only owners can open this' })).toBeInTheDocument();
    expect(screen.getByText(/Only an owner can manage the team\./)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).not.toContain('Team');
    expect(tabs).not.toContain('Contact Info');
    expect(tabs).not.toContain('Telegram');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('asks an owner without an e-mail for one and the password, and says to open the link mailed to it', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const withoutEmail = { ...owner, email: null, needs_email: true };
    const message = 'Check me@example.com: open the link in it to confirm the change.';
    const calls = mockApi({
      'GET /api/admin/me': { body: withoutEmail },
      'GET /api/admin/setup': { body: setupDone },
      'PUT /api/admin/me/email': { status: 202, body: { message, pending_email: 'me@example.com' } },
      'GET /api/admin/properties': { body: adminProperties },
      'GET /api/admin/inquiries': { body: [] },
      'GET /api/admin/drafts': { body: [] },
    });
    const { user } = renderDashboard();
    const prompt = await screen.findByRole('region', { name: 'Set your e-mail' });
    await user.click(within(prompt).getByRole('button', { name: 'Send the link' }));
    expect(within(prompt).getByLabelText('Your e-mail')).toHaveAccessibleDescription(
      'Your e-mail is required',
    );
    expect(within(prompt).getByLabelText('Your password')).toHaveAccessibleDescription(
      'Your password is required',
    );
    await user.type(within(prompt).getByLabelText('Your e-mail'), 'me@example.com');
    await user.type(within(prompt).getByLabelText('Your password'), 'Owner#Pass1');
    await user.click(within(prompt).getByRole('button', { name: 'Send the link' }));
    expect(await within(prompt).findByRole('status')).toHaveTextContent(message);
    expect(calls.find((c) => c.path === '/api/admin/me/email')?.body).toEqual({
      email: 'me@example.com',
      current_password: 'Owner#Pass1',
    });
  });

  it('opens the tab named in the URL, as after a reload', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    mockDashboard();
    renderDashboard('/admin/dashboard?tab=inquiries');
    expect(await screen.findByRole('tab', { name: /^Inquiries/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('after a Quick Add, switches to Properties and reloads the list', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const calls = mockDashboard();
    const { user } = renderDashboard('/admin/dashboard?tab=quick-add');
    await screen.findByRole('tab', { name: 'Properties (5)' });
    const loads = () => calls.filter((c) => c.path === '/api/admin/properties').length;
    const before = loads();

    await user.click(screen.getByRole('button', { name: 'Create from ad' }));
    expect(screen.getByRole('tab', { name: 'Properties (5)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('after publishing a draft, stays on Drafts and reloads the properties', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const calls = mockDashboard();
    const { user } = renderDashboard('/admin/dashboard?tab=drafts');
    await screen.findByRole('tab', { name: 'Properties (5)' });
    expect(screen.getByRole('tab', { name: /^Drafts/ })).toHaveAttribute('aria-selected', 'true');
    const loads = () => calls.filter((c) => c.path === '/api/admin/properties').length;
    const before = loads();

    await user.click(screen.getByRole('button', { name: 'Publish a draft' }));
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(screen.getByRole('tab', { name: /^Drafts/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=drafts');
  });

  it('logs out: clears the login and goes to the admin login', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    localStorage.setItem('admin_username', 'admin');
    mockDashboard();
    const { user } = renderDashboard();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_username')).toBeNull();
  });
});
