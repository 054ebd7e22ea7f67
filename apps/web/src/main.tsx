import './index.css';

/**
 * The page's only script at first: the app itself loads from here. When the server's HTML already
 * holds the first screen (the home page's header and hero, a listing's photos: docs/decisions/0013),
 * the app's scripts are requested once that screen has been painted, so on a slow phone it shows as
 * soon as the HTML, the CSS and the photo are in, instead of after 100 KB of script; everywhere else
 * they load at once.
 */
function start(): void {
  preload('app/start');
  void import('./app/start');
  // The screen's chunk in parallel, instead of once the router asks for it; from a task of its own, as
  // each chunk requested (with the chunks it imports) costs a slow phone's main thread a few ms.
  setTimeout(() => {
    const { pathname } = window.location;
    if (pathname === '/') {
      preload('app/routes/home');
      void import('./app/routes/home');
    } else if (pathname.startsWith('/property/')) {
      preload('app/routes/property');
      void import('./app/routes/property');
    }
  }, 0);
}

declare global {
  interface Window {
    /** Per dynamic import of this file, the chunks it loads (in /assets, without '.js'): see vite.config.ts. */
    __ddChunkFiles?: Record<string, string[]>;
  }
}

/**
 * Asks for a dynamic import's chunks (and the chunks they import) as module preloads: the browser
 * requests them all at once and compiles them as they stream in. Nothing under the dev server.
 */
function preload(source: string): void {
  for (const file of window.__ddChunkFiles?.[source] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/assets/${file}.js`;
    document.head.append(link);
  }
}

/**
 * Calls `then` once the first screen painted by the HTML has been shown: when the browser reports the
 * largest paint of it (the photo, when the screen has one), else two frames on. A tab hidden meanwhile
 * shows nothing, so a timer calls it anyway.
 */
function afterPainted(painted: Element, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const photo = painted.querySelector('img');
  let observer: PerformanceObserver | undefined;
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      const shown = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (shown.some((entry) => !photo || entry.element === photo)) once();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(once));
  }
  setTimeout(once, 1500);
}

const painted = document.getElementById('root')?.firstElementChild;
// Deferred a microtask, so that the chunk lists the build appends to this file are set first.
if (painted && document.visibilityState === 'visible') afterPainted(painted, start);
else queueMicrotask(start);
