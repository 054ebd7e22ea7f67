import './index.css';

/**
 * The page's only script at first: the app itself loads from here. When the server's HTML already
 * holds the first screen (the home page's header and hero, docs/decisions/0013), the app's scripts
 * are requested once that screen has been painted, so on a slow phone the text shows as soon as the
 * HTML and CSS are in, instead of after 100 KB of script; everywhere else they load at once.
 */
function start(): void {
  void import('./app/start');
  // The home screen's chunk in parallel, instead of once the router asks for it.
  if (window.location.pathname === '/') void import('./app/routes/home');
}

const painted = document.getElementById('root')?.firstElementChild;
if (painted && document.visibilityState === 'visible') {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The second frame begins after the first one (with the HTML's screen) has been presented. A tab
  // that is hidden meanwhile runs no frames: the timer starts the app anyway.
  requestAnimationFrame(() => requestAnimationFrame(once));
  setTimeout(once, 1000);
} else {
  start();
}
