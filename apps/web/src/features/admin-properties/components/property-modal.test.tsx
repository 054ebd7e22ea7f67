import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { ADMIN_PROPERTIES_KEY } from '../api/get-admin-properties';
import { jvcAdmin, marinaAdmin } from '../testing/admin-property-fixtures';
import { PropertyModal } from './property-modal';

const image = (name: string) => new File(['image-bytes'], name, { type: 'image/jpeg' });

/** Records the multipart body of the save request. */
function mockSave(key: string, answer: { status?: number; body?: unknown }) {
  const sent: FormData[] = [];
  const calls = mockApi({
    [key]: (init) => {
      sent.push(init?.body as FormData);
      return answer;
    },
  });
  return { sent, calls };
}

const textEntries = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));

const filled: Record<string, string> = {
  'Property name': 'Binghatti Onyx',
  Developer: 'Binghatti',
  Location: 'Jumeirah Village Circle',
  'Property type': '2-BR Apartment',
  Furnishing: 'Unfurnished',
  'Size (sq.ft)': '1,180',
  'Floor level': 'High floor',
  View: 'Pool view',
  'Parking spaces': 'one',
  'Handover date': '2Q 2026',
  'Payment plan': '60/40',
  'Original price (AED)': '1,500,000',
  'Distress price (AED)': '1,200,000',
};

