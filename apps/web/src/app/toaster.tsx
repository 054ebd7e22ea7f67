import { useEffect, useRef } from 'react';
import { toast, Toaster, useSonner } from 'sonner';
import type { ToasterProps } from 'sonner';

/**
 * A success toast replaces the error toasts raised before it: once the thing worked (a login after a
 * wrong password, a save after a failed one), the failures still on screen are taken away. Errors
 * raised after it, and other kinds of toast, stay. One rule for every toast of the app, wherever it
 * is raised: it watches sonner's list rather than wrapping each call.
 */
export function useSuccessReplacesErrors(): void {
  // Newest first, as sonner adds them.
  const { toasts } = useSonner();
  const handled = useRef(new Set<string | number>());
  useEffect(() => {
    const onScreen = new Set(toasts.map((t) => t.id));
    // An id may be used again for a new toast once the old one is gone.
    for (const id of handled.current) if (!onScreen.has(id)) handled.current.delete(id);
    toasts.forEach((shown, index) => {
      if (shown.type !== 'success' || handled.current.has(shown.id)) return;
      handled.current.add(shown.id);
      for (const earlier of toasts.slice(index + 1)) if (earlier.type === 'error') toast.dismiss(earlier.id);
    });
  }, [toasts]);
}

/** sonner's toaster with the app's rules; loaded on its own (app/toaster-host.tsx). */
export default function AppToaster(props: ToasterProps) {
  useSuccessReplacesErrors();
  return <Toaster {...props} />;
}
