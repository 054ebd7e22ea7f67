import './index.css';

/**
 * The page's only script at first: the app itself loads from here. When the server's HTML already
 * holds the page (the home page and a listing's page, rendered by the server: src/entry-server.tsx),
 * the app's scripts are requested once that screen has been painted, so on a slow phone it shows as
 * soon as the HTML, the CSS and the photo are in, instead of after 100 KB of script
 * (docs/decisions/0013); everywhere else they load at once.
 */
function start(): void {
  preload(window.__ddChunkFiles?.['app/start']);
  void import('./app/start');
  // The screen's chunks, which the server names with the page's data, in parallel instead of once the
  // router asks for them; from a task of its own, as each chunk requested (with the chunks it imports)
  // costs a slow phone's main thread a few ms.
  const screen = document.getElementById('page-data')?.dataset.modules;
  if (screen) setTimeout(() => preload(screen.split(' ')), 0);
}

declare global {
  interface Window {
    /** Per dynamic import of this file, the chunks it loads (in /assets, without '.js'): see vite.config.ts. */
    __ddChunkFiles?: Record<string, string[]>;
  }
}

/**
 * Asks for chunks (in /assets, without '.js') as module preloads: the browser requests them all at
 * once and compiles them as they stream in. Nothing under the dev server.
 */
function preload(files: string[] = []): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/assets/${file}.js`;
    document.head.append(link);
  }
}

/**
 * Calls `then` once the first screen painted by the HTML has been shown: when the browser reports the
 * largest paint of it (a listing's photo, when the screen has one), else two frames on. A tab hidden meanwhile
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
  // A listing's photo (not a card's: below the fold on a phone, it never paints as the largest).
  const photo = painted.querySelector('main > article img');
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
