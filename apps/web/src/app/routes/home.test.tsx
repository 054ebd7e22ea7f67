import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { contacts, properties } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import HomeRoute from './home';

describe('Home page', () => {
  it('shows the hero with a Contact Us button opening WhatsApp in a new tab, then the listings', async () => {
    mockApi({ 'GET /api/properties': { body: properties }, 'GET /api/contacts': { body: contacts } });
    renderWithApp(<HomeRoute />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Exclusive Distressed Property Deals in Dubai' }),
    ).toBeInTheDocument();
    const contactUs = screen.getByRole('link', { name: /Contact Us/ });
    expect(contactUs).toHaveAttribute('target', '_blank');
    expect(contactUs).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(await screen.findAllByRole('article')).toHaveLength(properties.length);
    expect(screen.getByRole('link', { name: /Contact Us/ })).toHaveAttribute(
      'href',
      'https://wa.me/971559876543',
    );
  });

  it('uses the phone number for WhatsApp when no WhatsApp number is set', async () => {
    mockApi({
      'GET /api/properties': { body: [] },
      'GET /api/contacts': { body: { ...contacts, whatsapp: null } },
    });
    renderWithApp(<HomeRoute />);
    await screen.findByRole('heading', { name: 'No Properties Found' });
    expect(await screen.findByRole('link', { name: /Contact Us/ })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
  });
});