describe('PropertyModal', () => {
  beforeEach(() => {
    localStorage.setItem('admin_token', 'admin-jwt');
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('marks the required fields, the numeric ones and accepts only images', () => {
    mockApi({});
    renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Property' });
    const required = [
      'Property name',
      'Location',
      'Property type',
      'Original price (AED)',
      'Distress price (AED)',
    ];
    for (const label of Object.keys(filled)) {
      if (required.includes(label)) expect(within(dialog).getByLabelText(label)).toBeRequired();
      else expect(within(dialog).getByLabelText(label)).not.toBeRequired();
    }
    expect(within(dialog).getByLabelText('Brochure link')).not.toBeRequired();
    for (const label of ['Size (sq.ft)', 'Parking spaces']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('inputMode', 'numeric');
    }
    // Prices take "2.5M": the phone keyboard keeps its letters.
    expect(within(dialog).getByLabelText('Original price (AED)')).not.toHaveAttribute('inputMode');
    expect(within(dialog).getByRole('checkbox', { name: 'Balcony' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Private Pool' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Add photos')).toHaveAttribute('accept', 'image/*');
  });

  it('checks the shared rules before sending', async () => {
    const { calls } = mockSave('POST /api/admin/properties', { status: 201, body: marinaAdmin });
    const { user } = renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    for (const [label, value] of Object.entries(filled)) await user.type(screen.getByLabelText(label), value);
    await user.clear(screen.getByLabelText('Size (sq.ft)'));
    await user.type(screen.getByLabelText('Size (sq.ft)'), 'large');
    await user.clear(screen.getByLabelText('Distress price (AED)'));
    await user.type(screen.getByLabelText('Distress price (AED)'), '1,600,000');
    await user.type(screen.getByLabelText('Brochure link'), 'javascript:alert(1)');
    const submit = () => user.click(screen.getByRole('button', { name: 'Create Property' }));
    await submit();

    expect(await screen.findByText('Size (sq.ft) must be a number')).toBeInTheDocument();
    expect(screen.getByText('Brochure link must be an absolute http(s) URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Size (sq.ft)')).toHaveAttribute('aria-invalid', 'true');

    // The prices are compared once every field is valid.
    await user.clear(screen.getByLabelText('Size (sq.ft)'));
    await user.type(screen.getByLabelText('Size (sq.ft)'), '1180');
    await user.clear(screen.getByLabelText('Brochure link'));
    await submit();
    expect(
      await screen.findByText('Distress price (AED) must not be above the original price'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Size (sq.ft) must be a number')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the required fields' errors under them on an empty submit and focuses the first", async () => {
    const calls = mockApi({});
    const { user } = renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    const create = screen.getByRole('button', { name: 'Create Property' });
    expectNoBrowserValidation(create.closest('form'));
    await user.click(create);

    expectInlineError(await screen.findByLabelText('Property name'), 'Property name is required');
    for (const label of ['Location', 'Property type', 'Original price (AED)', 'Distress price (AED)']) {
      expectInlineError(screen.getByLabelText(label), `${label} is required`);
    }
    for (const label of ['Developer', 'Size (sq.ft)', 'Brochure link']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'false');
    }
    await waitFor(() => expect(screen.getByLabelText('Property name')).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('creates a listing: every field of the form, parking 0 when not a number, new photos as images', async () => {
    const onClose = vi.fn();
    const { sent } = mockSave('POST /api/admin/properties', { status: 201, body: marinaAdmin });
    const { user } = renderWithApp(<PropertyModal property={null} onClose={onClose} />);
    for (const [label, value] of Object.entries(filled)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('checkbox', { name: 'Private Pool' }));
    await user.upload(screen.getByLabelText('Add photos'), [image('living.jpg'), image('view.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Move new photo 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Create Property' }));

    expect(await screen.findByText('Property created successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const form = sent[0] as FormData;
    expect(textEntries(form)).toEqual({
      property_name: 'Binghatti Onyx',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: '2-BR Apartment',
      furnishing: 'Unfurnished',
      size_sqft: '1180',
      floor_level: 'High floor',
      view_type: 'Pool view',
      has_balcony: 'false',
      has_pool: 'true',
      parking_spaces: '0',
      handover_date: '2Q 2026',
      payment_plan: '60/40',
      original_price: '1500000',
      distress_price: '1200000',
      brochure_link: '',
    });
    expect(form.has('keep_images')).toBe(false);
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['view.jpg', 'living.jpg']);
  });

  it('refuses files that are not images, naming them', async () => {
    mockApi({});
    const { user } = renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    const input = screen.getByLabelText('Add photos');
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf, image('pool.jpg')] } });
    expect(
      await screen.findByText(/brochure\.pdf is not an image \(JPEG, PNG, WebP…\); not added\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New photo 1: pool.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /brochure/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove new photo 1' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('edits: prefilled from the listing, keeps the remaining photos in order and adds new ones', async () => {
    const onClose = vi.fn();
    const { sent, calls } = mockSave('PUT /api/admin/properties/p-marina-vista', { body: marinaAdmin });
    const { user } = renderWithApp(<PropertyModal property={marinaAdmin} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Property' });
    expect(within(dialog).getByLabelText('Property name')).toHaveValue('Marina Vista Tower B');
    expect(within(dialog).getByLabelText('Size (sq.ft)')).toHaveValue('1250');
    expect(within(dialog).getByLabelText('View')).toHaveValue('Full Marina View');
    expect(within(dialog).getByLabelText('Parking spaces')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Original price (AED)')).toHaveValue('2500000');
    expect(within(dialog).getByLabelText('Brochure link')).toHaveValue(marinaAdmin.brochure_link);
    expect(within(dialog).getByRole('checkbox', { name: 'Balcony' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Private Pool' })).toBeChecked();
    const current = within(dialog).getByRole('list', { name: 'Current photos' });
    expect(
      within(current)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/uploads/marina-1-card.webp', '/uploads/marina-2-card.webp', '/uploads/marina-3-card.webp']);

    await user.clear(within(dialog).getByLabelText('Distress price (AED)'));
    await user.type(within(dialog).getByLabelText('Distress price (AED)'), '1,990,000');
    await user.click(within(dialog).getByRole('button', { name: 'Remove current photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move current photo 2 left' }));
    await user.upload(within(dialog).getByLabelText('Add photos'), image('terrace.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /api/admin/properties/p-marina-vista');
    const form = sent[0] as FormData;
    expect(form.get('distress_price')).toBe('1990000');
    expect(form.get('property_name')).toBe('Marina Vista Tower B');
    expect(JSON.parse(form.get('keep_images') as string)).toEqual([
      '/uploads/marina-3.webp',
      '/uploads/marina-2.webp',
    ]);
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['terrace.jpg']);
  });

  it('shows the server reason when saving fails and keeps the form open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    mockSave('PUT /api/admin/properties/p-jvc-1br', {
      status: 400,
      body: { detail: 'A listing can have at most 20 images' },
    });
    const { user } = renderWithApp(<PropertyModal property={jvcAdmin} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // A refusal of the form itself says what is wrong, not to try again.
    expect(await screen.findByText('A listing can have at most 20 images')).toBeInTheDocument();
    expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Property' })).toBeInTheDocument();
  });

  it("keeps the spec's save failure for a failure that trying again can mend", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSave('PUT /api/admin/properties/p-jvc-1br', { status: 503, body: { detail: 'Service unavailable' } });
    const { user } = renderWithApp(<PropertyModal property={jvcAdmin} onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save property. Please try again.')).toBeInTheDocument();
  });

  it('reads prices like the ads ("2.5M", "950K") and says a negative one must be greater than 0', async () => {
    const { sent } = mockSave('POST /api/admin/properties', { status: 201, body: marinaAdmin });
    const { user } = renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    const required = { 'Property name': 'Onyx', Location: 'dubai marina', 'Property type': '2 bed' };
    for (const [label, value] of Object.entries(required))
      await user.type(screen.getByLabelText(label), value);
    await user.type(screen.getByLabelText('Original price (AED)'), '2.5M');
    await user.type(screen.getByLabelText('Distress price (AED)'), '-950K');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText('Distress price (AED) must be greater than 0')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Distress price (AED)'));
    await user.type(screen.getByLabelText('Distress price (AED)'), '950K');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText('Property created successfully!')).toBeInTheDocument();
    // Floor, view and the other optional fields may stay empty.
    expect(textEntries(sent[0] as FormData)).toMatchObject({
      original_price: '2500000',
      distress_price: '950000',
      floor_level: '',
      view_type: '',
      developer: '',
      size_sqft: '0',
    });
  });

  it('flags a picked file that is not an image at once, under the field, naming it', () => {
    mockApi({});
    renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    const input = screen.getByLabelText('Add photos');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // Named .txt: not an image, whatever type the browser gave it.
    const renamed = new File(['hello'], 'scan.txt', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [notes, renamed] } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('notes.txt is not an image (JPEG, PNG, WebP…)');
    expect(alert).toHaveTextContent('scan.txt is not an image (JPEG, PNG, WebP…)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'New photos' })).not.toBeInTheDocument();
  });

  it('saves a listing Quick Add made (no floor, view, developer or size) unchanged', async () => {
    const quickAdded = {
      ...jvcAdmin,
      developer: '',
      floor_level: '',
      view_type: '',
      furnishing: '',
      payment_plan: '',
      handover_date: '',
      size_sqft: 0,
    };
    const { sent } = mockSave(`PUT /api/admin/properties/${jvcAdmin.id}`, { body: quickAdded });
    const { user } = renderWithApp(<PropertyModal property={quickAdded} onClose={() => undefined} />);
    expect(screen.getByLabelText('Size (sq.ft)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
    expect(textEntries(sent[0] as FormData)).toMatchObject({
      floor_level: '',
      view_type: '',
      size_sqft: '0',
    });
  });

  it('offers the locations and types listings already use, and still takes new text', async () => {
    mockApi({});
    const { user, queryClient } = renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    act(() => queryClient.setQueryData(ADMIN_PROPERTIES_KEY, [marinaAdmin, jvcAdmin, marinaAdmin]));
    const options = (label: string) => {
      const list = document.getElementById(screen.getByLabelText(label).getAttribute('list') ?? '');
      expect(list?.tagName).toBe('DATALIST');
      return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    };
    await waitFor(() =>
      expect(options('Location')).toEqual(
        [...new Set([marinaAdmin.location, jvcAdmin.location])].sort((a, b) => a.localeCompare(b, 'en')),
      ),
    );
    expect(options('Property type')).toEqual(expect.arrayContaining([marinaAdmin.property_type]));
    const location = screen.getByLabelText('Location');
    await user.type(location, 'Brand new place');
    expect(location).toHaveValue('Brand new place');
  });

  it('shows the ad a Quick Add listing was made from and its phones, read-only, in Edit', () => {
    mockApi({});
    const adText = 'DISTRESS DEAL\nJVC 1BR\nCall +971 50 765 4321';
    renderWithApp(
      <PropertyModal
        property={{ ...jvcAdmin, ad_text: adText, ad_phones: ['+971 50 765 4321'] }}
        onClose={() => undefined}
      />,
    );
    const text = screen.getByLabelText('Ad text');
    expect(text).toHaveValue(adText);
    expect(text).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: '+971 50 765 4321' })).toHaveAttribute(
      'href',
      'tel:+971507654321',
    );
  });

  describe('the map pin', () => {
    const placed = { ...marinaAdmin, lat: 25.0805123, lng: 55.1403987 };
    const movedByHand = { ...jvcAdmin, lat: 25.0601, lng: 55.2101, pin_moved: true };

    it("sends no lat or lng when the pin is left alone, so the gazetteer's point follows the location", async () => {
      const { sent } = mockSave('PUT /api/admin/properties/p-marina-vista', { body: marinaAdmin });
      const { user } = renderWithApp(<PropertyModal property={placed} onClose={() => undefined} />);
      const pin = screen.getByRole('group', { name: 'Map pin' });
      expect(within(pin).getByText(/Placed from the gazetteer · 25\.08051, 55\.14040/)).toBeInTheDocument();
      expect(within(pin).getByLabelText('Latitude')).toHaveValue('25.08051');
      expect(within(pin).getByLabelText('Longitude')).toHaveValue('55.14040');
      expect(within(pin).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
      // Without WebGL2 (here, jsdom) the map says so and the inputs still place the pin.
      expect(await within(pin).findByText(/This browser cannot draw the map/)).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Location'));
      await user.type(screen.getByLabelText('Location'), 'Jumeirah Lake Towers');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
      const form = sent[0] as FormData;
      expect(form.get('location')).toBe('Jumeirah Lake Towers');
      expect(form.has('lat')).toBe(false);
      expect(form.has('lng')).toBe(false);
    });

    it('keeps a pin an admin placed before, unsent, while it is left alone', async () => {
      const { sent } = mockSave(`PUT /api/admin/properties/${jvcAdmin.id}`, { body: jvcAdmin });
      const { user } = renderWithApp(<PropertyModal property={movedByHand} onClose={() => undefined} />);
      expect(screen.getByText(/Placed by hand · 25\.06010, 55\.21010/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
      expect((sent[0] as FormData).has('lat')).toBe(false);
    });

    it('sends typed coordinates to 5 decimals, and a pair pasted from Google Maps fills both', async () => {
      const { sent } = mockSave('PUT /api/admin/properties/p-marina-vista', { body: marinaAdmin });
      const { user } = renderWithApp(<PropertyModal property={placed} onClose={() => undefined} />);
      const latitude = screen.getByLabelText('Latitude');
      await user.clear(latitude);
      await user.paste('25.0801, 55.1403');
      expect(latitude).toHaveValue('25.0801');
      expect(screen.getByLabelText('Longitude')).toHaveValue('55.1403');
      expect(screen.getByText(/Placed by hand · 25\.08010, 55\.14030/)).toBeInTheDocument();

      await user.clear(latitude);
      await user.type(latitude, '25.0801234');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
      const form = sent[0] as FormData;
      expect(form.get('lat')).toBe('25.08012');
      expect(form.get('lng')).toBe('55.1403');
    });

    it('gives a pin placed by hand back to the gazetteer: both sent empty', async () => {
      const { sent } = mockSave(`PUT /api/admin/properties/${jvcAdmin.id}`, { body: jvcAdmin });
      const { user } = renderWithApp(<PropertyModal property={movedByHand} onClose={() => undefined} />);
      await user.click(screen.getByRole('button', { name: "Reset to the gazetteer's point" }));
      expect(screen.getByText(/Placed from the gazetteer when saved/)).toBeInTheDocument();
      expect(screen.getByLabelText('Latitude')).toHaveValue('');
      expect(
        screen.queryByRole('button', { name: "Reset to the gazetteer's point" }),
      ).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
      const form = sent[0] as FormData;
      expect(form.get('lat')).toBe('');
      expect(form.get('lng')).toBe('');
    });

    it('blocks a pin without both coordinates or outside the UAE, saying why under the inputs', async () => {
      const { sent } = mockSave('PUT /api/admin/properties/p-marina-vista', { body: marinaAdmin });
      const { user } = renderWithApp(<PropertyModal property={placed} onClose={() => undefined} />);
      const latitude = screen.getByLabelText('Latitude');
      const longitude = screen.getByLabelText('Longitude');
      const save = () => user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await user.clear(longitude);
      await save();
      expectInlineError(longitude, 'Enter the longitude too, or clear both');
      await waitFor(() => expect(longitude).toHaveFocus());

      await user.type(longitude, '-0.1276');
      await user.clear(latitude);
      await user.type(latitude, '51.5072');
      const outside = 'The pin must be in the UAE: latitude 22.5 to 26.3, longitude 51.4 to 56.6';
      expect(screen.getByText(outside)).toBeInTheDocument();
      expect(latitude).toHaveAttribute('aria-invalid', 'true');
      expect(longitude).toHaveAccessibleDescription(outside);
      await save();
      expect(sent).toHaveLength(0);

      await user.clear(latitude);
      await user.type(latitude, '25.0772');
      await user.clear(longitude);
      await user.type(longitude, '55.1388');
      expect(screen.queryByText(outside)).not.toBeInTheDocument();
      await save();
      expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
      expect((sent[0] as FormData).get('lat')).toBe('25.0772');
    });

    it("shows a new listing's pin as the gazetteer's to come, and shows the pin's errors with the form's", async () => {
      const calls = mockApi({});
      const { user } = renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
      expect(
        screen.getByText(/Placed from the gazetteer when saved, if it knows the location/),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Latitude')).toHaveValue('');
      await user.type(screen.getByLabelText('Latitude'), '25.08');
      await user.click(screen.getByRole('button', { name: 'Create Property' }));
      expectInlineError(await screen.findByLabelText('Property name'), 'Property name is required');
      expectInlineError(screen.getByLabelText('Longitude'), 'Enter the longitude too, or clear both');
      await waitFor(() => expect(screen.getByLabelText('Property name')).toHaveFocus());
      expect(calls).toHaveLength(0);
    });
  });

  it('revokes the previews when it closes', async () => {
    mockApi({});
    const { user, unmount } = renderWithApp(<PropertyModal property={null} onClose={() => undefined} />);
    await user.upload(screen.getByLabelText('Add photos'), [image('a.jpg'), image('b.jpg')]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'New photo 2: b.jpg' })).toHaveAttribute('src'),
    );
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});
