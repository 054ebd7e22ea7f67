import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { properties } from '@/testing/fixtures';

import { PropertyGrid, sameListing } from './property-grid';

// The cards' hearts read the favourites query (none without a login).
const queryClient = new QueryClient();

const listing = (name: string) => ({ ...properties[0]!, id: name, property_name: name });
const names = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => listing(`${prefix}${from + i}`));

/** Card names in the grid, with whether each can be seen (hidden cards keep their place). */
function cards(container: HTMLElement) {
  return [...container.querySelectorAll('[aria-label="Property listings"] > li')].map((item) => ({
    name: item.querySelector('h3')?.textContent,
    seen: !item.className.includes('content-visibility:hidden'),
  }));
}

describe('PropertyGrid', () => {
  let container: HTMLElement;
  beforeEach(() => {
    // The deferred render is what is under test: React must not flush it at once as act() would.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container.remove();
  });

  it('shows the first cards at once, the rest after, and never a listing a new list left out', async () => {
    const root = createRoot(container);
    const render = (list: ReturnType<typeof listing>[]) =>
      flushSync(() =>
        root.render(
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <PropertyGrid properties={list} />
            </MemoryRouter>
          </QueryClientProvider>,
        ),
      );
    // A fresh grid commits its first six cards alone; the others follow in a deferred render.
    const before = names('a', 0, 24);
    render(before);
    expect(cards(container).map((card) => card.name)).toEqual(before.slice(0, 6).map((l) => l.property_name));
    await waitFor(() => expect(cards(container)).toHaveLength(24));
    expect(cards(container).every((card) => card.seen)).toBe(true);

    // New first cards; the next six stay; the rest changes.
    const after = [...names('b', 0, 6), ...before.slice(6, 12), ...names('b', 12, 24)];
    render(after);
    const seen = cards(container).filter((card) => card.seen);
    expect(seen.map((card) => card.name)).toEqual(after.slice(0, 12).map((l) => l.property_name));

    await waitFor(() =>
      expect(cards(container)).toEqual(after.map((l) => ({ name: l.property_name, seen: true }))),
    );
    root.unmount();
  });

  it('adds the cards below the first rows a few per commit, so no one task mounts them all', async () => {
    const root = createRoot(container);
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const count = cards(container).length;
      if (counts.at(-1) !== count) counts.push(count);
    });
    observer.observe(container, { childList: true, subtree: true });
    flushSync(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <PropertyGrid properties={names('c', 0, 42)} />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    await waitFor(() => expect(cards(container)).toHaveLength(42));
    observer.disconnect();
    expect(counts).toEqual([6, 12, 18, 24, 30, 36, 42]);
    root.unmount();
  });

  it('renders no card again when the same listings come as other objects (the list after the first screen)', async () => {
    const root = createRoot(container);
    const render = (list: ReturnType<typeof listing>[]) =>
      flushSync(() =>
        root.render(
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <PropertyGrid properties={list} />
            </MemoryRouter>
          </QueryClientProvider>,
        ),
      );
    const first = names('d', 0, 6);
    render(first);
    await waitFor(() => expect(cards(container)).toHaveLength(6));
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { childList: true, subtree: true, characterData: true, attributes: true });

    // Equal listings, new objects (as the whole list's are): nothing on screen is touched.
    render(structuredClone(first));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).toEqual([]);

    // One listing changed: its card shows it.
    const changed = structuredClone(first);
    changed[2] = { ...changed[2]!, property_name: 'd2 renamed' };
    render(changed);
    await waitFor(() => expect(cards(container)[2]?.name).toBe('d2 renamed'));
    observer.disconnect();
    root.unmount();
  });

  it('compares listings by their fields', () => {
    const a = listing('e0');
    expect(sameListing(a, a)).toBe(true);
    expect(sameListing(a, structuredClone(a))).toBe(true);
    expect(sameListing(a, { ...a, distress_price: a.distress_price + 1 })).toBe(false);
    expect(sameListing(a, { ...a, images: a.images.slice(1) })).toBe(false);
    expect(sameListing(a, listing('e1'))).toBe(false);
  });
});
