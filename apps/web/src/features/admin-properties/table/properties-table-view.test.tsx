import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { adminProperties } from '../testing/admin-property-fixtures';
import { PropertiesTab } from '../components/properties-tab';

const LIST = 'GET /api/admin/properties';
const BULK = 'POST /api/admin/properties/bulk';

/**
 * The shared listings with statuses and, for some, how they were made: as the admin list answers
 * `source` (a name) or `created_via`, or not at all.
 */
const listings = adminProperties.map((listing, i) => ({
  ...listing,
  status: (['available', 'reserved', 'sold', 'available', 'reserved'] as const)[i % 5],
  created_at: `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`,
  ...(i === 1 ? { source: 'quick_add' } : i === 2 ? { created_via: 'bulk_add' } : {}),
  // Our verdict on each price: below, above, at the market, and no figure.
  ...((
    [
      { below_market_pct: 21.6, market_verdict: 'below' },
      { below_market_pct: -16.2, market_verdict: 'above' },
      { below_market_pct: 2, market_verdict: 'at' },
    ] as const
  )[i] ?? { below_market_pct: null, market_verdict: 'unknown' as const }),
}));

const table = () => screen.getByRole('table', { name: 'Admin property listings table' });
/** The names in the table's rows, top to bottom. */
const names = () =>
  within(table())
    .getAllByRole('checkbox', { name: /^Select (?!all)/ })
    .map((box) => box.getAttribute('aria-label')!.replace(/^Select /, ''));
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });

async function renderTable(
  handlers: Parameters<typeof mockApi>[0] = {},
  body: unknown = listings,
  owner = true,
) {
  const calls = mockApi({ [LIST]: { body }, ...handlers });
  const view = renderWithApp(<PropertiesTab owner={owner} />, { route: '/?view=table' });
  await screen.findByRole('table', { name: 'Admin property listings table' });
  return { ...view, calls };
}

