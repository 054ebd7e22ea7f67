import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AD, incompletePreview, PREVIEW, readyPreview, renderTab, stubApi } from '../testing/quick-add-api';
import type { Answer } from '../testing/quick-add-api';

describe('QuickAddTab corrections', () => {
  it('creates the corrected fields through the property form endpoint', async () => {
    const calls = stubApi({
      [PREVIEW]: { body: readyPreview },
      'POST /api/admin/properties': { status: 201, body: { id: 'p-new' } },
    });
    const { user, textarea, onCreated } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    const price = await screen.findByLabelText('Distress price (AED)', {}, { timeout: 2000 });
    await user.clear(price);
    await user.type(price, '899,000');
    expect(price).toHaveAccessibleDescription('Corrected; the ad says "920000"');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Property created successfully!')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.url === '/api/admin/parse-telegram-ad')).toBe(false);
    const form = calls.find((c) => c.url === '/api/admin/properties')?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      property_name: 'Binghatti Onyx',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      furnishing: 'Unfurnished',
      size_sqft: '780',
      floor_level: 'Mid floor',
      view_type: 'Community view',
      has_balcony: 'true',
      has_pool: 'false',
      parking_spaces: '1',
      handover_date: '4Q 2025',
      payment_plan: '60/40',
      original_price: '1150000',
      distress_price: '899000',
    });
  });

  it("warns of an implausible price, with what the market pays, and follows the admin's corrections", async () => {
    const doubt = 'A discount of 62% is over 50%: check both prices.';
    stubApi({ [PREVIEW]: { body: { ...readyPreview, price_doubts: [doubt] } } });
    const { user, textarea } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    const box = await screen.findByRole('list', { name: 'The price looks wrong' }, { timeout: 2000 });
    expect(box).toHaveTextContent(doubt);
    expect(
      screen.getByText(/Comparable homes here sell for a median of AED 1,300 per sq ft/),
    ).toBeInTheDocument();

    // Corrected to a quarter of what the market pays (AED 1,300 per sq ft × 780 sq ft): still wrong, says why.
    const price = screen.getByLabelText('Distress price (AED)');
    await user.clear(price);
    await user.type(price, '250,000');
    expect(screen.getByRole('list', { name: 'The price looks wrong' })).toHaveTextContent(
      /AED 321 per sq ft is under 40% of what comparable homes sell for here/,
    );
    // Corrected to a plausible price: no warning.
    await user.clear(price);
    await user.type(price, '899,000');
    expect(screen.queryByRole('list', { name: 'The price looks wrong' })).not.toBeInTheDocument();
  });

  it('asks for the fields a corrected listing still lacks', async () => {
    const calls = stubApi({ [PREVIEW]: { body: incompletePreview } });
    const { user, textarea } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    await user.type(await screen.findByLabelText('Distress price (AED)', {}, { timeout: 2000 }), '899000');
    // A developer the ad does not state may stay empty (as Quick Add leaves it); a location may not.
    await user.clear(screen.getByLabelText('Location'));
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveFocus();
    expect(screen.queryByText('Developer is required')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/properties')).toBe(false);
  });

  it('undoes corrections, and explains when the preview cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: Answer = { body: readyPreview };
    stubApi({ [PREVIEW]: () => answer });
    const { user, textarea } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    const developer = await screen.findByLabelText('Developer', {}, { timeout: 2000 });
    await user.clear(developer);
    await user.type(developer, 'Emaar');
    expect(screen.getByText('1 field(s) corrected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo corrections' }));
    expect(developer).toHaveValue('Binghatti');

    answer = { status: 400, body: { detail: 'telegram_text must be at most 20000 characters' } };
    await user.type(textarea, ' more');
    expect(
      await screen.findByText('telegram_text must be at most 20000 characters', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('The preview is not available.')).toBeInTheDocument();
  });
});
