import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '@/testing/render';

import {
  AD,
  CREATE,
  incompletePreview,
  PREVIEW,
  readyPreview,
  renderTab,
  stubApi,
} from '../testing/quick-add-api';
import { QuickAddTab } from './quick-add-tab';

describe('QuickAddTab', () => {
  it('keeps Create Property disabled while the text is blank', async () => {
    const calls = stubApi({});
    const { user, textarea } = renderTab();
    const button = screen.getByRole('button', { name: 'Create Property' });
    expect(button).toBeDisabled();
    await user.type(textarea, '   ');
    expect(button).toBeDisabled();
    await user.type(textarea, 'Studio');
    expect(button).toBeEnabled();
    await user.clear(textarea);
    expect(button).toBeDisabled();
    expect(calls.filter((c) => !c.url.includes('dry_run'))).toHaveLength(0);
  });

  it('asks for the ad text when a blank form is submitted', () => {
    const calls = stubApi({});
    renderTab();
    fireEvent.submit(screen.getByRole('form', { name: 'Quick Add Property' }));
    expect(screen.getByText('Please paste Telegram ad text')).toBeInTheDocument();
    expect(screen.getByLabelText('Telegram ad text')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('previews the parsed fields once typing pauses, as an editable form', async () => {
    const calls = stubApi({ [PREVIEW]: { body: readyPreview } });
    const { user, textarea } = renderTab();
    await user.type(textarea, 'Binghatti Onyx');

    expect(await screen.findByLabelText('Property name', {}, { timeout: 2000 })).toHaveValue(
      'Binghatti Onyx',
    );
    const previews = calls.filter((c) => c.url === '/api/admin/parse-telegram-ad?dry_run=true');
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({
      body: { telegram_text: 'Binghatti Onyx' },
      headers: { Authorization: 'Bearer admin-jwt' },
    });
    expect(screen.getByLabelText('Developer')).toHaveValue('Binghatti');
    expect(screen.getByLabelText('Location')).toHaveValue('Jumeirah Village Circle');
    expect(screen.getByLabelText('Property type')).toHaveValue('1BR');
    expect(screen.getByLabelText('Size (sq.ft)')).toHaveValue('780');
    expect(screen.getByLabelText('Original price (AED)')).toHaveValue('1150000');
    expect(screen.getByLabelText('Distress price (AED)')).toHaveValue('920000');
    expect(screen.getByLabelText('Handover')).toHaveValue('4Q 2025');
    expect(screen.getByLabelText('Payment plan')).toHaveValue('60/40');
    expect(screen.getByLabelText('Balcony')).toBeChecked();
    expect(screen.getByText(/has everything a listing needs/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Please check' })).getByRole('listitem'),
    ).toHaveTextContent('Original price derived from "OP 1.15M"');
  });

  it('names the problem and what a listing is missing', async () => {
    stubApi({ [PREVIEW]: { body: incompletePreview } });
    const { user, textarea } = renderTab();
    await user.click(textarea);
    await user.paste(AD);

    expect(
      await screen.findByText('The ad does not state: price', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Missing for a listing' })).getByRole('listitem'),
    ).toHaveTextContent('price');
    // No name in the ad: the server derives one from type and location.
    expect(screen.getByLabelText('Property name')).toHaveValue('1BR in Jumeirah Village Circle');
    expect(screen.getByLabelText('Developer')).toHaveAccessibleDescription('Not stated in the ad');
  });

  it('creates the listing from the text, confirms it, clears the text and calls onCreated', async () => {
    const calls = stubApi({
      [PREVIEW]: { body: readyPreview },
      [CREATE]: { status: 201, body: { id: 'p-new', property_name: 'Binghatti Onyx' } },
    });
    const { user, textarea, onCreated } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Property created successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/admin/parse-telegram-ad')).toMatchObject({
      body: { telegram_text: AD },
      headers: { Authorization: 'Bearer admin-jwt', 'Content-Type': 'application/json' },
    });
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(textarea).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create Property' })).toBeDisabled();
  });

  it('links the new listing ("View listing") and offers "Add another" after Create', async () => {
    stubApi({
      [PREVIEW]: { body: readyPreview },
      [CREATE]: { status: 201, body: { id: 'p-new', property_name: 'Binghatti Onyx' } },
    });
    localStorage.setItem('admin_token', 'admin-jwt');
    const onAddAnother = vi.fn();
    const { user } = renderWithApp(<QuickAddTab onCreated={() => undefined} onAddAnother={onAddAnother} />);
    const textarea = screen.getByLabelText('Telegram ad text');
    await user.click(textarea);
    await user.paste(AD);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Property created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/property/p-new');
    // A plain click: the toast's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    expect(onAddAnother).toHaveBeenCalledTimes(1);
  });

  it('opens with the box empty and focused for "Add another"', () => {
    stubApi({});
    localStorage.setItem('admin_token', 'admin-jwt');
    renderWithApp(<QuickAddTab onCreated={() => undefined} focusText />);
    expect(screen.getByLabelText('Telegram ad text')).toHaveFocus();
    expect(screen.getByLabelText('Telegram ad text')).toHaveValue('');
  });

  it('sends the photos along as multipart images', async () => {
    const calls = stubApi({ [CREATE]: { status: 201, body: { id: 'p-new' } } });
    const { user, textarea, onCreated } = renderTab();
    const photo = new File(['jpeg'], 'living-room.jpg', { type: 'image/jpeg' });
    const second = new File(['png'], 'view.png', { type: 'image/png' });
    expect(screen.getByLabelText('Photos (optional)')).toHaveAttribute('accept', 'image/*');
    await user.upload(screen.getByLabelText('Photos (optional)'), [photo, second]);
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await user.click(textarea);
    await user.paste(AD);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = calls.find((c) => c.url === '/api/admin/parse-telegram-ad')?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('telegram_text')).toBe(AD);
    expect((body as FormData).getAll('images').map((f) => (f as File).name)).toEqual([
      'living-room.jpg',
      'view.png',
    ]);
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('reports a failure with the server detail and keeps the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      [PREVIEW]: { body: incompletePreview },
      [CREATE]: { status: 422, body: { detail: 'The ad does not state: price' } },
    });
    const { user, textarea, onCreated } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Failed to parse ad. Please check the format.')).toBeInTheDocument();
    expect(await screen.findAllByText('The ad does not state: price')).not.toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
    expect(textarea).toHaveValue(AD);
  });
});
