import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { contacts } from '@/testing/fixtures';
import { mockApi, wholeListApi } from '@/testing/mock-api';

import { createQueryClient } from './query-client';
import { AppRoutes, preloadScreen } from './router';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('router', () => {
  it.each(['/no-such-page', '/admin', '/property'])('redirects %s to the home page', async (path) => {
    mockApi({ ...wholeListApi([]), 'GET /api/contacts': { body: contacts } });
    renderAt(path);
    expect(
      // The first visit loads the home screen's chunk, which can take a while on a busy machine.
      await screen.findByRole(
        'heading',
        { name: 'Exclusive Distressed Property Deals in Dubai' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('renders the shared header and footer around the page', async () => {
    mockApi({ ...wholeListApi([]), 'GET /api/contacts': { body: contacts } });
    renderAt('/');
    expect(await screen.findByRole('banner')).toHaveTextContent('Dubai Distress Deals');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows a screen loaded ahead at once, with no spinner in its place', async () => {
    mockApi({ 'GET /api/contacts': { body: contacts } });
    await preloadScreen('/forgot-password');
    renderAt('/forgot-password');
    // Rendered in the first pass: a screen still loading would show "Loading..." here instead.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it('loads nothing ahead for an address that redirects', async () => {
    await expect(preloadScreen('/no-such-page')).resolves.toBeUndefined();
  });
});
