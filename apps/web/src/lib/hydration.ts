import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while the page is rendered on the server and while the browser hydrates that HTML; false on
 * every other render (React renders again with false right after hydrating). Anything that reads the
 * browser (the stored login, the clock) renders what the server rendered while this is true, so the
 * browser's first render matches the server's HTML and React keeps it.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * The time the server rendered the page with (epoch ms), which relative dates ('3 h ago') count from
 * while the server's cards hydrate, so that they read as in its HTML; undefined once they have (and on
 * pages the server did not render): they count from now.
 *
 * Read without a subscription (pageClock), unlike useHydrating: a card that subscribed rendered again
 * right after hydrating, all of them in one blocking task, only to count from the browser's clock,
 * which says the same to the minute (docs/decisions/0042). A card rendered later, for any other
 * reason, counts from now.
 */
let pageTime: number | undefined;

export function setPageTime(time: number | undefined): void {
  pageTime = time;
}

/** The server's time while its cards hydrate, else undefined. */
export const pageClock = (): number | undefined => pageTime;

/** Relative dates count from now from here on: the server's cards have hydrated, or the page changed. */
export function endPageClock(): void {
  pageTime = undefined;
}
