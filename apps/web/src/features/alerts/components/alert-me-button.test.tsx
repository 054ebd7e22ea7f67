import type { SavedSearch } from '@dd/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage, translate } from '@/i18n/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { AlertMeButton } from './alert-me-button';

const saved = (body: Partial<SavedSearch>): SavedSearch => ({
  id: 'a1',
  name: 'x',
  q: null,
  location: null,
  property_type: null,
  min_price: null,
  max_price: null,
  min_discount: null,
  min_below_market: null,
  min_yield: null,
  frequency: 'instant',
  active: true,
  created_at: '2026-11-26T08:00:00.000Z',
  search_path: '/',
  ...body,
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  i18n.activate('en');
});

describe('AlertMeButton', () => {
  it('sends a visitor without a login to log in, and back to the same search', async () => {
    const { user } = renderWithApp(<AlertMeButton />, { route: '/?location=Dubai+Marina&min_discount=20' });
    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(new URLSearchParams(screen.getByTestId('location-search').textContent!).get('next')).toBe(
      '/?location=Dubai+Marina&min_discount=20',
    );
  });

  it('opens the dialog once the visitor is back from the login on the same search', async () => {
    const route = '/?location=Dubai+Marina&min_discount=20';
    const first = renderWithApp(<AlertMeButton />, { route });
    await first.user.click(screen.getByRole('button', { name: 'Alert me' }));
    first.unmount();
    // Logged in, back on the search: the dialog opens by itself, once.
    localStorage.setItem('token', 'visitor-token');
    const back = renderWithApp(<AlertMeButton />, { route });
    expect(await screen.findByRole('dialog', { name: 'Get alerts for this search' })).toBeInTheDocument();
    back.unmount();
    renderWithApp(<AlertMeButton />, { route });
    await screen.findByRole('button', { name: 'Alert me' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("saves the page's search with a name and a frequency, and says so", async () => {
    localStorage.setItem('token', 'visitor-token');
    const calls = mockApi({
      'POST /api/me/saved-searches': (init) => ({
        status: 201,
        body: saved({ name: 'Marina deals', ...(JSON.parse(String(init?.body)) as object) }),
      }),
    });
    const { user } = renderWithApp(<AlertMeButton />, {
      route:
        '/?q=sea+view&location=Dubai+Marina&type=2BR&price=1000000-2000000&min_discount=20&below_market=5&sort=price',
    });
    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(
      within(dialog).getByText(
        'Deals: "sea view" 2BR in Dubai Marina, AED 1M–AED 2M, 20%+ off, 5%+ below market',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Marina deals');
    await user.click(within(dialog).getByRole('radio', { name: /Daily/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));

    const done = await screen.findByRole('dialog', { name: 'Alert saved' });
    expect(
      within(done).getByText(`We'll e-mail you new and cheaper deals for "Marina deals".`),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.Authorization).toBe('Bearer visitor-token');
    expect(post.body).toEqual({
      q: 'sea view',
      location: 'Dubai Marina',
      property_type: '2BR',
      min_price: 1_000_000,
      max_price: 2_000_000,
      min_discount: 20,
      min_below_market: 5,
      min_yield: null,
      name: 'Marina deals',
      frequency: 'daily',
    });
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the rent yield filter with the search, named in its words', async () => {
    localStorage.setItem('token', 'visitor-token');
    const calls = mockApi({
      'POST /api/me/saved-searches': (init) => ({
        status: 201,
        body: saved(JSON.parse(String(init?.body)) as Partial<SavedSearch>),
      }),
    });
    const { user } = renderWithApp(<AlertMeButton />, { route: '/?location=JVC&min_yield=6&sort=yield' });
    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(within(dialog).getByText('Deals: JVC, 6%+ yield')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await screen.findByRole('dialog', { name: 'Alert saved' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ location: 'JVC', min_yield: 6 });
  });

  it("shows the server's reason in the dialog when the alert is refused, and keeps it open", async () => {
    localStorage.setItem('token', 'visitor-token');
    mockApi({
      'POST /api/me/saved-searches': {
        status: 400,
        body: { detail: 'You can keep at most 20 alerts. Delete one to add another.' },
      },
    });
    const { user } = renderWithApp(<AlertMeButton />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(within(dialog).getByText('Deals: All deals')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can keep at most 20 alerts. Delete one to add another.',
    );
  });
});

describe.each([
  {
    language: 'en',
    title: 'You already have this alert',
    says: 'Your alert "Marina deals" already sends you new and cheaper deals for this search, each once.',
    link: 'Show it in My alerts',
  },
  {
    language: 'ru',
    title: 'У вас уже есть такое уведомление',
    says: 'Уведомление «Marina deals» уже присылает вам новые и подешевевшие объекты по этому поиску, каждый по одному разу.',
    link: 'Показать в «Моих уведомлениях»',
  },
  {
    language: 'ar',
    title: 'لديك هذا التنبيه بالفعل',
    says: 'التنبيه «Marina deals» يرسل إليك بالفعل العروض الجديدة والأرخص لهذا البحث، كل عرض مرة واحدة.',
    link: 'عرضه في «تنبيهاتي»',
  },
] as const)('AlertMeButton for a search already saved, in $language', ({ language, title, says, link }) => {
  it('says the visitor already has the alert and links to it, instead of an error', async () => {
    await loadLanguage(language);
    i18n.activate(language);
    localStorage.setItem('token', 'visitor-token');
    mockApi({
      'POST /api/me/saved-searches': {
        status: 409,
        body: { detail: 'You already have an alert for this search.', code: 'conflict', id: 'a7' },
      },
      // The alert kept, its filters written otherwise; and another search of theirs.
      'GET /api/me/saved-searches': {
        body: [
          saved({ id: 'a8', name: 'Marina', location: 'Dubai Marina' }),
          saved({ id: 'a7', name: 'Marina deals', location: 'dubai  marina', min_discount: 20 }),
        ],
      },
    });
    const { user } = renderWithApp(<AlertMeButton />, { route: '/?location=Dubai+Marina&min_discount=20' });
    await user.click(screen.getByRole('button', { name: translate('listing.alertMe') }));
    const dialog = await screen.findByRole('dialog', { name: translate('alerts.dialogTitle') });
    await user.click(within(dialog).getByRole('button', { name: translate('alerts.save') }));

    const already = await screen.findByRole('dialog', { name: title });
    const message = within(already).getByRole('status').textContent!;
    // The name is isolated (Unicode FSI…PDI), so that it reads right inside Arabic.
    expect(message).toBe(says.replace('Marina deals', '\u2068Marina deals\u2069'));
    expect(within(already).queryByRole('alert')).toBeNull();
    expect(within(already).getByRole('link', { name: link })).toHaveAttribute('href', '/alerts#alert-a7');
    await user.click(within(already).getByRole('link', { name: link }));
    expect(screen.getByTestId('location')).toHaveTextContent('/alerts');
  });
});
