/** Asks the app's toaster to mount (app/toaster-host.tsx): the home page mounts it only when needed. */
export const TOASTER_WANTED_EVENT = 'dd:toaster-wanted';

type ToastKind = 'success' | 'info' | 'error';

/**
 * A toast from a page whose bundle leaves sonner out (the home page, ADR 0007): sonner loads on the
 * first call, and the toaster mounts then; it shows the toasts raised before it subscribed.
 */
export function lazyToast(kind: ToastKind, message: string, options?: { id?: string }): void {
  window.dispatchEvent(new Event(TOASTER_WANTED_EVENT));
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/** Takes a toast raised with lazyToast (by its id) off the screen, loading sonner the same way. */
export function dismissLazyToast(id: string): void {
  void import('sonner').then(({ toast }) => toast.dismiss(id));
}
