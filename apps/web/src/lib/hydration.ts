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

/** The time the server rendered the page with (epoch ms), set before rendering or hydrating it. */
let pageTime: number | undefined;

export function setPageTime(time: number | undefined): void {
  pageTime = time;
}

/**
 * The time relative dates ('3 h ago') count from while the page hydrates: the server's, so that they
 * read as in its HTML. Undefined otherwise: they count from now.
 */
export function useHydrationTime(): number | undefined {
  return useHydrating() ? pageTime : undefined;
}
