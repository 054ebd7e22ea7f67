import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import { marinaVista } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';

import { ShareButton, shareText } from './share-button';

const LINK = `${window.location.origin}/property/p-marina-vista`;
const TEXT = 'Marina Vista Tower B: AED 2,050,000 (18% off) on Dubai Distress Deals';

describe('ShareButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('says what the deal is: its name, price and discount', () => {
    expect(shareText(marinaVista).replaceAll('\u00a0', ' ')).toBe(TEXT);
  });

  it("says it in the visitor's language, the price written as that language writes it", async () => {
    await loadLanguage('ru');
    i18n.activate('ru');
    try {
      expect(shareText(marinaVista).replace(/\s/g, ' ')).toBe(
        'Marina Vista Tower B: 2 050 000 AED (скидка 18%) на Dubai Distress Deals',
      );
    } finally {
      i18n.activate('en');
    }
  });

  it("opens the system's share sheet with the listing's link where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderWithApp(<ShareButton listing={marinaVista} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Marina Vista Tower B',
      text: expect.stringContaining('Marina Vista Tower B: AED'),
      url: LINK,
    });
    expect(screen.queryByRole('group', { name: 'Share this deal' })).not.toBeInTheDocument();
  });

  it('offers WhatsApp, Telegram and copying the link elsewhere, and closes on Escape', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithApp(<ShareButton listing={marinaVista} />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = screen.getByRole('button', { name: 'Share' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveFocus();
    const whatsappText = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
    expect(whatsappText.replaceAll('\u00a0', ' ')).toBe(`${TEXT} ${LINK}`);
    const telegram = new URL(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')!);
    expect(`${telegram.origin}${telegram.pathname}`).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(LINK);
    expect(screen.getByRole('textbox', { name: 'Link to this deal' })).toHaveValue(LINK);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Share this deal' })).not.toBeInTheDocument();
  });
});
