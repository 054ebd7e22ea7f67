import type { AuditEntry } from '@dd/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { ActivityTab } from './activity-tab';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: '2026-11-26T08:30:00.000Z',
  admin_id: 'a1',
  admin: 'sara',
  action: 'listing_edited',
  property_id: 'p1',
  property_name: 'Marina Gate 2',
  summary: 'Edited Marina Gate 2: Distress price',
  changes: [{ field: 'distress_price', from: 2_100_000, to: 1_950_000 }],
  counts: {},
  ...overrides,
});

const FIRST_PAGE = [
  entry({}),
  entry({
    id: 'e2',
    action: 'bulk_add',
    property_id: null,
    property_name: null,
    summary: 'Bulk Add of result.json: 12 listings created',
    changes: [],
    counts: { created: 12, failed: 1 },
  }),
];
const OLDER = [
  entry({
    id: 'e3',
    action: 'login_failed',
    admin_id: null,
    admin: 'mallory',
    summary: 'Failed login as mallory',
    property_id: null,
    property_name: null,
    changes: [],
  }),
];

describe('ActivityTab', () => {
  beforeEach(() => localStorage.setItem('admin_token', 'admin-jwt'));

  it('lists who did what, newest first, with the changes and counts, and pages to older entries', async () => {
    const calls = mockApi({
      'GET /api/admin/audit/admins': { body: [{ id: 'a1', username: 'sara' }] },
      'GET /api/admin/audit': (_init, url) =>
        url.searchParams.get('cursor') === 'c2'
          ? { body: OLDER }
          : { body: FIRST_PAGE, headers: { 'X-Next-Cursor': 'c2' } },
    });
    const { user } = renderWithApp(<ActivityTab />);
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    const [edit, bulk] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(edit).toHaveTextContent('Listing edited by sara');
    expect(edit).toHaveTextContent('Distress price: AED 2,100,000 → AED 1,950,000', {
      normalizeWhitespace: true,
    });
    expect(edit).not.toHaveTextContent('distress_price');
    expect(bulk).toHaveTextContent('Bulk Add by sara');
    expect(bulk).toHaveTextContent('created: 12 · failed: 1');

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Failed login as mallory')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/audit')[0]!.headers.Authorization).toBe(
      'Bearer admin-jwt',
    );
  });

  it("names each changed field as the admin's form does and writes its values as an admin reads them", async () => {
    const changes = [
      { field: 'distress_price', from: 2_550_000, to: 2_490_000 },
      { field: 'size_sqft', from: 1180, to: 1250 },
      { field: 'has_pool', from: false, to: true },
      { field: 'developer', from: null, to: 'Emaar' },
      { field: 'photos', from: 3, to: 4 },
    ];
    mockApi({
      'GET /api/admin/audit/admins': { body: [] },
      'GET /api/admin/audit': { body: [entry({ changes })] },
    });
    renderWithApp(<ActivityTab />);
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    const lines = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement !== list)
      .map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(lines).toEqual([
      'Distress price: AED 2,550,000 → AED 2,490,000',
      'Size: 1,180 sq.ft → 1,250 sq.ft',
      'Private Pool: No → Yes',
      'Developer: (empty) → Emaar',
      'Photos: 3 → 4',
    ]);
  });

  it('filters by admin, action and listing', async () => {
    const calls = mockApi({
      'GET /api/admin/audit/admins': { body: [{ id: 'a1', username: 'sara' }] },
      'GET /api/admin/audit': { body: FIRST_PAGE },
    });
    const { user } = renderWithApp(<ActivityTab />);
    await screen.findByRole('list', { name: 'Activity, newest first' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Listing edited');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Admin' }), 'sara');
    await user.click(await screen.findByRole('button', { name: 'All activity on Marina Gate 2' }));
    expect(await screen.findByText('Marina Gate 2', { selector: 'span' })).toBeInTheDocument();
    const queries = calls.filter((call) => call.path === '/api/admin/audit').map((call) => call.query);
    expect(queries.at(-1)).toBe('?limit=50&admin_id=a1&action=listing_edited&property_id=p1');
    await user.click(screen.getByRole('button', { name: "Show every listing's activity" }));
    expect(screen.queryByText('Listing:')).not.toBeInTheDocument();
  });
});
