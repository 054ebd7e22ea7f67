import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { contacts, marinaVistaDetail } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { i18n, loadLanguage } from '@/i18n/i18n';

import PropertyRoute from './property';

const DETAIL = 'GET /api/properties/p-marina-vista';
const renderDetail = () =>
  renderWithApp(<PropertyRoute />, { route: '/property/p-marina-vista', path: '/property/:id' });

describe('Property detail page', () => {
  it('without a stored login, asks to log in and redirects to /login without calling the API', async () => {
    const calls = mockApi({});
    renderDetail();
    expect(await screen.findByText('Please login to view property details')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.filter((c) => c.path.startsWith('/api/properties'))).toHaveLength(0);
  });

  it('names the listing in the redirect (?next=) and informs rather than warns', async () => {
    mockApi({});
    renderDetail();
    const message = await screen.findByText('Please login to view property details');
    expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByTestId('location-search')).toHaveTextContent(/^\?next=\/property\/p-marina-vista$/);
  });

  it.each([401, 403])('on HTTP %i, asks to log in and redirects to /login', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 'expired-jwt');
    mockApi({
      [DETAIL]: { status, body: { detail: 'Not authenticated' } },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    expect(await screen.findByText('Please login to view property details')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?next=/property/p-marina-vista');
    expect(screen.queryByText('Failed to load property details')).not.toBeInTheDocument();
  });

  it('on a 404, shows Property Not Found with a way back home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({ [DETAIL]: { status: 404, body: { detail: 'Property not found' } } });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load property details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Property Not Found | Dubai Distress Deals');
  });

  it.each([
    ['a 503', { status: 503, body: { detail: 'Service Unavailable' } }],
    ['a 500', { status: 500, body: { detail: 'Internal Server Error' } }],
  ])(
    'on %s, says the load failed with Retry, not Property Not Found, and shows the listing once it loads',
    async (_case, failure) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      localStorage.setItem('token', 'visitor-jwt');
      let fail = true;
      const calls = mockApi({
        [DETAIL]: () => (fail ? failure : { body: marinaVistaDetail }),
        'GET /api/contacts': { body: contacts },
      });
      const { user } = renderDetail();
      expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load this property");
      expect(screen.queryByRole('heading', { name: 'Property Not Found' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
      expect(await screen.findByText('Failed to load property details')).toBeInTheDocument();
      expect(document.title).toBe("Couldn't load this property | Dubai Distress Deals");
      const asked = calls.filter((c) => c.path === '/api/properties/p-marina-vista').length;

      fail = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeInTheDocument();
      // Asked again in the page, not by reloading it.
      expect(calls.filter((c) => c.path === '/api/properties/p-marina-vista')).toHaveLength(asked + 1);
    },
  );

  it('on a network error, says the load failed, not Property Not Found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({});
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load this property");
    expect(screen.queryByRole('heading', { name: 'Property Not Found' })).not.toBeInTheDocument();
  });

  it('sends the admin token when no visitor token is stored, and shows the full listing', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const calls = mockApi({ [DETAIL]: { body: marinaVistaDetail }, 'GET /api/contacts': { body: contacts } });
    renderDetail();

    expect(screen.getByText('Loading property details...')).toBeInTheDocument();
    expect(document.title).toBe('Property details | Dubai Distress Deals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Marina Vista Tower B | Dubai Distress Deals');
    const detailCalls = calls.filter((c) => c.path === '/api/properties/p-marina-vista');
    // The request started while the screen renders is the one the screen uses: it is not sent twice.
    expect(detailCalls).toHaveLength(1);
    expect(detailCalls[0]?.headers.Authorization).toBe('Bearer admin-jwt');

    expect(screen.getByText('18% OFF')).toBeInTheDocument();
    expect(screen.getByText('You save AED 450,000 on the original price')).toBeInTheDocument();
    expect(screen.getByText('1 / 3', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /photo 1 of 3/ })).toHaveAttribute(
      'src',
      '/uploads/marina-1.webp',
    );
    expect(screen.getByText('AED 2,500,000').tagName).toBe('S');
    expect(screen.getByText('AED 2,050,000')).toBeInTheDocument();

    const facts = screen.getByRole('region', { name: 'Property details' });
    for (const value of ['Dubai Marina', '2BR', '1,250 sq.ft', 'Full Marina View', '2Q 2026', '60/40']) {
      expect(within(facts).getByText(value)).toBeInTheDocument();
    }
    const features = screen.getByRole('region', { name: 'Features' });
    for (const badge of ['Furnished', 'High Floor', 'Balcony', 'Private Pool', '2 Parking Spaces']) {
      expect(within(features).getByText(badge)).toBeInTheDocument();
    }

    const brochure = screen.getByRole('link', { name: /View Brochure/ });
    expect(brochure).toHaveAttribute('href', marinaVistaDetail.brochure_link);
    expect(brochure).toHaveAttribute('target', '_blank');
    expect(brochure).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(await screen.findByRole('link', { name: /Contact us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/971559876543',
    );
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeInTheDocument();
  });

  it('leaves out the brochure button and absent features', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    const plain = {
      ...marinaVistaDetail,
      brochure_link: null,
      has_pool: false,
      has_balcony: false,
      parking_spaces: 0,
    };
    mockApi({ [DETAIL]: { body: plain }, 'GET /api/contacts': { body: contacts } });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    expect(screen.queryByRole('link', { name: /View Brochure/ })).not.toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Features' });
    expect(within(features).queryByText('Private Pool')).not.toBeInTheDocument();
    expect(within(features).queryByText('Balcony')).not.toBeInTheDocument();
    expect(within(features).queryByText(/Parking/)).not.toBeInTheDocument();
  });

  it('names the Telegram post a listing came from, linked for a public channel, and how long ago', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    const postedAt = new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString();
    mockApi({
      [DETAIL]: {
        body: {
          ...marinaVistaDetail,
          posted_at: postedAt,
          created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
          source: {
            channel: 'Dubai Distress Deals',
            username: 'dubai_distress',
            url: 'https://t.me/dubai_distress/812',
            posted_at: postedAt,
          },
        },
      },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    const link = screen.getByRole('link', { name: /@dubai_distress/ });
    expect(link).toHaveAttribute('href', 'https://t.me/dubai_distress/812');
    expect(link.closest('p')).toHaveTextContent(
      'Listed 2 hours ago · Posted in @dubai_distress on Telegram (opens in a new tab) 3 hours ago',
    );
  });

  it('names the Telegram post in Russian too', async () => {
    await loadLanguage('ru');
    i18n.activate('ru');
    localStorage.setItem('token', 'visitor-jwt');
    const postedAt = new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString();
    mockApi({
      [DETAIL]: {
        body: {
          ...marinaVistaDetail,
          posted_at: postedAt,
          source: {
            channel: 'Dubai Distress Deals',
            username: 'dubai_distress',
            url: null,
            posted_at: postedAt,
          },
        },
      },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    const channel = screen.getByText('@dubai_distress');
    expect(channel.closest('p')).toHaveTextContent(/· Опубликовано в @dubai_distress 3 часа назад/);
    expect(channel.closest('p')).not.toHaveTextContent(/Posted in/);
  });

  it('says when a listing added by hand was listed, without a channel', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    const postedAt = new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString();
    mockApi({
      [DETAIL]: { body: { ...marinaVistaDetail, posted_at: postedAt, created_at: postedAt } },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    expect(screen.getByText('Listed 2 days ago')).toBeInTheDocument();
    expect(screen.queryByText(/Posted in/)).not.toBeInTheDocument();
  });

  it('shows a sold listing with its ribbon and a note instead of Submit Inquiry', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      [DETAIL]: { body: { ...marinaVistaDetail, status: 'sold' } },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    expect(screen.getByText('Sold')).toHaveClass('bg-red-600');
    expect(
      screen.getByText('This property has been sold and no longer takes inquiries.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Inquiry' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
  });

  it('shows a reserved listing with its ribbon, still taking inquiries', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      [DETAIL]: { body: { ...marinaVistaDetail, status: 'reserved' } },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    expect(screen.getByText('Reserved')).toHaveClass('bg-amber-400');
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeInTheDocument();
  });

  it('gives the price per sq ft with the prices, and none without a size', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({ [DETAIL]: { body: marinaVistaDetail }, 'GET /api/contacts': { body: contacts } });
    const { unmount } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    // 2,050,000 over 1,250 sq ft.
    expect(screen.getByText('Price per sq ft').nextElementSibling).toHaveTextContent('AED 1,640');
    unmount();
    mockApi({
      [DETAIL]: { body: { ...marinaVistaDetail, size_sqft: 0 } },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    expect(screen.queryByText('Price per sq ft')).not.toBeInTheDocument();
  });

  it('says when the price was last reduced, from what and on which day, beside the price', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      [DETAIL]: {
        body: {
          ...marinaVistaDetail,
          price_history: [
            { old_price: 2_150_000, new_price: 2_050_000, changed_at: '2026-11-25T10:00:00.000Z' },
            { old_price: 2_250_000, new_price: 2_150_000, changed_at: '2026-11-02T10:00:00.000Z' },
          ],
        },
      },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    // The newest change only, in the price's group of the prices.
    const line = screen.getByText(/^Price reduced from/);
    expect(line).toHaveTextContent('Price reduced from AED 2,150,000 on 25 Nov 2026');
    expect(line.closest('dd')?.parentElement).toHaveTextContent(/^Distress priceAED 2,050,000/);
    expect(screen.queryByText(/2,250,000/)).not.toBeInTheDocument();
  });

  it.each([
    ['no price change', []],
    [
      'a latest change that raised the price',
      [
        { old_price: 1_990_000, new_price: 2_050_000, changed_at: '2026-11-25T10:00:00.000Z' },
        { old_price: 2_150_000, new_price: 1_990_000, changed_at: '2026-11-02T10:00:00.000Z' },
      ],
    ],
  ])('says nothing of a reduction with %s', async (_case, history) => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      [DETAIL]: { body: { ...marinaVistaDetail, price_history: history } },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' });
    expect(screen.getByText('AED 2,050,000')).toBeInTheDocument();
    expect(screen.queryByText(/Price reduced/)).not.toBeInTheDocument();
  });
  it("counts one view of a visitor's page, not again when the details are fetched anew", async () => {
    localStorage.setItem('token', 'visitor-jwt');
    const calls = mockApi({
      [DETAIL]: { body: marinaVistaDetail },
      'GET /api/contacts': { body: contacts },
      'POST /api/properties/p-marina-vista/views': { status: 204 },
    });
    const views = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/views'));
    const { queryClient } = renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(views()).toHaveLength(1));
    expect(views()[0]!.headers.Authorization).toBe('Bearer visitor-jwt');
    await queryClient.refetchQueries({ queryKey: ['properties', 'detail'] });
    expect(views()).toHaveLength(1);
  });

  it("counts no view of an admin's page", async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const adminCalls = mockApi({
      [DETAIL]: { body: marinaVistaDetail },
      'GET /api/contacts': { body: contacts },
    });
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marina Vista Tower B' }),
    ).toBeInTheDocument();
    expect(adminCalls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
