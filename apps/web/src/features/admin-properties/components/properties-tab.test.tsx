import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { adminProperties, creekAdmin, marinaAdmin } from '../testing/admin-property-fixtures';
import { PropertiesTab } from './properties-tab';

const LIST = 'GET /api/admin/properties';

/** URLs fetch was called with (the mock's call log keeps only the path). */
const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

async function renderTab(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ [LIST]: { body: adminProperties }, ...handlers });
  const view = renderWithApp(<PropertiesTab owner />);
  await screen.findByRole('heading', { name: marinaAdmin.property_name });
  return { ...view, calls };
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('PropertiesTab', () => {
  beforeEach(() => {
    localStorage.setItem('admin_token', 'admin-jwt');
  });

  it('shows a spinner, then a card per listing with its facts', async () => {
    mockApi({ [LIST]: { body: adminProperties } });
    renderWithApp(<PropertiesTab owner />);
    expect(screen.getByText('Loading properties...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: marinaAdmin.property_name });

    const list = screen.getByRole('list', { name: 'Admin property listings' });
    expect(within(list).getAllByRole('article')).toHaveLength(adminProperties.length);

    const marina = within(card(marinaAdmin.property_name));
    expect(marina.getByText('Priority')).toBeInTheDocument();
    expect(marina.getByText('by Emaar')).toBeInTheDocument();
    expect(marina.getByText('Dubai Marina')).toBeInTheDocument();
    expect(marina.getByText('2BR')).toBeInTheDocument();
    expect(marina.getByText('AED 2,050,000')).toBeInTheDocument();
    expect(marina.getByText('AED 2,500,000').tagName).toBe('S');
    expect(marina.getByText('Handover: 2Q 2026')).toBeInTheDocument();
    expect(marina.getByRole('img', { name: marinaAdmin.property_name })).toHaveAttribute(
      'src',
      '/uploads/marina-1-card.webp',
    );

    const creek = within(card(creekAdmin.property_name));
    expect(creek.queryByText('Priority')).not.toBeInTheDocument();
    expect(within(card('Binghatti Onyx')).getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });

  it('shows the empty state without listings', async () => {
    mockApi({ [LIST]: { body: [] } });
    renderWithApp(<PropertiesTab owner />);
    expect(await screen.findByRole('heading', { name: 'No Properties Yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить всё' })).toBeDisabled();
  });

  it('on a failed load, says so with Retry, not No Properties Yet, and shows the list once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      [LIST]: () =>
        fail ? { status: 503, body: { detail: 'Service Unavailable' } } : { body: adminProperties },
    });
    const { user } = renderWithApp(<PropertiesTab owner />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load properties");
    expect(screen.queryByRole('heading', { name: 'No Properties Yet' })).not.toBeInTheDocument();
    expect(screen.queryByText('0 properties')).not.toBeInTheDocument();

    // Still failing: the error stays, its button busy while it asks.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load properties");
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-disabled', 'true'),
    );

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: marinaAdmin.property_name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('5 properties')).toBeInTheDocument();
  });

  it('filters the list by name, developer or location', async () => {
    const { user } = await renderTab();
    const search = screen.getByRole('searchbox', { name: 'Search properties' });
    await user.type(search, 'palm');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 5 properties')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'binghatti');
    expect(screen.getByRole('heading', { name: 'Binghatti Onyx' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'no such place');
    expect(screen.getByText('No properties match “no such place”.')).toBeInTheDocument();
  });

  it('moves up by raising display_order by 1 and down by lowering it by 1', async () => {
    const { user, calls } = await renderTab({
      'PATCH /api/admin/properties/p-creek-studio/order': { body: { ...creekAdmin, display_order: 1 } },
      'PATCH /api/admin/properties/p-marina-vista/order': { body: { ...marinaAdmin, display_order: 1 } },
    });
    await user.click(screen.getByRole('button', { name: `Move ${creekAdmin.property_name} up` }));
    expect(await screen.findByText('Property moved up')).toBeInTheDocument();
    expect(fetchedUrls()).toContain('/api/admin/properties/p-creek-studio/order?display_order=1');

    await user.click(screen.getByRole('button', { name: `Move ${marinaAdmin.property_name} down` }));
    expect(await screen.findByText('Property moved down')).toBeInTheDocument();
    expect(fetchedUrls()).toContain('/api/admin/properties/p-marina-vista/order?display_order=1');
    expect(calls.filter((c) => c.method === 'PATCH').every((c) => c.body === undefined)).toBe(true);
    // The list is loaded again after each move.
    expect(calls.filter((c) => c.path === '/api/admin/properties').length).toBeGreaterThanOrEqual(3);
  });

  it('says when a move failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderTab({
      'PATCH /api/admin/properties/p-creek-studio/order': {
        status: 500,
        body: { detail: 'Internal Server Error' },
      },
    });
    await user.click(screen.getByRole('button', { name: `Move ${creekAdmin.property_name} down` }));
    expect(await screen.findByText('Failed to move property')).toBeInTheDocument();
    expect(fetchedUrls()).toContain('/api/admin/properties/p-creek-studio/order?display_order=-1');
  });

  it('shows each status and changes it with PATCH …/status, saying so', async () => {
    const { user, calls } = await renderTab({
      'PATCH /api/admin/properties/p-creek-studio/status': {
        body: { ...creekAdmin, status: 'sold', status_changed_at: '2026-11-25T09:00:00.000Z' },
      },
    });
    const select = screen.getByRole('combobox', { name: `Status of ${creekAdmin.property_name}` });
    expect(select).toHaveValue('available');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Available', 'Reserved', 'Sold']);
    expect(within(card(creekAdmin.property_name)).queryByText('Sold', { selector: 'span' })).toBeNull();

    await user.selectOptions(select, 'sold');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toMatchObject([
      { path: '/api/admin/properties/p-creek-studio/status', body: { status: 'sold' } },
    ]);
    // The list is loaded again after the change.
    expect(calls.filter((c) => c.path === '/api/admin/properties').length).toBeGreaterThanOrEqual(2);
  });

  it("shows what channels' posts suggest for a listing, and accepts or ignores each", async () => {
    const suggestion = (id: string, fields: object) => ({
      id,
      price: null,
      status: null,
      channel: 'Agent Offers',
      username: null,
      url: null,
      created_at: '2026-12-01T09:00:00.000Z',
      ...fields,
    });
    const suggestions = [
      suggestion('s-price', {
        kind: 'price',
        price: 1_120_000,
        username: 'agent_offers',
        url: 'https://t.me/agent_offers/41',
      }),
      suggestion('s-sold', { kind: 'status', status: 'sold' }),
    ];
    const path = (id: string) => `/api/admin/properties/p-creek-studio/suggestions/${id}`;
    const { user, calls } = await renderTab({
      [LIST]: {
        body: adminProperties.map((p) => (p.id === creekAdmin.id ? { ...p, suggestions } : p)),
      },
      [`POST ${path('s-price')}`]: { body: { ...creekAdmin, distress_price: 1_120_000 } },
      [`POST ${path('s-sold')}`]: { status: 409, body: { detail: 'Suggestion already decided' } },
    });
    const box = within(screen.getByRole('region', { name: `Suggestions for ${creekAdmin.property_name}` }));
    expect(box.getByRole('link', { name: /@agent_offers/ })).toHaveAttribute(
      'href',
      'https://t.me/agent_offers/41',
    );
    expect(box.getByText('AED 1,120,000')).toBeInTheDocument();
    expect(box.getByText('sold')).toBeInTheDocument();
    // Only the listing with suggestions shows the box.
    expect(screen.getAllByRole('region', { name: /^Suggestions for/ })).toHaveLength(1);

    await user.click(box.getByRole('button', { name: /^Accept AED\s1,120,000 from @agent_offers$/ }));
    expect(await screen.findByText(`${creekAdmin.property_name} updated`)).toBeInTheDocument();
    await user.click(box.getByRole('button', { name: 'Ignore sold from Agent Offers' }));
    expect(await screen.findByText('Suggestion already decided')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { path: path('s-price'), body: { decision: 'accept' } },
      { path: path('s-sold'), body: { decision: 'ignore' } },
    ]);
  });

  it('shows a sold or reserved listing with a badge', async () => {
    mockApi({
      [LIST]: {
        body: adminProperties.map((p, i) =>
          i === 1 ? { ...p, status: 'reserved' } : i === 2 ? { ...p, status: 'sold' } : p,
        ),
      },
    });
    renderWithApp(<PropertiesTab owner />);
    await screen.findByRole('heading', { name: marinaAdmin.property_name });
    const creek = within(card(creekAdmin.property_name));
    expect(creek.getByText('Reserved', { selector: 'span' })).toBeInTheDocument();
    expect(creek.getByRole('combobox', { name: `Status of ${creekAdmin.property_name}` })).toHaveValue(
      'reserved',
    );
    expect(within(card('Binghatti Onyx')).getByText('Sold', { selector: 'span' })).toBeInTheDocument();
  });

  it('says when a status change failed and shows the status it had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderTab({
      'PATCH /api/admin/properties/p-creek-studio/status': {
        status: 500,
        body: { detail: 'Internal Server Error' },
      },
    });
    const select = screen.getByRole('combobox', { name: `Status of ${creekAdmin.property_name}` });
    await user.selectOptions(select, 'reserved');
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('available'));
  });

  it('deletes a listing after one confirmation', async () => {
    const { user, calls } = await renderTab({
      'DELETE /api/admin/properties/p-creek-studio': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: `Delete ${creekAdmin.property_name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this property?' });
    expect(dialog).toHaveTextContent(creekAdmin.property_name);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Property deleted successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/properties/p-creek-studio',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not delete when the confirmation is cancelled, and reports a failed delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, calls } = await renderTab({
      'DELETE /api/admin/properties/p-creek-studio': {
        status: 500,
        body: { detail: 'Internal Server Error' },
      },
    });
    const deleteButton = screen.getByRole('button', { name: `Delete ${creekAdmin.property_name}` });
    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete property')).toBeInTheDocument();
  });

  it('deletes everything only after two confirmations', async () => {
    const { user, calls } = await renderTab({
      'DELETE /api/admin/properties-all': { body: { deleted_count: 5 } },
    });
    await user.click(screen.getByRole('button', { name: 'Удалить всё' }));
    const first = screen.getByRole('dialog', { name: 'Delete all properties?' });
    expect(first).toHaveTextContent('5 listings');
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const second = screen.getByRole('dialog', { name: 'Are you absolutely sure?' });
    expect(second).toHaveTextContent('This cannot be undone.');
    await user.click(within(second).getByRole('button', { name: 'Yes, delete all 5 listings' }));
    expect(await screen.findByText('All properties deleted (5 listings)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/properties-all',
    ]);
  });

  it('keeps everything when the second confirmation is cancelled, and reports a failed delete all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, calls } = await renderTab({
      'DELETE /api/admin/properties-all': { status: 500, body: { detail: 'Internal Server Error' } },
    });
    await user.click(screen.getByRole('button', { name: 'Удалить всё' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Удалить всё' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: /Yes, delete all/ }));
    expect(await screen.findByText('Failed to delete all properties')).toBeInTheDocument();
  });

  it('opens the add form empty (also after closing a draft) and the edit form prefilled', async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeInTheDocument();
    expect(screen.getByLabelText('Property name')).toHaveValue('');
    await user.type(screen.getByLabelText('Property name'), 'Draft listing');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Closing resets the form.
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(screen.getByLabelText('Property name')).toHaveValue('');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: `Edit ${marinaAdmin.property_name}` }));
    expect(screen.getByRole('dialog', { name: 'Edit Property' })).toBeInTheDocument();
    expect(screen.getByLabelText('Property name')).toHaveValue(marinaAdmin.property_name);
  });
});
