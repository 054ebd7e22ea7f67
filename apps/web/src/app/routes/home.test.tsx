import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { contacts, properties } from '@/testing/fixtures';
import { mockApi, wholeListApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import HomeRoute from './home';
import { DEALS_EXPLAINED, HOW_WE_CHECK } from './home-hero';

describe('Home page', () => {
  it('shows the hero with a Contact Us button opening WhatsApp in a new tab, then the listings', async () => {
    mockApi({ ...wholeListApi(properties), 'GET /api/contacts': { body: contacts } });
    renderWithApp(<HomeRoute />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Exclusive Distressed Property Deals in Dubai' }),
    ).toBeInTheDocument();
    // Never a link to the placeholder number: the button comes with the loaded contacts.
    expect(screen.queryByRole('link', { name: /Contact Us/ })).not.toBeInTheDocument();
    const contactUs = await screen.findByRole('link', { name: /Contact Us/ });
    expect(contactUs).toHaveAttribute('target', '_blank');
    expect(contactUs).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(await screen.findAllByRole('article')).toHaveLength(properties.length);
    expect(screen.getByRole('link', { name: /Contact Us/ })).toHaveAttribute(
      'href',
      'https://wa.me/971559876543',
    );
  });

  it('shows no WhatsApp button when the contacts could not be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ ...wholeListApi([]), 'GET /api/contacts': { status: 500, body: {} } });
    renderWithApp(<HomeRoute />);
    await screen.findByRole('heading', { name: 'No Properties Found' });
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Contact Us/ })).not.toBeInTheDocument();
  });

  it('uses the phone number for WhatsApp when no WhatsApp number is set', async () => {
    mockApi({
      ...wholeListApi([]),
      'GET /api/contacts': { body: { ...contacts, whatsapp: null } },
    });
    renderWithApp(<HomeRoute />);
    await screen.findByRole('heading', { name: 'No Properties Found' });
    expect(await screen.findByRole('link', { name: /Contact Us/ })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
  });

  it('says under the hero what a distress deal and its original price are, and opens how deals are checked', async () => {
    mockApi({ ...wholeListApi(properties), 'GET /api/contacts': { body: contacts } });
    renderWithApp(<HomeRoute />);

    expect(screen.getByText(DEALS_EXPLAINED, { exact: false })).toBeVisible();
    expect(DEALS_EXPLAINED).toMatch(/original price: the developer’s launch price or what the seller paid/);
    expect(DEALS_EXPLAINED).toMatch(/Telegram channels/);
    const details = screen.getByText(/the sales contract or title deed/);
    expect(details).not.toBeVisible();
    await userEvent.click(screen.getByText(HOW_WE_CHECK));
    expect(details).toBeVisible();
    expect(screen.getByText(/shown once, with every post it came from/)).toBeVisible();
  });

  it('on a phone keeps the line on what a deal is behind "What is a distress deal?" beside Contact Us', async () => {
    mockApi({ ...wholeListApi(properties), 'GET /api/contacts': { body: contacts } });
    const { user } = renderWithApp(<HomeRoute />);
    const toggle = screen.getByRole('button', { name: 'What is a distress deal?' });
    // The class hides it below the sm breakpoint only (jsdom applies no stylesheet).
    const explained = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(explained).toHaveTextContent(DEALS_EXPLAINED);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(explained).toHaveClass('hidden', 'sm:block');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(explained).not.toHaveClass('hidden');
    await user.click(toggle);
    expect(explained).toHaveClass('hidden');
  });
});
