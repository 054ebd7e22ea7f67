import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';

// Every English text, as the app has them once started (the home page's come with it, the rest load).
await loadLanguage('en');

// jsdom lacks these browser APIs; sonner and the router's scroll handling touch them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // sonner keeps live toasts in a module-wide store and replays them to the next test's toaster.
  toast.dismiss();
  // A test that switched the language leaves the next one in English.
  if (i18n.locale !== 'en') i18n.activate('en');
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

// A toast taken away (dismissed, timed out or replaced) is removed from the toaster's state 200 ms later
// (sonner's exit animation), on a timer that outlives the test. Let it fire while this file's window
// still exists: once the environment is torn down, React's state update throws "window is not defined".
afterAll(async () => {
  if (toast.getHistory().length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
});
