import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useHydrating } from '@/lib/hydration';
import { TOASTER_WANTED_EVENT } from '@/lib/lazy-toast';

/** Toasts last 4 seconds, at most 3 at a time (SPEC §9). */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

const Toaster = lazy(() => import('./toaster'));

/**
 * The home page shows no toast of its own, so the toaster (and sonner with it) loads once the visitor is
 * on any other page, or comes home with navigation state asking for it (a logout), and stays. A toast
 * raised before it mounts is not lost: sonner replays active toasts to a toaster that subscribes late.
 * A toast raised on the home page itself (lib/lazy-toast.ts) asks for the toaster with an event.
 * Keeps the home page's JavaScript within budget (ADR 0007). The toaster brings the app's toast rules
 * (./toaster.tsx: a success replaces the errors before it).
 */
export function ToasterHost() {
  const { pathname, state } = useLocation();
  const [needed, setNeeded] = useState(pathname !== paths.home.path);
  // Not in the server's HTML: the toaster's chunk loads in the browser only.
  const hydrating = useHydrating();
  if (!needed && (pathname !== paths.home.path || (state as { toast?: boolean } | null)?.toast))
    setNeeded(true);
  useEffect(() => {
    if (needed) return;
    const want = () => setNeeded(true);
    window.addEventListener(TOASTER_WANTED_EVENT, want);
    return () => window.removeEventListener(TOASTER_WANTED_EVENT, want);
  }, [needed]);
  if (!needed || hydrating) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={MAX_VISIBLE_TOASTS}
        richColors
        closeButton
      />
    </Suspense>
  );
}
