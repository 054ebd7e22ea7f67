import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

import { searchFromView, viewFromSearch } from './listing-params';
import type { ListingView } from './listing-params';

/** How long the search box waits after the last key before it writes the text to the URL. */
export const SEARCH_URL_DELAY_MS = 300;

/** Navigation state that marks the URL writes of this hook, told apart from Back and links. */
const OWN_WRITE = { listingView: true } as const;

const isOwnWrite = (state: unknown) =>
  typeof state === 'object' && state !== null && 'listingView' in state && state.listingView === true;

/**
 * The filters and sort of the home page. They live in the URL query so that a view can be shared and
 * Back returns to it, but the search text lives in state first and reaches the URL once typing pauses
 * or the box loses focus: a URL write costs a history call and a re-render of the whole page, which
 * React Router runs as a transition after the key's frame. Typing replaces the history entry, a choice
 * adds one.
 */
export function useListingView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlView = useMemo(() => viewFromSearch(searchParams), [searchParams]);
  /** The URL write that waits for typing to pause. */
  const pendingWrite = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void }>(undefined);
  // The view of this hook's last URL write, on the entry it was made from. The router renders a write
  // as a transition, which a slow device may not have committed when the next choice comes: that choice
  // builds on the write, not on the view still on screen (a price typed, then a handover chosen at once,
  // kept the old price).
  const lastWrite = useRef<{ view: ListingView; from: string }>(undefined);

  // The text typed on this history entry, or carried to a new one by our own write; any other
  // navigation (Back, Forward, a link) shows the text of its URL. Derived rather than reset, as a
  // router transition may be interrupted by the next key.
  // `at`: set by a choice, which leaves this entry for a new one: the text is then this location's only
  // until the router moves (Back to this entry shows the text of its URL again).
  const [search, setSearch] = useState<{ text: string; entry: string; at?: object }>({
    text: urlView.q,
    entry: location.key,
  });
  const ownWrite = navigationType !== 'POP' && isOwnWrite(location.state);
  const here = search.entry === location.key && (search.at === undefined || search.at === location);
  const text = here || ownWrite ? search.text : urlView.q;
  const view: ListingView = useMemo(() => ({ ...urlView, q: text }), [urlView, text]);

  const dropWrite = () => {
    clearTimeout(pendingWrite.current?.timer);
    pendingWrite.current = undefined;
  };
  // A navigation from elsewhere drops a write still waiting, which would undo it, and the last write
  // (Back may return to the very entry it was made from).
  useEffect(() => {
    if (ownWrite) return;
    clearTimeout(pendingWrite.current?.timer);
    pendingWrite.current = undefined;
    lastWrite.current = undefined;
  }, [location.key, ownWrite]);
  useEffect(() => () => clearTimeout(pendingWrite.current?.timer), []);

  const navigate = (next: ListingView, replace: boolean) => {
    lastWrite.current = { view: next, from: location.key };
    setSearchParams(searchFromView(next), { replace, preventScrollReset: true, state: OWN_WRITE });
  };

  /** A key in the search box: the grid follows at once, the URL once typing pauses. */
  const setText = (next: string) => {
    setSearch({ text: next, entry: location.key });
    dropWrite();
    const write = () => navigate({ ...urlView, q: next }, true);
    const timer = setTimeout(() => {
      pendingWrite.current = undefined;
      write();
    }, SEARCH_URL_DELAY_MS);
    pendingWrite.current = { timer, write };
  };

  /** The search box lost focus (a click elsewhere, a link, another window): the URL follows now. */
  const flushText = () => {
    const pending = pendingWrite.current;
    dropWrite();
    pending?.write();
  };

  /**
   * A choice (a filter, the sort, Clear filters), as a change of the current view: a new history entry,
   * with the text typed so far. `replace`: the change takes this entry's place (the map's box as the map
   * moves: Back leaves the map's last box, not each of its moves).
   */
  const choose = (change: (current: ListingView) => ListingView, { replace = false } = {}) => {
    const written = lastWrite.current?.from === location.key ? lastWrite.current.view : urlView;
    const next = change({ ...written, q: text });
    setSearch({ text: next.q, entry: location.key, at: replace ? undefined : location });
    dropWrite();
    // The text typed here is written to this entry first, so that Back returns to it.
    if (!replace && text !== written.q) navigate({ ...written, q: text }, true);
    navigate(next, replace);
  };

  // `settled`: the view as the URL holds it, whose text follows once typing pauses.
  return { view, settled: urlView, setText, flushText, choose };
}
