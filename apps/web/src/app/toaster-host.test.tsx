import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';

import { ToasterHost } from './toaster-host';

const renderAt = (path: string, state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <ToasterHost />
    </MemoryRouter>,
  );

describe('ToasterHost', () => {
  it('shows at most three toasts at a time (SPEC §9)', async () => {
    renderAt('/login');
    await screen.findByRole('region', { name: /Notifications/ });
    act(() => {
      for (const text of ['First', 'Second', 'Third', 'Fourth']) toast(text);
    });
    await screen.findByText('Fourth');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);
  });

  it('does not load the toaster on the home page, and replays a toast raised before it mounts', async () => {
    toast('Raised early');
    const { unmount } = renderAt('/');
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    unmount();
    renderAt('/property/x');
    expect(await screen.findByText('Raised early')).toBeInTheDocument();
  });

  it('loads on the home page when the navigation asks for it (a logout)', async () => {
    renderAt('/', { toast: true });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('takes the error toasts away when a success toast appears, and keeps the rest', async () => {
    renderAt('/login');
    await screen.findByRole('region', { name: /Notifications/ });
    act(() => {
      toast.error('First failure');
      toast.info('Good to know');
      toast.error('Second failure');
    });
    await screen.findByText('Second failure');
    act(() => {
      toast.success('It worked');
    });
    await screen.findByText('It worked');
    await waitFor(() => expect(screen.queryByText('First failure')).not.toBeInTheDocument());
    expect(screen.queryByText('Second failure')).not.toBeInTheDocument();
    expect(screen.getByText('Good to know')).toBeInTheDocument();

    // A failure after the success stays.
    act(() => {
      toast.error('Later failure');
    });
    expect(await screen.findByText('Later failure')).toBeInTheDocument();
    expect(screen.getByText('It worked')).toBeInTheDocument();
  });

  it('applies the rule to toasts raised before the toaster loaded', async () => {
    toast.error('Early failure');
    toast.success('Early success');
    renderAt('/property/x');
    expect(await screen.findByText('Early success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Early failure')).not.toBeInTheDocument());
  });
});
