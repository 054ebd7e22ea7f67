// The server-side bundle of the web app (built by apps/web/first-paint.ts into dist/.first-paint/
// render.js): what the HTML of a page carries before its scripts run. The build calls the home page's
// renderer once; the server calls the listing page's renderer per request.
export { renderHomeFirstPaint } from './home';
export { renderPropertyFirstPaint } from './property';
