import { forwardRef, startTransition, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  Router,
  useHref,
  useLocation,
  useNavigate,
  useResolvedPath,
} from 'react-router';
import type { NavigateOptions, To } from 'react-router';

import { endPageClock } from './hydration';

// React Router's browser router, `<Link>` and `useSearchParams`, as the app uses them, made of the
// router's core (its `Router`, browser history and hooks), as the router's own are. Those live in its
// DOM module with its framework mode (prefetch links, forms, fetchers, route discovery), which a
// declarative router never uses and which the module's statements keep in the bundle: about 3 KB
// gzip of the home page (docs/decisions/0038).

/** The router over the browser's history; a navigation renders in a transition, as BrowserRouter's. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((next) => {
        endPageClock(); // another page: its dates count from now, not from the server's first page
        startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replaces the current history entry (a link to the page shown replaces it anyway). */
  replace?: boolean;
  /** The history entry's state (`useLocation().state` on the page it opens). */
  state?: unknown;
};

/**
 * An `<a href>` whose plain left click navigates in the app; a modified or middle click, or a
 * `target`, keeps the browser's own behaviour.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || !plain || (target && target !== '_self')) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
});

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The address's query, and a setter that navigates to a new one (a value, or a function of the current). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      void navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}
