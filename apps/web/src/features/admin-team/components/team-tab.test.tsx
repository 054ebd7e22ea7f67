import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { TeamTab } from './team-tab';

const owner = {
  id: 'a-1',
  username: 'admin',
  email: 'owner@example.com',
  role: 'owner',
  active: true,
  created_at: '2026-11-22T09:00:00.000Z',
};
const editor = { ...owner, id: 'a-2', username: 'sara', email: 'sara@example.com', role: 'editor' };
const team = {
  admins: [owner, editor],
  invitations: [
    {
      id: 'i-1',
      email: 'omar@example.com',
      role: 'editor',
      invited_by: 'admin',
      expires_at: '2026-11-30T09:00:00.000Z',
      created_at: '2026-11-28T09:00:00.000Z',
    },
  ],
};

function mockTeam(extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('admin_token', 'admin-jwt');
  return mockApi({
    'GET /api/admin/me': { body: { ...owner, needs_email: false } },
    'GET /api/admin/team': { body: team },
    ...extra,
  });
}

describe('Team tab', () => {
  it('lists the admins with their roles and the invitations waiting', async () => {
    mockTeam();
    renderWithApp(<TeamTab />);
    const admins = await screen.findByRole('list', { name: 'Admins' });
    const rows = within(admins).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of sara' })).toHaveValue('editor');
    expect(within(rows[1]!).getByRole('switch', { name: 'sara can log in' })).toBeChecked();
    const waiting = screen.getByRole('list', { name: 'Waiting for an answer' });
    expect(waiting).toHaveTextContent('omar@example.com as editor');
    expect(waiting).toHaveTextContent('Expires 30 November 2026');
  });

  it('changes a role, and deactivates only after asking', async () => {
    const calls = mockTeam({
      'PATCH /api/admin/team/a-2': (init) => ({
        body: { ...editor, ...(JSON.parse(String(init?.body)) as object) },
      }),
    });
    const { user } = renderWithApp(<TeamTab />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of sara' }), 'owner');
    expect(await screen.findByText('sara is now owner.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'sara can log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate sara?' });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('sara was deactivated and logged out.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { role: 'owner' },
      { active: false },
    ]);
  });

  it("shows the server's reason when the last owner would go, and clears a login lock", async () => {
    mockTeam({
      'PATCH /api/admin/team/a-1': {
        status: 409,
        body: { detail: 'The team needs at least one active owner.' },
      },
      'POST /api/admin/team/a-2/clear-lock': { body: { message: 'The login lock was cleared.' } },
    });
    const { user } = renderWithApp(<TeamTab />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of admin' }), 'editor');
    expect(await screen.findByText('The team needs at least one active owner.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear login lock of sara' }));
    expect(await screen.findByText('sara can log in from any address again.')).toBeInTheDocument();
  });

  it('invites by e-mail, with errors under the field', async () => {
    const calls = mockTeam({
      'POST /api/admin/team/invitations': (init) => {
        const body = JSON.parse(String(init?.body)) as { email: string; role: string };
        return body.email === 'sara@example.com'
          ? { status: 409, body: { detail: 'This e-mail already belongs to an admin.' } }
          : { status: 201, body: { ...team.invitations[0], email: body.email, role: body.role } };
      },
    });
    const { user } = renderWithApp(<TeamTab />);
    const email = await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription('E-mail is required');
    await user.type(email, 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail already belongs to an admin.'),
    );
    await user.clear(email);
    await user.type(email, 'Noor@Example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'owner');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to noor@example.com')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/team/invitations').at(-1)?.body).toEqual({
      email: 'noor@example.com',
      role: 'owner',
    });
  });
});
