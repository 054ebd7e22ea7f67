import { formatAed } from '@dd/core';
import type { Draft } from '@dd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { completeDraft, incompleteDraft } from '../testing/telegram-fixtures';
import { DraftsTab } from './drafts-tab';

const DRAFTS = 'GET /api/admin/drafts';

/** GET /api/admin/drafts answers what `list` holds at the time, as the server would. */
function serveDrafts(initial: Draft[], more: Parameters<typeof mockApi>[0] = {}) {
  const state = { list: initial };
  const calls = mockApi({ [DRAFTS]: () => ({ body: state.list }), ...more });
  return { state, calls };
}

function renderTab() {
  const onPublished = vi.fn();
  return { ...renderWithApp(<DraftsTab onPublished={onPublished} />), onPublished };
}

const draftCard = async (name: string) => within(await screen.findByRole('article', { name }));

describe('DraftsTab', () => {
  it('shows each draft: the post beside the fields read, its photos, its link and what it lacks', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const { calls } = serveDrafts([completeDraft, incompleteDraft]);
    renderTab();
    expect(screen.getByText('Loading drafts...')).toBeInTheDocument();

    const onyx = await draftCard('Binghatti Onyx');
    expect(calls[0]?.headers.Authorization).toBe('Bearer admin-jwt');
    expect(onyx.getByText(/Onyx Deals Dubai · @onyx_deals · posted/)).toBeInTheDocument();
    expect(onyx.getByRole('link', { name: 'View post' })).toHaveAttribute(
      'href',
      'https://t.me/onyx_deals/101',
    );
    expect(onyx.getByText(/BINGHATTI ONYX \| JVC/)).toHaveTextContent('💰 AED 585,000 (OP 720,000)');
    const photos = within(onyx.getByRole('list', { name: 'Photos of the post' })).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/d-onyx-1-card.webp',
      '/uploads/d-onyx-2-card.webp',
    ]);
    expect(photos[0]?.closest('a')).toHaveAttribute('href', '/uploads/d-onyx-1.webp');
    expect(onyx.getByText(/has everything a listing needs/)).toBeInTheDocument();
    expect(onyx.getByLabelText('Property name')).toHaveValue('Binghatti Onyx');
    expect(onyx.getByLabelText('Distress price (AED)')).toHaveValue('585000');
    expect(onyx.getByLabelText('Distress price (AED)')).toHaveAccessibleDescription(formatAed(585_000));
    expect(onyx.getByLabelText('Handover')).toHaveAccessibleDescription('Not stated in the ad');

    // No link for a private channel's post; what a listing lacks is named and its field marked.
    const marina = await draftCard('Marina Gate 1');
    expect(marina.queryByRole('link', { name: 'View post' })).not.toBeInTheDocument();
    expect(marina.getByText('The post has no photos.')).toBeInTheDocument();
    expect(marina.getByText(/Missing for a listing:/).parentElement).toHaveTextContent(
      'Missing for a listing: original price or discount.',
    );
    expect(marina.getByLabelText('Original price (AED)')).toHaveValue('');
    expect(marina.getByLabelText('Original price (AED)')).toHaveAccessibleDescription(
      'Needed for a listing: not stated in the ad',
    );
    expect(marina.getByLabelText('Developer')).toHaveAccessibleDescription('Not stated in the ad');
  });

  it('says why a post its channel would have published waits here: its price looked implausible', async () => {
    const reason = 'A discount of 58% is over 50%: check both prices.';
    serveDrafts([{ ...completeDraft, held_because: reason }, incompleteDraft]);
    renderTab();
    const onyx = await draftCard('Binghatti Onyx');
    expect(onyx.getByRole('note')).toHaveTextContent(`Held for a check, not published: ${reason}`);
    expect((await draftCard('Marina Gate 1')).queryByRole('note')).not.toBeInTheDocument();
  });

  it('saves corrections: only the fields changed, numbers as numbers, an emptied field as null', async () => {
    const { calls } = serveDrafts([completeDraft], {
      'PUT /api/admin/drafts/d-onyx': {
        body: {
          ...completeDraft,
          fields: { ...completeDraft.fields, distress_price: 575_000, furnishing: null },
          manual_fields: ['distress_price', 'furnishing'],
        },
      },
    });
    const { user } = renderTab();
    const onyx = await draftCard('Binghatti Onyx');
    const save = onyx.getByRole('button', { name: 'Save corrections' });
    expect(save).toBeDisabled();

    const price = onyx.getByLabelText('Distress price (AED)');
    await user.clear(price);
    await user.type(price, '575,000');
    expect(price).toHaveAccessibleDescription('Corrected; the ad says "585000"');
    await user.clear(onyx.getByLabelText('Furnishing'));
    expect(onyx.getByText('2 field(s) corrected; Publish saves them first.')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Corrections saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      distress_price: 575_000,
      furnishing: null,
    });
    await waitFor(() => expect(price).toHaveValue('575000'));
    expect(price).toHaveAccessibleDescription(`Corrected by an admin: ${formatAed(575_000)}`);
    expect(onyx.getByRole('button', { name: 'Save corrections' })).toBeDisabled();
  });

  it('refuses a value the server would refuse, without sending it', async () => {
    const { calls } = serveDrafts([completeDraft]);
    const { user } = renderTab();
    const onyx = await draftCard('Binghatti Onyx');
    await user.clear(onyx.getByLabelText('Size (sq.ft)'));
    await user.type(onyx.getByLabelText('Size (sq.ft)'), 'about 400');
    await user.click(onyx.getByRole('button', { name: 'Save corrections' }));

    expect(await onyx.findByText('Size (sq.ft) must be a number')).toBeInTheDocument();
    expect(onyx.getByLabelText('Size (sq.ft)')).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('publishes a corrected draft: saves the correction first, confirms, and takes the draft off the list', async () => {
    const corrected = { ...completeDraft, fields: { ...completeDraft.fields, property_name: 'Onyx Tower' } };
    const { state, calls } = serveDrafts([completeDraft, incompleteDraft], {
      'PUT /api/admin/drafts/d-onyx': { body: corrected },
      'POST /api/admin/drafts/d-onyx/publish': () => {
        state.list = [incompleteDraft];
        return { status: 201, body: { id: 'p-onyx' } };
      },
    });
    const { user, onPublished } = renderTab();
    const onyx = await draftCard('Binghatti Onyx');
    await user.clear(onyx.getByLabelText('Property name'));
    await user.type(onyx.getByLabelText('Property name'), 'Onyx Tower');
    await user.click(onyx.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Listing published')).toBeInTheDocument();
    expect(onPublished).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/admin/drafts/d-onyx',
      'POST /api/admin/drafts/d-onyx/publish',
    ]);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ property_name: 'Onyx Tower' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Marina Gate 1' })).toBeInTheDocument();
  });

  it("shows the server's reason when a draft cannot be published", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const detail = 'The draft does not state: original price or discount';
    serveDrafts([incompleteDraft], {
      'POST /api/admin/drafts/d-marina/publish': { status: 422, body: { detail, fields: {} } },
    });
    const { user, onPublished } = renderTab();
    const marina = await draftCard('Marina Gate 1');
    await user.click(marina.getByRole('button', { name: 'Publish' }));

    expect(await marina.findByRole('alert')).toHaveTextContent(`Not published: ${detail}`);
    expect(await screen.findByText('Failed to publish the draft')).toBeInTheDocument();
    expect(onPublished).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Marina Gate 1' })).toBeInTheDocument();
  });

  it('discards a draft after asking, and not when the admin cancels', async () => {
    const { state, calls } = serveDrafts([completeDraft, incompleteDraft], {
      'DELETE /api/admin/drafts/d-marina': () => {
        state.list = [completeDraft];
        return { status: 204 };
      },
    });
    const { user } = renderTab();
    const marina = await draftCard('Marina Gate 1');

    await user.click(marina.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(dialog).toHaveTextContent('“Marina Gate 1” and its photos are deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(marina.getByRole('button', { name: 'Discard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this draft?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/drafts/d-marina',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Marina Gate 1' })).not.toBeInTheDocument(),
    );
  });

  it('shows the empty state when no draft waits', async () => {
    serveDrafts([]);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No Drafts' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
