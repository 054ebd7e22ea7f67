import type { Property } from '@dd/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { marinaAdmin } from '../testing/admin-property-fixtures';
import { AdminPropertyCard } from './admin-property-card';

type Post = Property['also_posted_in'][number];

const post = (fields: Partial<Post>): Post => ({
  channel: null,
  username: null,
  url: null,
  posted_at: '2026-11-24T09:00:00.000Z',
  ...fields,
});

function renderCard(alsoPostedIn: Post[]) {
  return renderCardWith({ also_posted_in: alsoPostedIn });
}

function renderCardWith(fields: Partial<Property>) {
  render(
    <AdminPropertyCard
      property={{ ...marinaAdmin, ...fields }}
      onMove={vi.fn()}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
      onStatusChange={vi.fn()}
    />,
  );
  return screen.getByRole('article');
}

describe('AdminPropertyCard: also posted in', () => {
  it('names the other posts of the deal, each linked to its post in a new tab', () => {
    const card = renderCard([
      post({ channel: 'Channel A', username: 'channel_a', url: 'https://t.me/channel_a/812' }),
      post({ channel: 'Palm Offers', url: null }),
      post({ username: 'channel_b', url: 'https://t.me/channel_b/77' }),
      post({}),
    ]);
    const line = within(card).getByText(/^Also posted in/);
    expect(line).toHaveTextContent(
      'Also posted in @channel_a (opens in a new tab), Palm Offers, @channel_b (opens in a new tab), another channel',
    );
    const links = within(line).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://t.me/channel_a/812',
      'https://t.me/channel_b/77',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(card).getByRole('link', { name: /@channel_a/ })).toBeInTheDocument();
  });

  it('names an unlinked channel once, counts what does not fit, and links no script', () => {
    const card = renderCard([
      post({ url: 'javascript:alert(1)', username: 'sneaky' }),
      post({}),
      post({}),
      ...['a', 'b', 'c', 'd'].map((n) => post({ username: `ch_${n}`, url: `https://t.me/ch_${n}/1` })),
    ]);
    const line = within(card).getByText(/^Also posted in/);
    expect(line).toHaveTextContent(
      'Also posted in @sneaky, another channel, @ch_a (opens in a new tab), @ch_b (opens in a new tab) and 2 more',
    );
    expect(
      within(line)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://t.me/ch_a/1', 'https://t.me/ch_b/1']);
  });

  it('shows nothing when the deal was posted nowhere else', () => {
    const card = renderCard([]);
    expect(within(card).queryByText(/Also posted in/)).not.toBeInTheDocument();
  });
});

describe('AdminPropertyCard: inquiries', () => {
  const renderWith = (inquiries: { total: number; unhandled: number }) => {
    render(
      <AdminPropertyCard
        property={{ ...marinaAdmin, inquiries }}
        onMove={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onStatusChange={vi.fn()}
      />,
    );
    return within(screen.getByRole('article'));
  };

  it('counts the inquiries about the listing, and the new ones', () => {
    const card = renderWith({ total: 3, unhandled: 1 });
    expect(card.getByText('3 inquiries')).toHaveTextContent('3 inquiries1 new');
  });

  it('says nothing of inquiries without any', () => {
    expect(renderWith({ total: 0, unhandled: 0 }).queryByText(/inquir/)).not.toBeInTheDocument();
  });
});

describe('AdminPropertyCard: our verdict on the price', () => {
  it('warns on a listing above the market, which the site does not call a deal', () => {
    const card = renderCardWith({ below_market_pct: -16.2, market_verdict: 'above' });
    expect(within(card).getByText('16% above market')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(/^Above the market: .*does not call it a deal/);
  });

  it('shows the verdict without a warning below or at the market, or without sales to compare', () => {
    for (const [below_market_pct, market_verdict, text] of [
      [21.6, 'below', 'Great deal · 21% below market'],
      [2, 'at', 'At market price'],
      [null, 'unknown', 'Not enough sales to compare'],
    ] as const) {
      const card = renderCardWith({ below_market_pct, market_verdict });
      expect(within(card).getByText(text)).toBeInTheDocument();
      expect(within(card).queryByRole('note')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('leaves out "by" when the developer is not known', () => {
    const card = renderCardWith({ developer: '' });
    expect(within(card).queryByText(/^by/)).not.toBeInTheDocument();
  });
});
