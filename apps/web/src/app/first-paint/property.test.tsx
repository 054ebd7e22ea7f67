import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { contacts, marinaVista, marinaVistaDetail } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { AppLayout } from '../app-layout';
import PropertyRoute from '../routes/property';
import { renderPropertyFirstPaint } from './property';

/** An element as tags, sorted attributes and text, for comparing markup written two ways. */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  const children = [...node.childNodes].map(canonical).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

/** The first paint's HTML as the browser parses it. */
function firstPaint(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderPropertyFirstPaint(marinaVista);
  document.body.append(root);
  return root;
}

describe("a listing page's first paint", () => {
  afterEach(() => localStorage.clear());

  it('shows what the card shows: Back, the discount and the photos, and nothing from the details', () => {
    const root = firstPaint();
    const view = within(root);
    expect(view.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(root.textContent).toContain(`${marinaVista.discount_percent}% OFF`);
    const photo = view.getByRole('img', { name: /Marina Vista/ });
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(view.queryByRole('heading')).not.toBeInTheDocument();
    expect(root.textContent).not.toContain(marinaVistaDetail.payment_plan);
    expect(view.queryByRole('link', { name: /Login|WhatsApp|Brochure/ })).not.toBeInTheDocument();
    root.remove();
  });

  it("writes the admin's text as text: no markup of a listing's name reaches the page", () => {
    const nasty = `Tower "><img src=x onerror=alert(1)><script>alert(2)</script>`;
    const html = renderPropertyFirstPaint({ ...marinaVista, property_name: nasty });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelectorAll('img')).toHaveLength(1);
    expect(root.querySelector('img')!.alt).toBe(`${nasty}, photo 1 of ${marinaVista.images.length}`);
  });

  it("is the markup of the app's page for these parts, so the details arrive without moving them", async () => {
    localStorage.setItem('token', 'visitor-jwt');
    mockApi({
      'GET /api/properties/p-marina-vista': { body: marinaVistaDetail },
      'GET /api/contacts': { body: contacts },
    });
    const { container } = renderWithApp(
      <AppLayout>
        <PropertyRoute />
      </AppLayout>,
      { route: '/property/p-marina-vista', path: '/property/:id' },
    );
    await screen.findByRole('heading', { level: 1, name: marinaVistaDetail.property_name });
    const article = container.querySelector('main article')!;
    const painted = firstPaint().querySelector('main article')!;
    // Back, the discount banner, and the photo grid's first cell: the same elements, attributes and
    // text (attributes in any order: React writes an image's src last in the browser).
    const same = (a: Element, b: Element) => expect(canonical(a)).toBe(canonical(b));
    same(painted.children[0]!, article.children[0]!);
    same(painted.children[1]!, article.children[1]!);
    same(painted.children[2]!.firstElementChild!, article.children[2]!.firstElementChild!);
    expect(painted.children[2]!.className).toBe(article.children[2]!.className);
    painted.parentElement!.parentElement!.remove();
  });

  it('carries the SOLD or RESERVED ribbon of the listing, and none while it is available', () => {
    for (const [status, word] of [
      ['sold', 'Sold'],
      ['reserved', 'Reserved'],
    ] as const) {
      const root = document.createElement('div');
      root.innerHTML = renderPropertyFirstPaint({ ...marinaVista, status });
      expect(within(root).getByText(word)).toHaveClass('uppercase');
    }
    const root = document.createElement('div');
    root.innerHTML = renderPropertyFirstPaint(marinaVista);
    expect(within(root).queryByText(/^(Sold|Reserved)$/)).not.toBeInTheDocument();
  });
});