describe('the Properties table', () => {
  beforeEach(() => {
    localStorage.setItem('admin_token', 'admin-jwt');
    // jsdom lays nothing out: the table's scroll box gets a screenful, as in a browser.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });

  it('keeps the cards as the default, and the switch to the table in the URL and for the next visit', async () => {
    mockApi({ [LIST]: { body: listings } });
    const { user, unmount } = renderWithApp(<PropertiesTab owner />);
    await screen.findByRole('list', { name: 'Admin property listings' });
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(table()).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?view=table');
    expect(screen.queryByRole('list', { name: 'Admin property listings' })).not.toBeInTheDocument();
    unmount();

    // Opened again without ?view: the table, as chosen last.
    renderWithApp(<PropertiesTab owner />);
    expect(await screen.findByRole('table', { name: 'Admin property listings table' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(await screen.findByRole('list', { name: 'Admin property listings' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_properties_view')).toBeNull();
  });

  it('shows every column of each listing, "—" for a source not recorded', async () => {
    await renderTable();
    expect(screen.getByText('Showing 5 of 5 listings')).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Name',
      'Location',
      'Type',
      'Price',
      'Original',
      'Discount',
      'Market',
      'Status',
      'Source',
      'Created',
      'Actions',
    ]);
    const marina = within(
      screen.getByRole('checkbox', { name: 'Select Marina Vista Tower B' }).closest('tr')!,
    );
    expect(marina.getByText('Dubai Marina')).toBeInTheDocument();
    expect(marina.getByText('AED 2,050,000')).toBeInTheDocument();
    expect(marina.getByText('AED 2,500,000')).toBeInTheDocument();
    expect(marina.getByText('18%')).toBeInTheDocument();
    expect(marina.getByText('Available')).toBeInTheDocument();
    expect(marina.getByText('—')).toBeInTheDocument();
    expect(marina.getByText('10 Nov 2026')).toBeInTheDocument();
    const creek = within(screen.getByRole('checkbox', { name: 'Select Creek Rise Studio' }).closest('tr')!);
    expect(marina.getByText('21% below')).toBeInTheDocument();
    expect(creek.getByText('Quick Add')).toBeInTheDocument();
    expect(creek.getByText('16% above')).toBeInTheDocument();
    expect(creek.getByText('Reserved')).toBeInTheDocument();
    const onyx = within(screen.getByRole('checkbox', { name: 'Select Binghatti Onyx' }).closest('tr')!);
    expect(onyx.getByText('Bulk Add')).toBeInTheDocument();
    expect(onyx.getByText('At market')).toBeInTheDocument();
    const palm = within(
      screen.getByRole('checkbox', { name: 'Select Palm Jumeirah Signature Villa' }).closest('tr')!,
    );
    expect(palm.getByText('No data')).toHaveAttribute('title', 'Not enough sales to compare');
  });

  it('sorts by a column header, ascending then descending, and says so to screen readers', async () => {
    const { user } = await renderTable();
    const listOrder = names();
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Price')).getByRole('button'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual([
      'Creek Rise Studio',
      'Binghatti Onyx',
      'Marina Vista Tower B',
      'Downtown Views II',
      'Palm Jumeirah Signature Villa',
    ]);
    await user.click(within(header('Price')).getByRole('button'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Palm Jumeirah Signature Villa');

    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual([...listOrder].sort());

    // Sources not recorded come last, either way.
    await user.click(within(header('Source')).getByRole('button'));
    expect(names().slice(0, 2)).toEqual(['Creek Rise Studio', 'Binghatti Onyx']);
    await user.click(within(header('Source')).getByRole('button'));
    expect(names().slice(0, 2)).toEqual(['Binghatti Onyx', 'Creek Rise Studio']);

    await user.click(within(header('Created')).getByRole('button'));
    await user.click(within(header('Created')).getByRole('button'));
    expect(names()[0]).toBe(listings.at(-1)!.property_name);
  });

  it('filters by status, source and the search together', async () => {
    const { user } = await renderTable();
    await user.selectOptions(screen.getByLabelText('Status'), 'Reserved');
    expect(names()).toEqual(['Creek Rise Studio', 'Downtown Views II']);
    expect(screen.getByText('Showing 2 of 5 listings')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Source'), 'Not recorded');
    expect(names()).toEqual(['Downtown Views II']);
    await user.selectOptions(screen.getByLabelText('Source'), 'Quick Add');
    expect(names()).toEqual(['Creek Rise Studio']);

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.selectOptions(screen.getByLabelText('Source'), 'All sources');
    // The search knows Dubai's names, as the cards' does.
    await user.type(screen.getByLabelText('Search properties'), 'marina');
    await waitFor(() => expect(names()).toEqual(['Marina Vista Tower B']));
    await user.clear(screen.getByLabelText('Search properties'));
    await user.type(screen.getByLabelText('Search properties'), 'no such tower');
    expect(await screen.findByText('No listings match the search and filters.')).toBeInTheDocument();
  });

  it('selects rows one by one or all shown, and counts only the rows the filters show', async () => {
    const { user } = await renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Creek Rise Studio' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Binghatti Onyx' }));
    const bar = () => screen.getByRole('group', { name: 'Selected listings' });
    expect(bar()).toHaveTextContent('2 listings selected');
    const all = screen.getByRole('checkbox', { name: 'Select all 5 shown' });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.selectOptions(screen.getByLabelText('Status'), 'Sold');
    expect(bar()).toHaveTextContent('1 listing selected');
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(bar()).toHaveTextContent('2 listings selected');

    await user.click(screen.getByRole('checkbox', { name: 'Select all 5 shown' }));
    expect(bar()).toHaveTextContent('5 listings selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all 5 shown' }));
    expect(screen.queryByRole('group', { name: 'Selected listings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Creek Rise Studio' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select Creek Rise Studio' })).not.toBeChecked();
  });

  it('offers an editor the status of the selected listings, not their deletion, nor Delete All', async () => {
    const { user } = await renderTable({}, listings, false);
    await user.click(screen.getByRole('checkbox', { name: 'Select Creek Rise Studio' }));
    const bar = screen.getByRole('group', { name: 'Selected listings' });
    expect(within(bar).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить всё' })).not.toBeInTheDocument();
  });

  it('sets the status of the selected listings in one call, and the table shows it', async () => {
    let current = listings;
    const { user, calls } = await renderTable({
      [LIST]: () => ({ body: current }),
      [BULK]: (init) => {
        const body = JSON.parse(String(init?.body)) as { ids: string[]; status: 'sold' };
        current = current.map((l) => (body.ids.includes(l.id) ? { ...l, status: body.status } : l));
        return { body: { action: 'set_status', changed: 1, unchanged: 1, not_found: [] } };
      },
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'Reserved');
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2 shown' }));
    await user.selectOptions(screen.getByLabelText('Set status'), 'Sold');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Marked 1 listing sold (1 already were).')).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      action: 'set_status',
      status: 'sold',
      ids: [listings[1]!.id, listings[4]!.id],
    });
    // The list is read again: no reserved listing is left, and the selection is cleared.
    expect(await screen.findByText('No listings match the search and filters.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Selected listings' })).not.toBeInTheDocument();
  });

  it('deletes the selected listings after one confirmation naming the count', async () => {
    const { user, calls } = await renderTable({
      [BULK]: { body: { action: 'delete', changed: 2, unchanged: 0, not_found: ['gone-1'] } },
    });
    for (const name of ['Creek Rise Studio', 'Binghatti Onyx', 'Downtown Views II'])
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 listings?' });
    expect(dialog).toHaveTextContent('The 3 listings selected will be deleted with their photos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete 3 listings?' })).getByRole('button', {
        name: 'Delete 3 listings',
      }),
    );
    expect(
      await screen.findByText('Deleted 2 listings. 1 listing had already been deleted.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { action: 'delete', ids: [listings[1]!.id, listings[2]!.id, listings[4]!.id] },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when a bulk change fails, and keeps the selection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderTable({ [BULK]: { status: 503, body: { detail: 'Service Unavailable' } } });
    await user.click(screen.getByRole('checkbox', { name: 'Select Creek Rise Studio' }));
    await user.selectOptions(screen.getByLabelText('Set status'), 'Available');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Selected listings' })).toHaveTextContent('1 listing selected');
  });

  it('draws only the rows near the screen of thousands, and selects all of them at once', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      ...adminProperties[1]!,
      id: `many-${i}`,
      property_name: `Scale Tower ${i}`,
    }));
    const { user } = await renderTable({}, many);
    expect(screen.getByText('Showing 3,000 of 3,000 listings')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '3001');
    const drawn = within(table()).getAllByRole('checkbox', { name: /^Select Scale Tower/ });
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveAccessibleName('Select Scale Tower 0');
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3000 shown' }));
    expect(screen.getByRole('group', { name: 'Selected listings' })).toHaveTextContent(
      '3,000 listings selected',
    );
  });
});
