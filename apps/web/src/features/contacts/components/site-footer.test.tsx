import { DEFAULT_CONTACTS } from '@dd/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { contacts } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the default contacts first, then the loaded ones as tel: and mailto: links', async () => {
    mockApi({ 'GET /api/contacts': { body: contacts } });
    renderWithApp(<SiteFooter />);
    expect(screen.getByRole('link', { name: /Phone/ })).toHaveTextContent(DEFAULT_CONTACTS.phone);

    const phone = await screen.findByRole('link', { name: /\+971 50 123 4567/ });
    expect(phone).toHaveAttribute('href', 'tel:+971501234567');
    expect(screen.getByRole('link', { name: /deals@dubaidistressdeals\.ae/ })).toHaveAttribute(
      'href',
      'mailto:deals@dubaidistressdeals.ae',
    );
    expect(screen.getByText('Business Bay, Dubai')).toBeInTheDocument();
  });
});
