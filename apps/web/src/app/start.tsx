import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { $ZodConfig } from 'zod/v4/core';

import { pageLanguage, showLanguage, storedLanguage } from '@/i18n/language-choice';

import { readPageData, seedFromPage } from './page-data';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { AppRouter, preloadScreen } from './router';

// Zod probes `new Function` when it builds an object schema, to compile a faster parser; the server's
// CSP forbids eval, so the browser files a CSP violation on every screen that loads zod. Zod reads
// this global when it loads (its documented way to configure it before import), and zod is only in
// lazily loaded chunks, so importing `config` here would put part of zod into every page's entry.
const zodGlobal = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProvider client={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// A page the server rendered (src/entry-server.tsx) is hydrated: React takes over its HTML, from the
// same data, once the screen's chunk has loaded (a screen still loading would suspend). Hydration
// renders in slices that yield to the browser. Other pages render here, in a transition for the same
// reason, with the header and a spinner at once.
// In the language the server rendered the page in (`<html lang>`, from the visitor's cookie), whose
// catalog loads beside the screen's chunks; a choice kept only in localStorage follows once hydrated.
const page = root.firstElementChild ? readPageData() : undefined;
const chosen = storedLanguage();
if (page) {
  seedFromPage(queryClient, page);
  const language = pageLanguage();
  void Promise.all([preloadScreen(window.location.pathname), showLanguage(language)]).then(() => {
    // In a transition: React hydrates in slices of a few ms that yield to the browser (outside one,
    // hydration is a single task, which on a slow phone blocks taps for a few hundred ms).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    if (chosen !== language) void showLanguage(chosen);
  });
} else {
  void showLanguage(chosen).then(() => startTransition(() => createRoot(root).render(app)));
}
