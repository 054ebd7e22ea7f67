import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import { expectInlineError, expectNoBrowserValidation } from '@/testing/form-errors';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { InquiryButton } from './inquiry-button';

const inquiry = {
  name: 'Omar Khalid',
  email: 'omar.khalid@example.com',
  phone: '+971 50 765 4321',
  message: 'Is the price negotiable? I can pay cash.',
};

/** The dialog once its form has loaded (it is a chunk of its own). */
async function formDialog() {
  await screen.findByLabelText('Full name');
  return screen.getByRole('dialog', { name: 'Inquire About This Property' });
}

async function openAndFill() {
  const view = renderWithApp(
    <InquiryButton propertyId="p-marina-vista" propertyName="Marina Vista Tower B" />,
  );
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  const dialog = await formDialog();
  await user.type(within(dialog).getByLabelText('Full name'), inquiry.name);
  await user.type(within(dialog).getByLabelText('E-mail'), inquiry.email);
  await user.type(within(dialog).getByLabelText('Phone'), inquiry.phone);
  await user.type(within(dialog).getByLabelText('Message'), inquiry.message);
  return { ...view, dialog };
}

describe('InquiryButton', () => {
  it('has required fields and an e-mail field', async () => {
    const { user } = renderWithApp(<InquiryButton propertyId="p1" propertyName="Marina Vista Tower B" />);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const dialog = await formDialog();
    for (const label of ['Full name', 'E-mail', 'Phone', 'Message']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  });

  it('shows every error under its field on an empty submit, focuses the first and sends nothing', async () => {
    const calls = mockApi({});
    const { user } = renderWithApp(<InquiryButton propertyId="p1" propertyName="Marina Vista Tower B" />);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const dialog = await formDialog();
    const send = within(dialog).getByRole('button', { name: 'Send Inquiry' });
    expectNoBrowserValidation(send.closest('form'));
    await user.click(send);

    expectInlineError(await within(dialog).findByLabelText('Full name'), 'Full name is required');
    expectInlineError(within(dialog).getByLabelText('E-mail'), 'E-mail is required');
    expectInlineError(within(dialog).getByLabelText('Phone'), 'Phone is required');
    expectInlineError(within(dialog).getByLabelText('Message'), 'Message is required');
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('says under the field when the e-mail is not one', async () => {
    const calls = mockApi({});
    const { user, dialog } = await openAndFill();
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'omar.khalid@');
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));

    await waitFor(() =>
      expectInlineError(within(dialog).getByLabelText('E-mail'), 'E-mail must be a valid email address'),
    );
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts the inquiry, confirms it, closes the modal and resets the form', async () => {
    const calls = mockApi({ 'POST /api/inquiries': { status: 201, body: { id: 'i-1' } } });
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));

    expect(
      await screen.findByText("Inquiry submitted successfully! We'll contact you soon."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      property_id: 'p-marina-vista',
      ...inquiry,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it.each([
    ['token', 'visitor-jwt'],
    ['admin_token', 'admin-jwt'],
  ])('sends the stored login (%s) as the bearer credential', async (key, token) => {
    localStorage.setItem(key, token);
    const calls = mockApi({ 'POST /api/inquiries': { status: 201, body: { id: 'i-1' } } });
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    await screen.findByText("Inquiry submitted successfully! We'll contact you soon.");
    expect(calls.find((c) => c.method === 'POST')?.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('keeps the modal open with the typed data when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/inquiries': { status: 500, body: { detail: 'Internal Server Error' } } });
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText('Failed to submit inquiry. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Inquire About This Property' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue(inquiry.name);
    expect(screen.getByLabelText('Message')).toHaveValue(inquiry.message);
  });

  it('says why when the listing was sold meanwhile (409), and only then instead of the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = 'This property has been sold and no longer takes inquiries.';
    mockApi({ 'POST /api/inquiries': { status: 409, body: { detail: reason, code: 'conflict' } } });
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Failed to submit inquiry. Please try again.')).not.toBeInTheDocument();
  });

  it('keeps the generic message for any other refusal with a detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/inquiries': { status: 409, body: { detail: 'Something else' } } });
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Failed to submit inquiry. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Something else')).not.toBeInTheDocument();
  });

  it('checks the shared rules before sending and names the field', async () => {
    const calls = mockApi({ 'POST /api/inquiries': { status: 201, body: { id: 'i-1' } } });
    const { user, dialog } = await openAndFill();
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));

    expect(
      await within(dialog).findByText('Phone must be a phone number, e.g. +971 50 123 4567'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends a UAE number typed the local way in the form the site keeps: +971 50 123 4567', async () => {
    const calls = mockApi({ 'POST /api/inquiries': { status: 201, body: { id: 'i-1' } } });
    const { user, dialog } = await openAndFill();
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '050 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ phone: '+971 50 123 4567' });
  });

  it.each([
    ['en', 'Phone must start with the country code, e.g. +44 20 7946 0958, unless it is a UAE number'],
    [
      'ru',
      'Поле «Телефон»: укажите номер с кодом страны, например +44 20 7946 0958 (для номеров ОАЭ код не нужен)',
    ],
    ['ar', '«رقم الهاتف»: اكتب الرقم مع رمز الدولة، مثل \u200e+44 20 7946 0958، إلا إذا كان رقمًا إماراتيًا'],
  ] as const)(
    "asks for the country code of a foreign number written without it, in the visitor's language (%s)",
    async (language, message) => {
      await loadLanguage(language);
      i18n.activate(language);
      const calls = mockApi({});
      const { user } = renderWithApp(<InquiryButton propertyId="p1" propertyName="Marina Vista Tower B" />);
      await user.click(screen.getByRole('button', { name: i18n._('detail.inquiry') }));
      const phone = await screen.findByLabelText(i18n._('auth.phone'));
      await user.type(phone, '8 916 123 45 67');
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: i18n._('inquiry.send') }),
      );
      await waitFor(() => expectInlineError(phone, message));
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    },
  );

  it('closes with Escape and keeps what was typed for the next time', async () => {
    const { user } = renderWithApp(<InquiryButton propertyId="p1" propertyName="Marina Vista Tower B" />);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await user.type(await screen.findByLabelText('Full name'), 'Omar');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Omar');
  });
});
