import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { contacts } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { ContactsTab } from './contacts-tab';

const saved = {
  phone: '+971 4 555 0101',
  email: 'sales@dubaidistressdeals.ae',
  whatsapp: '971501112222',
  address: null,
};

describe('ContactsTab', () => {
  it('prefills the form from the public contacts', async () => {
    mockApi({ 'GET /api/contacts': { body: contacts } });
    renderWithApp(<ContactsTab />);
    expect(screen.getByText('Loading contact details...')).toBeInTheDocument();

    expect(await screen.findByLabelText('Phone')).toHaveValue('+971 50 123 4567');
    expect(screen.getByLabelText('E-mail')).toHaveValue('deals@dubaidistressdeals.ae');
    expect(screen.getByLabelText('WhatsApp (optional)')).toHaveValue('+971 55 987 6543');
    expect(screen.getByLabelText('Address (optional)')).toHaveValue('Business Bay, Dubai');
  });

  it('saves with PUT /api/admin/contacts, confirms it and refreshes the public contacts', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    let publicContacts: unknown = contacts;
    const calls = mockApi({
      'GET /api/contacts': () => ({ body: publicContacts }),
      'PUT /api/admin/contacts': () => {
        publicContacts = saved;
        return { body: saved };
      },
    });
    const { user, queryClient } = renderWithApp(<ContactsTab />);
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+971 4 555 0101');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'Sales@DubaiDistressDeals.ae');
    await user.clear(screen.getByLabelText('WhatsApp (optional)'));
    await user.type(screen.getByLabelText('WhatsApp (optional)'), '050 111 2222');
    await user.clear(screen.getByLabelText('Address (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Contact Info' }));

    expect(await screen.findByText('Contact information updated successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/admin/contacts',
      headers: { Authorization: 'Bearer admin-jwt' },
      body: {
        phone: '+971 4 555 0101',
        email: 'sales@dubaidistressdeals.ae',
        whatsapp: '971501112222',
        address: null,
      },
    });
    await waitFor(() => expect(queryClient.getQueryData(['contacts'])).toEqual(saved));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/contacts')).toHaveLength(2));
    expect(screen.getByLabelText('WhatsApp (optional)')).toHaveValue('971501112222');
  });

  it('checks the fields before saving', async () => {
    const calls = mockApi({ 'GET /api/contacts': { body: contacts } });
    const { user } = renderWithApp(<ContactsTab />);
    await user.clear(await screen.findByLabelText('Phone'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Contact Info' }));

    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail must be a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('reports a failed save with the server detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/contacts': { body: contacts },
      'PUT /api/admin/contacts': { status: 400, body: { detail: 'email: must be a valid email address' } },
    });
    const { user } = renderWithApp(<ContactsTab />);
    await screen.findByLabelText('Phone');
    await user.click(screen.getByRole('button', { name: 'Save Contact Info' }));

    expect(await screen.findByText('Failed to update contacts')).toBeInTheDocument();
    expect(screen.getByText('email: must be a valid email address')).toBeInTheDocument();
  });

  it('offers no empty form when the current details cannot be loaded, but Retry, which loads them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      'GET /api/contacts': () =>
        fail ? { status: 503, body: { detail: 'Service Unavailable' } } : { body: contacts },
    });
    const { user } = renderWithApp(<ContactsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the contact details");
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Contact Info' })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Phone')).toHaveValue('+971 50 123 4567');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
