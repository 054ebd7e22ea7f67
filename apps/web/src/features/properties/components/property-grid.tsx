import type { PropertySummary } from '@dd/core';
import {
  Fragment,
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';

import { endPageClock, useHydrating } from '@/lib/hydration';

import { GRID_SETTLED_MARK } from './listing-marks';
import { PropertyCard } from './property-card';
import { useT } from '@/i18n/use-t';

/** Cards in the first row on the widest layout: their photos are above the fold. */
const FIRST_ROW = 3;

/**
 * Cards rendered in the frame of the key that changed them: two rows on the widest layout, all that a
 * window up to 1080 pixels tall shows below the search box. Mounting a card takes about half a
 * millisecond, so the other cards of the page follow in a deferred render, which a newer key interrupts.
 */
const FIRST_CARDS = 6;

/**
 * Cards below the first rows that mount per commit while the grid fills up (on load, and after 'Show
 * more'): a commit adds its cards to the page and styles them in one task, which for 18 cards held a
 * slow phone's main thread for over 40 ms. Once mounted, a card is only updated, so a keystroke's
 * commits stay whole.
 */
const BATCH = 6;

/** Cards the grid mounts in its first render: what the server's HTML of the home page carries. */
export const FIRST_MOUNTED_CARDS = FIRST_CARDS + BATCH;

// Cards below the first rows are laid out and painted only near the viewport (about 32rem tall until
// drawn once, then the size they had), and a stale one is hidden in its place (the page does not jump)
// without styling its contents again: a keystroke's frame styles the visible cards, not all 24.
const REST = 'flex [contain-intrinsic-size:auto_32rem]';
const SHOWN = `${REST} [content-visibility:auto]`;
const STALE = `${REST} [content-visibility:hidden]`;

/**
 * The same listing, as far as a card shows it: the same object, or one with the same fields. The
 * server's first cards and the list that replaces them are different objects of the same listings: by
 * identity alone, the list's arrival rendered every card on screen again, in one task, for nothing.
 * The list's own objects (a keystroke's cards) are compared by identity.
 */
export const sameListing = (a: PropertySummary, b: PropertySummary): boolean =>
  a === b || (a.id === b.id && JSON.stringify(a) === JSON.stringify(b));

// A card whose listing (by its fields) and row did not change is skipped.
const Card = memo(
  PropertyCard,
  (before, after) => before.priority === after.priority && sameListing(before.property, after.property),
);

const NO_LISTINGS: readonly PropertySummary[] = [];

/** How many listings from the start the two lists share. */
function sharedPrefix(a: readonly PropertySummary[], b: readonly PropertySummary[]) {
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  return same;
}

/** The grid of cards the listing shows (one page of the filtered list). */
export function PropertyGrid({ properties }: { properties: readonly PropertySummary[] }) {
  // Starts empty on mount (React's initial value), so the first cards of a fresh list are committed
  // alone and the rest follow in a deferred render that yields to the browser. The server renders the
  // first batch of the rest too, and the browser's first render over that HTML must match it.
  const hydrating = useHydrating();
  const { t } = useT();
  const settled = useDeferredValue(properties, hydrating ? properties : NO_LISTINGS);
  const pending = settled !== properties;
  // While the rest is pending, only its old cards that stay are shown: the grid never shows a listing
  // the new filter left out.
  const rest = settled.slice(FIRST_CARDS);
  const shown = pending ? sharedPrefix(rest, properties.slice(FIRST_CARDS)) : rest.length;
  // How many of the rest may be mounted: grows by a batch per task until all are, never shrinks.
  const [mountable, setMountable] = useState(BATCH);
  const mounted = Math.min(rest.length, mountable);
  const filling = mounted < rest.length;

  // The server's cards have hydrated: relative dates count from now from here on.
  useEffect(endPageClock, []);

  useEffect(() => {
    if (!filling) return;
    const timer = setTimeout(
      () => startTransition(() => setMountable((current) => Math.max(current, mounted + BATCH))),
      0,
    );
    return () => clearTimeout(timer);
  }, [filling, mounted]);

  useLayoutEffect(() => {
    if (pending || filling) return;
    performance.clearMarks(GRID_SETTLED_MARK);
    performance.mark(GRID_SETTLED_MARK);
  }, [pending, filling, settled]);

  return (
    <ul aria-label={t('listing.grid')} className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {/* Two keyed groups: a listing may be in the first cards and, for a moment, in the old rest. */}
      <Fragment key="first">
        {properties.slice(0, FIRST_CARDS).map((property, index) => (
          <li key={property.id} className="flex">
            <Card property={property} priority={index < FIRST_ROW} />
          </li>
        ))}
      </Fragment>
      <Fragment key="rest">
        {rest.slice(0, mounted).map((property, index) => (
          <li key={property.id} className={index < shown ? SHOWN : STALE}>
            <Card property={property} />
          </li>
        ))}
      </Fragment>
    </ul>
  );
}
