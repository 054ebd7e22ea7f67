import type { Favorite } from '@dd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { marinaVista, properties } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import FavoritesRoute from './favorites';

const creekStudio = properties[1]!;

const favorite = (listing: typeof marinaVista, at: string): Favorite => ({
  property_id: listing.id,
  property_name: listing.property_name,
  location: listing.location,
  favorited_at: at,
  removed: false,
  property: listing,
});

const removed: Favorite = {
  property_id: '5b7f6c1e-1d7a-4a57-9f2e-0c1a2b3c4d5e',
  property_name: 'Palm Jumeirah Villa',
  location: 'Palm Jumeirah',
  favorited_at: '2026-11-24T09:00:00.000Z',
  removed: true,
  property: null,
};

const renderFavorites = () => renderWithApp(<FavoritesRoute />, { route: '/favorites', path: '/favorites' });

describe('Favourites page', () => {
  it('sends a visitor without a login to log in, and back here afterwards', async () => {
    const calls = mockApi({});
    renderFavorites();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?next=/favorites');
    expect(await screen.findByText('Please login to see your favourites')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('sends an admin to log in as a visitor too: favourites belong to visitor accounts', async () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    mockApi({});
    renderFavorites();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('lists the saved deals as cards, newest first, a sold one with its ribbon, a deleted one as no longer listed', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      'GET /api/me/favorites': {
        body: [
          favorite({ ...creekStudio, status: 'sold' }, '2026-11-25T12:00:00.000Z'),
          favorite(marinaVista, '2026-11-25T10:00:00.000Z'),
          removed,
        ],
      },
    });
    renderFavorites();
    const list = await screen.findByRole('list', { name: 'Your favourites' });
    expect(document.title).toBe('Your favourites | Dubai Distress Deals');
    expect(screen.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
    expect(screen.getByText('3 saved deals, newest first')).toBeVisible();
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(3);

    expect(within(items[0]!).getByRole('link', { name: 'Creek Rise Studio' })).toHaveAttribute(
      'href',
      '/property/p-creek-studio',
    );
    expect(within(items[0]!).getByText('Sold')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('button', { name: 'Remove Creek Rise Studio from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');

    expect(within(items[1]!).getByRole('link', { name: 'Marina Vista Tower B' })).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Sold')).not.toBeInTheDocument();

    expect(within(items[2]!).getByText('No longer listed')).toBeVisible();
    expect(within(items[2]!).getByRole('heading', { name: 'Palm Jumeirah Villa' })).toBeVisible();
    expect(within(items[2]!).getByText('Palm Jumeirah')).toBeVisible();
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes a deleted deal off the list with its Remove button', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    let list = [removed];
    const calls = mockApi({
      'GET /api/me/favorites': () => ({ body: list }),
      [`DELETE /api/me/favorites/${removed.property_id}`]: () => {
        list = [];
        return { status: 204 };
      },
    });
    const { user } = renderFavorites();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Palm Jumeirah Villa from favourites' }),
    );
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('says there are none yet, with a way to browse the deals', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({ 'GET /api/me/favorites': { body: [] } });
    renderFavorites();
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse deals' })).toHaveAttribute('href', '/');
  });

  it('tells a failed load from an empty list, and tries again on Retry', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    let fail = true;
    mockApi({
      'GET /api/me/favorites': () => (fail ? { status: 503, body: { detail: 'Unavailable' } } : { body: [] }),
    });
    const { user } = renderFavorites();
    expect(await screen.findByText("Couldn't load your favourites")).toBeVisible();
    expect(screen.queryByText('No favourites yet')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  });

  it('asks to log in again when the stored login has expired', async () => {
    localStorage.setItem('token', 'expired-jwt');
    mockApi({ 'GET /api/me/favorites': { status: 401, body: { detail: 'Your session has expired.' } } });
    renderFavorites();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});
