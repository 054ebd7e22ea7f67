import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AD, CREATE, PREVIEW, readyPreview, renderTab, stubApi } from '../testing/quick-add-api';

const CREATE_ANYWAY = 'POST /api/admin/parse-telegram-ad?create_anyway=true';
const SAME_AS = { id: 'p-onyx-1', property_name: 'Binghatti Onyx' };
const DETAIL = 'This looks like a deal already listed: Binghatti Onyx. Create it anyway?';
const sameDeal = { status: 409, body: { detail: DETAIL, code: 'same_deal', same_as: SAME_AS } };
const created = { status: 201, body: { id: 'p-new', property_name: 'Binghatti Onyx' } };

describe('QuickAddTab: a deal already listed', () => {
  it('warns in the preview, with a link to the listing opening in a new tab', async () => {
    stubApi({ [PREVIEW]: { body: { ...readyPreview, same_as: SAME_AS } } });
    const { user, textarea } = renderTab();
    await user.click(textarea);
    await user.paste(AD);

    const warning = (
      await screen.findByText(/^This looks like a deal already listed:/, {}, { timeout: 2000 })
    ).closest('div') as HTMLElement;
    expect(warning).toHaveTextContent(
      'This looks like a deal already listed: Binghatti Onyx (opens in a new tab)',
    );
    const link = within(warning).getByRole('link', { name: /Binghatti Onyx/ });
    expect(link).toHaveAttribute('href', '/property/p-onyx-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // A warning, not a refusal: Create Property stays available.
    expect(screen.getByRole('button', { name: 'Create Property' })).toBeEnabled();
  });

  it('shows no warning for a new deal', async () => {
    stubApi({ [PREVIEW]: { body: readyPreview } });
    const { user, textarea } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    await screen.findByText(/has everything a listing needs/, {}, { timeout: 2000 });
    expect(screen.queryByText(/already listed/)).not.toBeInTheDocument();
  });

  it('on 409 same_deal, shows the answer and "Create anyway" repeats the request with create_anyway', async () => {
    const calls = stubApi({
      [PREVIEW]: { body: { ...readyPreview, same_as: SAME_AS } },
      [CREATE]: sameDeal,
      [CREATE_ANYWAY]: created,
    });
    const { user, textarea, onCreated } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    await screen.findByText(/^This looks like a deal already listed:/, {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DETAIL);
    expect(within(alert).getByRole('link', { name: /View the listed deal/ })).toHaveAttribute(
      'href',
      '/property/p-onyx-1',
    );
    // Not a failure: no error toast, nothing created, the text stays.
    expect(screen.queryByText('Failed to parse ad. Please check the format.')).not.toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(textarea).toHaveValue(AD);

    await user.click(within(alert).getByRole('button', { name: 'Create anyway' }));
    expect(await screen.findByText('Property created successfully!')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledTimes(1);
    const creates = calls.filter((c) => c.method === 'POST' && !c.url.includes('dry_run'));
    expect(creates.map((c) => c.url)).toEqual([
      '/api/admin/parse-telegram-ad',
      '/api/admin/parse-telegram-ad?create_anyway=true',
    ]);
    expect(creates[1]).toMatchObject({
      body: { telegram_text: AD },
      headers: { Authorization: 'Bearer admin-jwt' },
    });
    expect(textarea).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates anyway with the same photos', async () => {
    const calls = stubApi({
      [PREVIEW]: { body: readyPreview },
      [CREATE]: sameDeal,
      [CREATE_ANYWAY]: created,
    });
    const { user, textarea, onCreated } = renderTab();
    const photos = [
      new File(['jpeg'], 'living-room.jpg', { type: 'image/jpeg' }),
      new File(['png'], 'view.png', { type: 'image/png' }),
    ];
    await user.upload(screen.getByLabelText('Photos (optional)'), photos);
    await user.click(textarea);
    await user.paste(AD);
    await screen.findByText(/has everything a listing needs/, {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    // The preview did not name the listing (a photo matched, or it was listed meanwhile): no link then.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DETAIL);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));

    const sent = calls.filter((c) => c.method === 'POST' && !c.url.includes('dry_run'));
    expect(sent.map((c) => c.url)).toEqual([
      '/api/admin/parse-telegram-ad',
      '/api/admin/parse-telegram-ad?create_anyway=true',
    ]);
    for (const call of sent) {
      const form = call.body as FormData;
      expect(form.get('telegram_text')).toBe(AD);
      expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['living-room.jpg', 'view.png']);
    }
  });

  it('previews an ad pasted again after it was created as a deal already listed', async () => {
    let listed = false;
    stubApi({
      [PREVIEW]: () => ({ body: { ...readyPreview, same_as: listed ? SAME_AS : null } }),
      [CREATE]: () => {
        listed = true;
        return created;
      },
    });
    const { user, textarea, onCreated } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    await screen.findByText(/has everything a listing needs/, {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));

    await user.click(textarea);
    await user.paste(AD);
    expect(
      await screen.findByText(/^This looks like a deal already listed:/, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('drops the question once the text changes', async () => {
    stubApi({ [PREVIEW]: { body: readyPreview }, [CREATE]: sameDeal });
    const { user, textarea } = renderTab();
    await user.click(textarea);
    await user.paste(AD);
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await screen.findByRole('button', { name: 'Create anyway' });

    await user.type(textarea, ' 2nd floor');
    expect(screen.queryByRole('button', { name: 'Create anyway' })).not.toBeInTheDocument();
  });
});
