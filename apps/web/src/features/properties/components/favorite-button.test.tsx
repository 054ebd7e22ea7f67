import type { Favorite } from '@dd/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { marinaVista } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { savePendingFavoriteSoon } from './pending-favorite';
import { PropertyCard } from './property-card';

const FAVORITES = 'GET /api/me/favorites';
const ITEM = `/api/me/favorites/${marinaVista.id}`;

const saved: Favorite = {
  property_id: marinaVista.id,
  property_name: marinaVista.property_name,
  location: marinaVista.location,
  favorited_at: '2026-11-25T10:00:00.000Z',
  removed: false,
  property: marinaVista,
};

const heart = () => screen.getByRole('button', { name: /^(Save|Remove) Marina Vista Tower B/ });

afterEach(() => window.sessionStorage.clear());

describe('the heart on a card', () => {
  it('asks a logged-out visitor to log in, keeps the deal for afterwards and sends nothing', async () => {
    const calls = mockApi({});
    const { user } = renderWithApp(<PropertyCard property={marinaVista} />, { route: '/?q=marina' });
    expect(heart()).toHaveAccessibleName('Save Marina Vista Tower B');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?next=/%3Fq%3Dmarina');
    expect(await screen.findByText('Log in or register to save deals to your favourites')).toBeVisible();
    expect(window.sessionStorage.getItem('dd:pending-favorite')).toBe(marinaVista.id);
    expect(calls).toEqual([]);
  });

  it('shows a saved deal filled, and takes it out at once, then on the server', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    let list = [saved];
    const calls = mockApi({
      [FAVORITES]: () => ({ body: list }),
      [`DELETE ${ITEM}`]: () => {
        list = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<PropertyCard property={marinaVista} />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toHaveAccessibleName('Remove Marina Vista Tower B from favourites');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/me/favorites' });
    expect(calls[0]!.headers.Authorization).toBe('Bearer visitor-jwt');

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(heart()).toHaveAccessibleName('Save Marina Vista Tower B');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === ITEM)).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.headers.Authorization).toBe('Bearer visitor-jwt');
    // Fetched again once the server has answered, and still empty.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('fills the heart before the server answers, and saves with the bearer token', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    let answer: (() => void) | undefined;
    const calls = mockApi({
      [FAVORITES]: { body: [] },
      [`PUT ${ITEM}`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 204 });
        }),
    });
    const { user } = renderWithApp(<PropertyCard property={marinaVista} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(answer).toBeDefined();
    expect(calls.find((c) => c.method === 'PUT')!.headers.Authorization).toBe('Bearer visitor-jwt');
    answer!();
  });

  it('puts the heart back and says why when the server refuses', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      [FAVORITES]: { body: [] },
      [`PUT ${ITEM}`]: {
        status: 400,
        body: { detail: 'You can keep at most 500 favourites. Remove some to save more.' },
      },
    });
    const { user } = renderWithApp(<PropertyCard property={marinaVista} />);
    await user.click(heart());
    expect(
      await screen.findByText('You can keep at most 500 favourites. Remove some to save more.'),
    ).toBeVisible();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says saving failed when the server cannot be reached', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({ [FAVORITES]: { body: [] }, [`PUT ${ITEM}`]: { status: 502 } });
    const { user } = renderWithApp(<PropertyCard property={marinaVista} />);
    await user.click(heart());
    expect(await screen.findByText('Failed to save to your favourites. Please try again.')).toBeVisible();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('fills the heart kept from before the login, even when the page asked for the list first', async () => {
    localStorage.setItem('token', 'visitor-jwt');
    window.sessionStorage.setItem('dd:pending-favorite', marinaVista.id);
    let stored: Favorite[] = [];
    let answerFirstList: (() => void) | undefined;
    const calls = mockApi({
      // The page's first request is answered only after the deal was saved: with the list from before.
      [FAVORITES]: () => {
        const list = stored;
        if (answerFirstList) return { body: list };
        return new Promise((resolve) => {
          answerFirstList = () => resolve({ body: list });
        });
      },
      [`PUT ${ITEM}`]: () => {
        stored = [saved];
        return { status: 204 };
      },
    });
    const { queryClient } = renderWithApp(<PropertyCard property={marinaVista} />);
    await waitFor(() => expect(answerFirstList).toBeDefined());
    savePendingFavoriteSoon(queryClient, 'visitor-jwt');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    answerFirstList!();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(window.sessionStorage.getItem('dd:pending-favorite')).toBeNull();
  });

  it('is not offered to an admin, whose login keeps no favourites', () => {
    localStorage.setItem('admin_token', 'admin-jwt');
    const calls = mockApi({});
    renderWithApp(<PropertyCard property={marinaVista} />);
    expect(screen.queryByRole('button', { name: /Marina Vista Tower B/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
