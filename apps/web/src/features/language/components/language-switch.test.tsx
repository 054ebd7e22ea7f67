import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useT } from '@/i18n/use-t';

import { LanguageSwitch } from './language-switch';

function Page() {
  const { t } = useT();
  return (
    <>
      <LanguageSwitch />
      <h1>{t('listing.heading')}</h1>
      <p>{t('listing.count', { total: 5 })}</p>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LanguageSwitch', () => {
  it('switches the page to Russian and Arabic from the keyboard and keeps the choice', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const button = screen.getByRole('button', { name: /^Language: English/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Русский' }));

    expect(await screen.findByRole('heading', { name: 'Доступные предложения' })).toBeInTheDocument();
    expect(screen.getByText('5 объектов')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('lang=ru');
    expect(window.localStorage.getItem('lang')).toBe('ru');

    await user.click(screen.getByRole('button', { name: /^Язык: русский/ }));
    await screen.findByRole('button', { name: 'العربية' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'الصفقات المتاحة' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('closes on Escape and returns to its button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const button = screen.getByRole('button', { name: /^Language: English/ });
    await user.click(button);
    await screen.findByRole('button', { name: 'English' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('saves the choice on a logged-in visitor account, and says nothing when the server has no such call', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"detail":"Not found"}', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem('token', 'visitor-token');
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: /^Language: English/ }));
    await user.click(await screen.findByRole('button', { name: 'Русский' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/me/language');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'ru' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer visitor-token');
    expect(await screen.findByRole('heading', { name: 'Доступные предложения' })).toBeInTheDocument();
  });
});

describe('after a login', () => {
  it('puts the language this browser chose on the account, and leaves an account alone where none was chosen', async () => {
    const { saveChosenLanguageToAccount } = await import('@/i18n/choose-language');
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem('token', 'visitor-token');

    saveChosenLanguageToAccount();
    expect(fetch).not.toHaveBeenCalled();

    document.cookie = 'lang=ar; Path=/';
    saveChosenLanguageToAccount();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/me/language');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'ar' });
  });
});
