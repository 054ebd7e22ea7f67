import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { AppLayout } from '../app-layout';
import HomeRoute from '../routes/home';
import { renderHomeFirstPaint } from './home';

/** The first paint's HTML as the browser parses it. */
function firstPaint(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderHomeFirstPaint();
  document.body.append(root);
  return root;
}

describe('home page first paint', () => {
  it('holds the header and the hero, with no buttons that need the app', () => {
    const root = firstPaint();
    const view = within(root);
    expect(view.getByRole('link', { name: /Dubai Distress Deals/ })).toHaveAttribute('href', '/');
    expect(
      view.getByRole('heading', { level: 1, name: 'Exclusive Distressed Property Deals in Dubai' }),
    ).toBeInTheDocument();
    // The WhatsApp number is the server's to give: its place is kept, hidden, as while it loads.
    expect(view.queryByRole('link', { name: /Contact Us/ })).not.toBeInTheDocument();
    expect(root.textContent).toContain('Contact Us');
    // Login state lives in the browser: no Login or Logout until the app knows which.
    expect(view.queryByRole('link', { name: /Login/ })).not.toBeInTheDocument();
    expect(view.queryByRole('button')).not.toBeInTheDocument();
    expect(root.querySelector('footer')).toBeNull();
    root.remove();
  });

  it("is the markup of the app's own first render of the header and hero, so nothing moves when it takes over", () => {
    // No answer arrives during the test: the app's first render, as on a slow connection.
    const never = () => new Promise<never>(() => undefined);
    mockApi({ 'GET /api/properties': never, 'GET /api/contacts': never });
    const { container } = renderWithApp(
      <AppLayout>
        <HomeRoute />
      </AppLayout>,
    );
    const app = container.querySelector('main section')!;
    const painted = firstPaint();
    expect(painted.querySelector('main section')!.outerHTML).toBe(app.outerHTML);
    expect(painted.querySelector('header > div > div > a')!.outerHTML).toBe(
      container.querySelector('header > div > div > a')!.outerHTML,
    );
    painted.remove();
  });
});
