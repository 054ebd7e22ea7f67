import type { AdminInquiry } from '@dd/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { InquiriesTab } from './inquiries-tab';

const older: AdminInquiry = {
  id: 'i-1',
  property_id: 'p-creek-studio',
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '050 765 4321',
  message: 'Is the studio still available?',
  created_at: '2026-11-18T09:15:00.000Z',
  property_name: null,
  property_deleted: true,
  handled_at: '2026-11-19T08:00:00.000Z',
  handled_by: 'sara',
  note: 'Sold elsewhere',
};

const newer: AdminInquiry = {
  id: 'i-2',
  property_id: 'p-marina-vista',
  name: 'Omar Khalid',
  email: 'omar.khalid@example.com',
  phone: '+971 50 123 4567',
  message: 'Is the price negotiable?\nI can pay cash.',
  created_at: '2026-11-21T14:30:00.000Z',
  property_name: 'Marina Vista Tower B',
  property_deleted: false,
  handled_at: null,
  handled_by: null,
  note: '',
};

describe('InquiriesTab', () => {
  it('shows a spinner, then one card per inquiry, newest first, with the admin token sent', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const calls = mockApi({ 'GET /api/admin/inquiries': { body: [older, newer] } });
    renderWithApp(<InquiriesTab />);
    expect(screen.getByText('Loading inquiries...')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Omar Khalid',
      'Priya Raman',
    ]);
    expect(calls[0]?.headers.Authorization).toBe('Bearer admin-jwt');

    const card = within(cards[0] as HTMLElement);
    expect(card.getByText('omar.khalid@example.com')).toBeInTheDocument();
    expect(card.getByText('+971 50 123 4567')).toBeInTheDocument();
    expect(card.getByText('ID: p-marina-vista')).toBeInTheDocument();
    expect(card.getByText(/Is the price negotiable\?/)).toHaveTextContent('I can pay cash.');
    expect(card.getByText(/2026/)).toHaveAttribute('datetime', '2026-11-21T14:30:00.000Z');
    expect(card.getByRole('link', { name: 'Marina Vista Tower B' })).toHaveAttribute(
      'href',
      '/property/p-marina-vista',
    );
  });

  it('offers e-mail, phone and WhatsApp replies', async () => {
    mockApi({ 'GET /api/admin/inquiries': { body: [newer, older] } });
    renderWithApp(<InquiriesTab />);
    const [first, second] = (await screen.findAllByRole('article')).map((card) => within(card));

    expect(first?.getByRole('link', { name: 'Reply by e-mail to Omar Khalid' })).toHaveAttribute(
      'href',
      'mailto:omar.khalid@example.com?subject=Your%20inquiry%20about%20Marina%20Vista%20Tower%20B',
    );
    expect(first?.getByRole('link', { name: 'Call Omar Khalid' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    const whatsapp = first?.getByRole('link', { name: /WhatsApp Omar Khalid/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(whatsapp).toHaveAttribute('target', '_blank');

    // A local UAE number gets the country code; a deleted listing is named but not linked.
    expect(second?.getByRole('link', { name: /WhatsApp Priya Raman/ })).toHaveAttribute(
      'href',
      'https://wa.me/971507654321',
    );
    expect(second?.getByText('ID: p-creek-studio')).toBeInTheDocument();
    expect(second?.getByText('(no longer listed)')).toBeInTheDocument();
    expect(second?.queryByRole('link', { name: /p-creek-studio|Deleted listing/ })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no inquiries', async () => {
    mockApi({ 'GET /api/admin/inquiries': { body: [] } });
    renderWithApp(<InquiriesTab />);
    expect(await screen.findByRole('heading', { name: 'No Inquiries Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says a failed load failed, not that there are no inquiries, and loads them on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      'GET /api/admin/inquiries': () =>
        fail ? { status: 503, body: { detail: 'Service Unavailable' } } : { body: [newer] },
    });
    const { user } = renderWithApp(<InquiriesTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load inquiries");
    expect(screen.queryByRole('heading', { name: 'No Inquiries Yet' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Omar Khalid' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks an inquiry handled, keeps a note, and shows only the unhandled on request', async () => {
    const calls = mockApi({
      'GET /api/admin/inquiries': { body: [older, newer] },
      'PATCH /api/admin/inquiries/i-2': (init) => {
        const change = JSON.parse(String(init?.body)) as { handled?: boolean; note?: string };
        return {
          body: {
            ...newer,
            ...(change.handled ? { handled_at: '2026-11-22T10:00:00.000Z', handled_by: 'sara' } : {}),
            ...(change.note !== undefined ? { note: change.note } : {}),
          },
        };
      },
    });
    const { user } = renderWithApp(<InquiriesTab />);
    const omar = within((await screen.findAllByRole('article'))[0]!);
    expect(omar.getByText('New')).toBeInTheDocument();
    const priya = within(screen.getAllByRole('article')[1]!);
    expect(priya.getByText('Handled')).toBeInTheDocument();
    expect(priya.getByText(/^Handled by sara on/)).toBeInTheDocument();
    expect(priya.getByLabelText('Internal note')).toHaveValue('Sold elsewhere');

    await user.click(screen.getByRole('checkbox', { name: 'Unhandled only (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Unhandled only (1)' }));

    await user.type(omar.getByLabelText('Internal note'), 'Viewing on Sunday');
    await user.click(omar.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await user.click(omar.getByRole('button', { name: /^Mark handled/ }));
    expect(await omar.findByText('Handled')).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(patches).toEqual([{ note: 'Viewing on Sunday' }, { handled: true }]);
    expect(screen.getByRole('checkbox', { name: 'Unhandled only (0)' })).toBeInTheDocument();
  });
});
