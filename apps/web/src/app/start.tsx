import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { $ZodConfig } from 'zod/v4/core';

import { prefetchFirstScreen } from './first-screen-data';
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

// What the server's HTML painted in #root, if anything (see ../main.tsx), before React replaces it.
const painted = root.firstElementChild !== null;
const queryClient = createQueryClient();
const firstData = prefetchFirstScreen(queryClient, window.location.pathname);

// A transition renders the first screen in slices that yield to the browser every few milliseconds,
// instead of one long task that blocks input on a slow phone (only the DOM commit is one piece). Over
// a screen the server's HTML painted, the first commit waits for the screen's chunk and, on a listing,
// its details, since a screen still loading would show a spinner in place of the painted one; a slow
// answer does not hold it more than a few seconds. Elsewhere the header and a spinner come at once.
const ready = painted
  ? Promise.all([
      preloadScreen(window.location.pathname),
      Promise.race([firstData, new Promise((resolve) => setTimeout(resolve, 3000))]),
    ])
  : Promise.resolve();
void ready.then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider client={queryClient}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
