import type { Statistics } from '@dd/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// jsdom has no canvas: without a 2D context chart.js makes a chart it cannot update (a new period's
// figures then throw and the error boundary shows "The chart could not be shown."). This context
// records the drawing calls instead, so the charts run as in a browser (admin-statistics.spec.ts
// draws them in Chromium).
import 'vitest-canvas-mock';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { StatisticsTab } from './statistics-tab';

const none = { form: 0, quick_add: 0, bulk_add: 0, channel: 0 };
const WEEK: Statistics = {
  days: 7,
  from: '2026-11-20',
  to: '2026-11-26',
  listings_by_status: ['20', '21', '22', '23', '24', '25', '26'].map((d, i) => ({
    day: `2026-11-${d}`,
    available: 10 + i,
    reserved: 2,
    sold: i > 4 ? 1 : 0,
  })),
  new_listings: ['20', '21', '22', '23', '24', '25', '26'].map((d, i) => ({
    day: `2026-11-${d}`,
    ...none,
    form: i === 1 ? 1 : 0,
    quick_add: i === 3 ? 2 : 0,
    channel: i === 6 ? 1 : 0,
  })),
  inquiries: [
    { week: '2026-11-16', count: 1 },
    { week: '2026-11-23', count: 4 },
  ],
  visitors: [
    { week: '2026-11-16', registered: 3, verified: 2 },
    { week: '2026-11-23', registered: 5, verified: 5 },
  ],
  top_viewed: [
    { property_id: 'p1', property_name: 'Marina Gate 2', count: 42 },
    { property_id: 'p2', property_name: 'Sobha One', count: 7 },
  ],
  top_inquired: [],
};
const MONTH: Statistics = { ...WEEK, days: 30, from: '2026-10-28' };

describe('StatisticsTab', () => {
  beforeEach(() => {
    localStorage.setItem('admin_token', 'admin-jwt');
    // Nor does it lay anything out, so no size ever changes: a responsive chart's observer never fires.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('draws the period’s charts, named in words, with their figures as tables, and switches the period', async () => {
    const calls = mockApi({
      'GET /api/admin/statistics': (_init, url) => ({
        body: url.searchParams.get('days') === '7' ? WEEK : MONTH,
      }),
    });
    const { user } = renderWithApp(<StatisticsTab />);

    expect(
      await screen.findByText('28 Oct – 26 Nov (Dubai time)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.at(-1)!.query).toBe('?days=30');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    // The charts are drawn (their code loaded lazily) before the period changes, as a visitor sees
    // them: the switch then updates drawn charts instead of drawing new ones.
    expect(
      await within(screen.getByRole('region', { name: 'Listings by status' })).findByRole(
        'img',
        { name: /^Listings by status at the end of each day from 28 Oct to 26 Nov;/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(
      await screen.findByText('20 Nov – 26 Nov (Dubai time)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    const status = screen.getByRole('region', { name: 'Listings by status' });
    expect(
      await within(status).findByRole(
        'img',
        {
          name: 'Listings by status at the end of each day from 20 Nov to 26 Nov; today 16 available listings, 2 reserved and 1 sold.',
        },
        // The chart's code loads lazily.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const sources = screen.getByRole('region', { name: 'New listings per day, by source' });
    expect(sources).toHaveTextContent(
      'New listings per day over the last 7 days: 4 listings in all, 1 by Form, 2 by Quick Add, 0 by Bulk Add, 1 by Channel.',
    );
    const table = within(sources).getByRole('table', { name: 'New listings per day, by source' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Form', 'Quick Add', 'Bulk Add', 'Channel']);
    expect(within(table).getByRole('row', { name: '23 Nov 0 2 0 0' })).toBeInTheDocument();

    const inquiries = screen.getByRole('region', { name: 'Inquiries per week' });
    expect(within(inquiries).getByRole('row', { name: 'Week of 23 Nov 4' })).toBeInTheDocument();
    const visitors = screen.getByRole('region', { name: 'Registrations and verified visitors per week' });
    expect(visitors).toHaveTextContent('8 registrations and 7 e-mails verified');

    const viewed = screen.getByRole('region', { name: 'Top 10 listings by detail views' });
    expect(viewed).toHaveTextContent('first Marina Gate 2 with 42 views');
    expect(within(viewed).getByRole('row', { name: 'Sobha One 7' })).toBeInTheDocument();
    // No inquiries in the period: said, without an empty chart.
    const inquired = screen.getByRole('region', { name: 'Top 10 listings by inquiries' });
    expect(inquired).toHaveTextContent('No inquiries in the last 7 days.');
    expect(within(inquired).queryByRole('img')).not.toBeInTheDocument();
  }, 25_000); // its four waits for the charts take up to 5 s each on a busy machine

  it('says when the figures could not be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the app logs the failed request
    let fail = true;
    mockApi({
      'GET /api/admin/statistics': () => (fail ? { status: 503, body: { detail: 'down' } } : { body: MONTH }),
    });
    const { user } = renderWithApp(<StatisticsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the statistics");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('28 Oct – 26 Nov (Dubai time)')).toBeInTheDocument();
  });
});
